// The steps of the buying journey the end-to-end files share: a page's heading and its check, and
// how a new visitor answers each disclosure section, by its heading.
import assert from 'node:assert/strict';
import { checkPage } from './browser.mjs';
import { atSuccess } from './success-page.mjs';
import { STEP } from './suite.mjs';

/** Waits for a page's heading, checks the page (axe, errors, screenshot). */
export async function at(page, heading, name, pageErrors) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor(STEP);
  await checkPage(page, name, pageErrors);
}

/** The sandbox card page's test card that always succeeds (Stripe's number). */
const SANDBOX_CARD = '4242 4242 4242 4242';

/** The success page comes once the card set-up's webhook has bound the proposal. */
const WAIT_FOR_BIND = { timeout: 40_000 };

/**
 * On the sandbox's "Save a card" page (drive-away's card set-up, nothing charged): checks it,
 * fills in the test card and saves it, by the keyboard's Enter.
 */
export async function saveCardOnSandboxPage(page, pageErrors, name) {
  await page.waitForURL(/\/sandbox\/card\/[^/]+$/, STEP);
  await page.getByRole('heading', { level: 1, name: 'Save a card' }).waitFor(STEP);
  await checkPage(page, name, pageErrors);
  await page.getByLabel('Name on card').fill('Casey Card');
  await page.getByLabel('Card number').fill(SANDBOX_CARD);
  await page.getByLabel('Expiry date').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Security code').press('Enter');
}

/**
 * The summary's Confirm, then what checkout asks before the success page (spec 000 §4 step 5):
 * drive-away with nothing to pay goes on to checkout, whose "Save a card and get covered" saves a
 * card on the sandbox's page (nothing is charged) and comes back to the success page once the
 * set-up has bound the proposal; a free flex binds at once. Checks the pages on the way (`name-`)
 * and meets the success page's feedback prompt (`feedback` is atSuccess's options: answer it or
 * close it), returning on "You’re covered" with the page checked as `name-success`.
 */
export async function confirmAndGetCovered(page, pageErrors, name, feedback = {}) {
  await page.getByRole('button', { name: /^Confirm/ }).click();
  const covered = page.getByRole('heading', { level: 1, name: 'You’re covered' });
  const saveCard = page.getByRole('button', { name: 'Save a card and get covered' });
  await covered.or(saveCard).waitFor(STEP);
  if (await saveCard.isVisible()) {
    assert.match(
      (await page.getByRole('main').first().textContent()) ?? '',
      /Nothing is taken from your card today/,
      'the checkout says nothing is charged, and why a card is kept',
    );
    await checkPage(page, `${name}-checkout`, pageErrors);
    await saveCard.click();
    await saveCardOnSandboxPage(page, pageErrors, `${name}-card-page`);
  }
  await covered.waitFor(WAIT_FOR_BIND);
  await atSuccess(page, pageErrors, `${name}-success`, feedback);
}

export async function saveAndContinue(page) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** Opens a searchable select and takes its first option. */
export async function pickFirst(page, name) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option').first().waitFor(STEP);
  await page.getByRole('option').first().click();
}

/** Fills the page's Day, Month and Year boxes. */
export async function fillDate(page, { day, month, year }) {
  await page.getByRole('textbox', { name: 'Day', exact: true }).fill(day);
  await page.getByRole('textbox', { name: 'Month', exact: true }).fill(month);
  await page.getByRole('textbox', { name: 'Year', exact: true }).fill(year);
}

/** The London calendar day of `date` (default now), as the start date picker's values hold it. */
export function londonDay(date = Date.now()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);
}

/**
 * The start-date step choosing today: cover starting now, so the policy is ACTIVE once bought (a
 * later day leaves it PENDING, where a change waits for the start).
 */
export async function startToday(page) {
  await page.locator('select[name="startDate"]').selectOption(londonDay());
}

/** Fills the Day, Month and Year boxes of the date question named `question`. */
export async function fillDateIn(page, question, [day, month, year]) {
  const group = page.getByRole('group', { name: question });
  await group.getByRole('textbox', { name: 'Day', exact: true }).fill(day);
  await group.getByRole('textbox', { name: 'Month', exact: true }).fill(month);
  await group.getByRole('textbox', { name: 'Year', exact: true }).fill(year);
}

/**
 * Answers an additional driver's questions (the profile page's, or a question loop's open entry)
 * for `firstName` with the other answers fixed: a spouse born in 1984, retired, licensed since
 * 2003, no convictions, claims or other cars, none of the declarations. Saves nothing.
 */
export async function answerDriverQuestions(page, { firstName, lastName = 'Shah' }) {
  await page.getByLabel('First name (required)').fill(firstName);
  await page.getByLabel('Last name (required)').fill(lastName);
  await fillDateIn(page, /their date of birth/, ['3', '9', '1984']);
  await page.getByRole('combobox', { name: /relationship to you/ }).click();
  await page.getByRole('option', { name: 'Spouse or partner' }).click(STEP);
  await page.getByRole('combobox', { name: /their marital status/ }).click();
  await page.getByRole('option', { name: 'Married' }).click(STEP);
  await page.getByLabel('Retired').check();
  await pickFirst(page, /type of driving licence do they have/);
  await fillDateIn(page, /When did they get this licence/, ['10', '5', '2003']);
  await page
    .getByRole('group', { name: /motoring convictions/ })
    .getByLabel('No', { exact: true })
    .check();
  await page.getByLabel('No, I can’t drive any other cars').check();
  await page
    .getByRole('group', { name: /claims or losses/ })
    .getByLabel('No', { exact: true })
    .check();
}

/** What a section's step answers when it has saved the section itself (no Save and continue). */
export const SUBMITTED = 'submitted';

/**
 * How a visitor answers each disclosure section, by its heading. Each step gets the page, the
 * page's errors and the visitor (`lastName` and `dateOfBirth` change About you); a step that
 * saves the section itself answers SUBMITTED.
 */
export const SECTIONS = {
  'Before we begin': async (page) => {
    await page.getByLabel(/I confirm that I meet/).check();
    const retailer = page.getByLabel(/What is your retailer number/);
    if (await retailer.count()) await retailer.fill('81239');
  },
  'Your car': async (page, pageErrors) => {
    await page.getByLabel('Registration number').fill('MN22 ELC');
    await page.getByRole('button', { name: 'Find vehicle' }).click();
    await page.getByRole('button', { name: 'Use this vehicle' }).click(STEP);
    await checkPage(page, 'your-car-found', pageErrors);
  },
  'About you': async (page, _errors, visitor = {}) => {
    await page.getByLabel('First name (required)').fill('Priya');
    await page.getByLabel('Last name (required)').fill(visitor.lastName ?? 'Shah');
    await fillDate(page, visitor.dateOfBirth ?? { day: '14', month: '6', year: '1982' });
    await page.getByLabel('Search for your address').pressSequentially('OX4 1AQ');
    await page
      .getByRole('button', { name: /OX4 1AQ/ })
      .first()
      .click(STEP);
    await page
      .getByRole('button', { name: /Windsor Road/ })
      .first()
      .click(STEP);
    await page.getByLabel('I own my home').check();
    await page.getByRole('combobox', { name: /marital status/ }).click();
    await page.getByRole('option', { name: 'Married' }).click(STEP);
    await page.getByLabel('Retired').check();
  },
  // The section's list page: with no driver added, "No other drivers" saves it and moves on.
  'Additional drivers': async (page) => {
    await page.getByRole('button', { name: 'No other drivers' }).click();
    return SUBMITTED;
  },
  'Claims history': async (page) => {
    await page.getByLabel('No', { exact: true }).check();
  },
  'Driving licence': async (page) => {
    await pickFirst(page, /type of driving licence/);
    await page.getByRole('textbox', { name: 'Day', exact: true }).fill('10');
    await page.getByRole('textbox', { name: 'Month', exact: true }).fill('5');
    await page.getByRole('textbox', { name: 'Year', exact: true }).fill('2001');
    await page.getByLabel('No', { exact: true }).check();
    await page.getByLabel('No, I can’t drive any other cars').check();
  },
  'Contact details': async (page, _errors, visitor) => {
    await page.getByLabel(/email address/).fill(visitor.email);
    await page.getByLabel(/phone number/).fill('07700 900123');
  },
  'Your cover': async (page) => {
    await page.getByLabel('Social, domestic and pleasure, including commuting').check();
    await page.getByLabel(/How many miles/).fill('8000');
    await pickFirst(page, /kept overnight/);
    await pickFirst(page, /legal owner/);
    await pickFirst(page, /registered keeper/);
    await page.locator('input[name="vehicle.modifications"]').last().check();
    await page.locator('input[name="vehicle.trackerFitted"]').last().check();
    await page.getByLabel('New', { exact: true }).check();
    await page.getByLabel('5 years', { exact: true }).check();
    await page.getByLabel('On a private car').check();
    await page
      .locator('select[name="vehicle.usageStartYearMonth.month"]')
      .selectOption({ index: 1 });
    await page
      .locator('select[name="vehicle.usageStartYearMonth.year"]')
      .selectOption({ index: 1 });
  },
  'Start date': async (page) => {
    const choices = page.locator('select[name="startDate"]');
    if (await choices.count()) await choices.selectOption({ index: 2 });
    else {
      await page.getByRole('textbox', { name: 'Day', exact: true }).fill('1');
      await page.getByRole('textbox', { name: 'Month', exact: true }).fill('12');
      await page.getByRole('textbox', { name: 'Year', exact: true }).fill('2026');
    }
  },
  'Your offer': async (page) => {
    await page.getByLabel(/What is your retailer number/).fill('81239');
    await page.getByLabel(/What is your order number/).fill('1234567');
    await page.getByLabel(/I have read and accept the terms of this offer/).check();
  },
};

/**
 * A new visitor's drive-away purchase from the entry (`overrides` answer some sections
 * differently) through the quote, account setup, summary and the sandbox's card set-up to the
 * success page, checking every page (`visitor.name-`). Answers the proposal's code and the policy
 * number the success page names.
 */
export async function buyDriveaway(page, pageErrors, { url, visitor, overrides = {} }) {
  const quoteHeading = /Your free drive-away cover/;
  await answerSections(page, pageErrors, {
    url,
    entry: '/driveaway',
    quoteHeading,
    visitor,
    overrides: { 'What you’ll need before we begin': SECTIONS['Before we begin'], ...overrides },
  });
  const proposalCode = /\/proposal\/(P[0-9A-F]+)/.exec(page.url())?.[1];
  assert.ok(proposalCode, `a proposal code in ${page.url()}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: quoteHeading }).waitFor({
    state: 'detached',
    ...STEP,
  });
  const next = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  if (next !== 'Set up your account') await page.getByRole('button', { name: 'Continue' }).click();
  await at(page, 'Set up your account', `${visitor.name}-account-setup`, pageErrors);
  await page.getByLabel(/email address/).fill(visitor.email);
  await page.getByLabel(/phone number/).fill('07700 900123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await at(page, 'Check your details', `${visitor.name}-summary`, pageErrors);
  for (const box of await page.locator('input[name="termsAccepted"]').all()) await box.check();
  await confirmAndGetCovered(page, pageErrors, visitor.name);
  const main = (await page.getByRole('main').first().textContent()) ?? '';
  const policyNumber = /(MINI-DAW-\d+)/.exec(main)?.[1];
  assert.ok(policyNumber, `the success page names the policy number: ${main}`);
  return { proposalCode, policyNumber };
}

/**
 * The entry's "Start my quote": on once the proposal's first section shows. The journey's own
 * screens load with their route, so "Just a moment" may show first; reading headings waits for it
 * to go (a client-side navigation has no load state to wait for).
 */
export async function startQuote(page) {
  await page.getByRole('button', { name: 'Start my quote' }).click();
  await page.waitForURL(/\/proposal\/P[0-9A-F]+\//, STEP);
  await page
    .getByRole('heading', { level: 1 })
    .filter({ hasNotText: 'Just a moment' })
    .waitFor(STEP);
}

/**
 * The calls `page` makes from now on that create a visitor's session or a proposal, as
 * `METHOD /path`: the entry must make none until the visitor starts their quote (issue 20).
 */
export function creationsOf(page) {
  const created = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && /^\/api\/(session|proposals)$/.test(pathname)) {
      created.push(`POST ${pathname}`);
    }
  });
  return created;
}

/**
 * A new visitor's journey from the product entry through every disclosure section, as its heading
 * asks (`overrides` answer some differently), until a heading matches `quoteHeading`.
 */
export async function answerSections(
  page,
  pageErrors,
  { url, entry, quoteHeading, visitor, overrides = {} },
) {
  const created = creationsOf(page);
  await page.goto(`${url}${entry}`);
  await at(page, 'Before we begin', `${visitor.name}-entry`, pageErrors);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(created, [], 'opening the entry creates no session and no proposal');
  assert.equal(new URL(page.url()).pathname, new URL(`${url}${entry}`).pathname);
  await startQuote(page);
  // A visitor's session comes first when they hold none yet; a signed-in customer needs none.
  assert.ok(created.includes('POST /api/proposals'), `the start creates the proposal: ${created}`);
  // The intro's heading is not a section's: wait for the intro to go before reading headings.
  await page
    .getByRole('button', { name: 'Start my quote' })
    .waitFor({ state: 'detached', ...STEP });
  for (let step = 0; step < 15; step++) {
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor(STEP);
    await page.waitForLoadState('networkidle');
    const title = (await heading.textContent())?.trim() ?? '';
    if (quoteHeading.test(title)) break;
    const answer = overrides[title] ?? SECTIONS[title];
    assert.ok(answer, `an unexpected page "${title}" at ${page.url()}`);
    await checkPage(
      page,
      `${visitor.name}-${title.toLowerCase().replaceAll(' ', '-')}`,
      pageErrors,
    );
    if ((await answer(page, pageErrors, visitor)) !== SUBMITTED) await saveAndContinue(page);
    await page
      .getByRole('heading', { level: 1, name: title })
      .waitFor({ state: 'detached', ...STEP })
      .catch(() => {});
  }
}
