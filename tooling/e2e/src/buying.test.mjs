// End-to-end: a new visitor buys drive-away cover in the customer portal on the real platform,
// from the product entry through every disclosure section, the quote, account setup and the
// summary, to the success page (drive-away is free: nothing to pay, so it binds at once). Every
// page passes axe; screenshots go to ../screenshots/buying.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

/** Waits for a page's heading, checks the page (axe, errors, screenshot). */
async function at(page, heading, name, pageErrors) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor(STEP);
  await checkPage(page, name, pageErrors);
}

async function saveAndContinue(page) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** Opens a searchable select and takes its first option. */
async function pickFirst(page, name) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option').first().waitFor(STEP);
  await page.getByRole('option').first().click();
}

/** How a visitor answers each disclosure section, by its heading. */
const SECTIONS = {
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
  'About you': async (page) => {
    await page.getByLabel('First name (required)').fill('Priya');
    await page.getByLabel('Last name (required)').fill('Shah');
    await page.getByRole('textbox', { name: 'Day', exact: true }).fill('14');
    await page.getByRole('textbox', { name: 'Month', exact: true }).fill('6');
    await page.getByRole('textbox', { name: 'Year', exact: true }).fill('1982');
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
  'Additional drivers': async (page) => {
    await page.getByLabel('No', { exact: true }).check();
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
 * A new visitor's journey from the product entry to the success page: every disclosure section
 * as its heading asks, the quote (nothing to pay), account setup and the summary. Answers the
 * policy number.
 */
async function answerSections(page, pageErrors, { entry, quoteHeading, visitor, overrides = {} }) {
  await page.goto(`${suite.platform.url}${entry}`);
  await at(page, 'Before we begin', `${visitor.name}-entry`, pageErrors);
  assert.match(page.url(), /\/proposal\/P[0-9A-F]+$/);
  await page.getByRole('button', { name: 'Start my quote' }).click();
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
    await answer(page, pageErrors, visitor);
    await saveAndContinue(page);
    await page
      .getByRole('heading', { level: 1, name: title })
      .waitFor({ state: 'detached', ...STEP })
      .catch(() => {});
  }
}

async function buy(page, pageErrors, { entry, quoteHeading, policyPattern, visitor }) {
  await answerSections(page, pageErrors, { entry, quoteHeading, visitor });
  await at(page, quoteHeading, `${visitor.name}-quote`, pageErrors);
  assert.match(await page.locator('main').textContent(), /Total\s*£0\.00/);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Flex offers optional covers first (add-ons): the visitor takes none.
  await page
    .getByRole('heading', { level: 1, name: quoteHeading })
    .waitFor({ state: 'detached', ...STEP });
  const next = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  if (next !== 'Set up your account') {
    await checkPage(page, `${visitor.name}-add-ons`, pageErrors);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await at(page, 'Set up your account', `${visitor.name}-account-setup`, pageErrors);
  await page.getByLabel(/email address/).fill(visitor.email);
  await page.getByLabel(/phone number/).fill('07700 900123');
  await page.getByRole('button', { name: 'Continue' }).click();

  await at(page, 'Check your details', `${visitor.name}-summary`, pageErrors);
  for (const box of await page.locator('input[name="termsAccepted"]').all()) await box.check();
  await page.getByRole('button', { name: /^Confirm/ }).click();

  await at(page, 'You’re covered', `${visitor.name}-success`, pageErrors);
  const policyNumber = policyPattern.exec(await page.locator('main').textContent())?.[1];
  assert.ok(policyNumber, 'the success page names the policy number');
  // The success page says the details were emailed: the outbox has them.
  const outbox = await fetch(
    `${suite.platform.url}/outbox/messages.json?to=${encodeURIComponent(visitor.email)}`,
  ).then((response) => response.json());
  assert.ok(
    outbox.some((email) => email.subject.endsWith(policyNumber)),
    `no email about ${policyNumber} in ${JSON.stringify(outbox.map((email) => email.subject))}`,
  );
  return policyNumber;
}

test('a new visitor buys free drive-away cover end to end and lands on the success page', async () => {
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    await buy(page, pageErrors, {
      entry: '/driveaway',
      quoteHeading: /Your free drive-away cover/,
      policyPattern: /Policy number (MINI-DAW-\d+)/,
      visitor: { name: 'driveaway', email: 'priya.shah@example.com' },
    });
  } finally {
    await context.close();
  }
});

test('a new visitor buys flex cover made free by the electric promotion', async () => {
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    await buy(page, pageErrors, {
      entry: '/flex?promoCode=MINIELEC12M2025Q4',
      quoteHeading: /Your monthly price/,
      policyPattern: /Policy number (MINI-FLX-\d+)/,
      visitor: { name: 'flex', email: 'sam.flex@example.com' },
    });
  } finally {
    await context.close();
  }
});

test('a visitor banned from driving is referred with the reason, not quoted', async () => {
  const { context, page, pageErrors } = await newPage(suite.browser);
  const referral = /unable to offer you a quote/;
  try {
    await answerSections(page, pageErrors, {
      entry: '/driveaway',
      quoteHeading: referral,
      visitor: { name: 'referral', email: 'riley.referral@example.com' },
      overrides: {
        'Driving licence': async (driving) => {
          await SECTIONS['Driving licence'](driving);
          await driving.getByLabel(/banned or disqualified from driving/).check();
        },
      },
    });
    await at(page, referral, 'referral', pageErrors);
    assert.match(
      await page.locator('main').textContent(),
      /banned or disqualified from driving in the last 5 years/,
    );
  } finally {
    await context.close();
  }
});
