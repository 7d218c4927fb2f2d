// End-to-end: layout and words (issue 15 point 13). A new visitor on a 390 px phone buys free
// drive-away cover: the cookie banner is a band of at most a fifth of the screen that leaves the
// page's main button in view; each section says "Step N of M: <section>" above its heading; links
// are in the brand colour; no drive-away screen mentions a voluntary excess and the cover is told
// as lasting 5 days; after buying, the sign-in page starts with the buyer's email. At 1280 px a
// flex buyer's card page names the quote reference they were shown and takes the expiry "0430".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { answerSections, at, SECTIONS } from './journey-steps.mjs';
import { buyFlexToPayment, expectCovered, goToCardPage } from './payment-steps.mjs';
import { atSuccess } from './success-page.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

/** The theme's link colour (@brand/ui palette.brand, #0b5f73) as the browser computes it. */
const BRAND_LINK = 'rgb(11, 95, 115)';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** The tallest the cookie banner may be, as a share of the screen. */
const BANNER_SHARE = 0.2;

/** The page's main content as one line of text. */
async function mainText(page) {
  return ((await page.locator('main').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Every visible link of the page's content, footer and cookie banner, with its computed colour. */
async function linkColours(page) {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        'main a[href], footer a[href], [role="contentinfo"] a[href], section[aria-label="Cookie consent"] a[href]',
      ),
    )
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => ({ text: link.textContent?.trim(), colour: getComputedStyle(link).color })),
  );
}

async function assertBrandLinks(page, where) {
  const links = await linkColours(page);
  assert.ok(links.length > 0, `${where} has links to check`);
  for (const link of links) {
    assert.equal(link.colour, BRAND_LINK, `${where}: the link "${link.text}" is ${link.colour}`);
  }
}

/**
 * On arrival: the cookie banner is at most a fifth of the screen, and the page's main button is
 * not under it (it is above the banner, or further down the page, not hidden by it).
 */
async function assertCompactBanner(page, mainButton) {
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.waitFor(STEP);
  const viewport = page.viewportSize();
  const bar = await banner.boundingBox();
  assert.ok(bar, 'the banner is drawn');
  assert.ok(
    bar.height <= viewport.height * BANNER_SHARE,
    `the banner is ${bar.height}px tall, more than ${BANNER_SHARE * 100}% of ${viewport.height}px`,
  );
  for (const name of ['Accept analytics cookies', 'Essential cookies only']) {
    const answer = banner.getByRole('button', { name });
    await answer.focus();
    assert.equal(await answer.evaluate((element) => element === document.activeElement), true);
  }
  await page.evaluate(() => document.activeElement?.blur());
  const button = await mainButton.boundingBox();
  assert.ok(button, 'the main button is drawn');
  assert.ok(
    button.y + button.height <= bar.y || button.y >= viewport.height,
    `the banner (from ${bar.y}px) covers the main button (${button.y}–${button.y + button.height}px)`,
  );
  if (button.y + button.height <= viewport.height) {
    const onTop = await mainButton.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    assert.ok(onTop, 'nothing is drawn over the main button');
  }
}

/** "Step N of M: <heading>" shows above the section's heading (at phone width). */
async function assertStepAboveHeading(page, title) {
  const heading = page.getByRole('heading', { level: 1 });
  const caption = page.locator('main').getByText(/^Step \d+ of \d+: /);
  await caption.waitFor(STEP);
  const text = (await caption.textContent())?.trim() ?? '';
  assert.match(text, /^Step \d+ of \d+: /);
  assert.ok(text.endsWith(`: ${title}`), `the step "${text}" names the section "${title}"`);
  const [above, below] = [await caption.boundingBox(), await heading.boundingBox()];
  assert.ok(above && below && above.y + above.height <= below.y, `"${text}" is above the heading`);
  return text;
}

/** Texts a drive-away customer reads must not offer a voluntary excess. */
function assertNoVoluntaryExcess(text, where) {
  assert.doesNotMatch(text, /voluntary excess/i, `${where} mentions a voluntary excess`);
}

test('a phone visitor buys drive-away: compact cookie band, step above each heading, brand links, 5 days and no voluntary excess, then a prefilled sign-in', {
  timeout: 150_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, PHONE);
  try {
    const visitor = {
      name: 'words-390',
      email: 'priya.words@example.com',
      lastName: 'Words',
    };
    const read = [];
    await page.goto(`${suite.platform.url}/driveaway`);
    const intro = page.getByRole('heading', { level: 1 });
    await intro.waitFor(STEP);
    await assertCompactBanner(page, page.getByRole('button', { name: 'Start my quote' }));
    await checkPage(page, `${visitor.name}-arrival-with-cookie-band`, pageErrors);
    const introTitle = (await intro.textContent())?.trim();
    read.push({ where: 'intro', text: await mainText(page) });
    await assertBrandLinks(page, 'the intro page');

    // Every section: its step above its heading, its words read, then answered as usual.
    const steps = [];
    const reading = Object.fromEntries(
      Object.entries(SECTIONS).map(([title, answer]) => [
        title,
        async (sectionPage, errors, who) => {
          steps.push(await assertStepAboveHeading(sectionPage, title));
          read.push({ where: title, text: await mainText(sectionPage) });
          return answer(sectionPage, errors, who);
        },
      ]),
    );
    await answerSections(page, pageErrors, {
      url: suite.platform.url,
      entry: '/driveaway',
      quoteHeading: /Your free drive-away cover/,
      visitor,
      overrides: reading,
    });
    assert.ok(steps.length >= 3, `the sections were captioned: ${steps.join(' / ')}`);
    assert.match(steps[0], /^Step 1 of \d+: /);
    assert.notEqual(steps[0].split(': ')[1], introTitle, 'the intro and first section differ');

    await at(page, /Your free drive-away cover/, `${visitor.name}-quote`, pageErrors);
    read.push({ where: 'quote', text: await mainText(page) });
    await assertBrandLinks(page, 'the quote');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('heading', { level: 1, name: /Your free drive-away cover/ })
      .waitFor({ state: 'detached', ...STEP });
    // Pages between the quote and the summary (account setup, or what another point adds).
    for (let hop = 0; hop < 4; hop++) {
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor(STEP);
      await page.waitForLoadState('networkidle');
      const title = (await heading.textContent())?.trim() ?? '';
      if (title === 'Check your details') break;
      await checkPage(
        page,
        `${visitor.name}-${title.toLowerCase().replaceAll(/\W+/g, '-')}`,
        pageErrors,
      );
      read.push({ where: title, text: await mainText(page) });
      const email = page.getByLabel(/email address/);
      if (await email.count()) await email.fill(visitor.email);
      const phone = page.getByLabel(/phone number/);
      if (await phone.count()) await phone.fill('07700 900123');
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading.filter({ hasText: title }).waitFor({ state: 'detached', ...STEP });
    }
    await at(page, 'Check your details', `${visitor.name}-summary`, pageErrors);
    read.push({ where: 'summary', text: await mainText(page) });
    for (const box of await page.locator('input[name="termsAccepted"]').all()) await box.check();
    await page.getByRole('button', { name: /^Confirm/ }).click();

    // Drive-away without a card on file sets one up first (nothing charged): its checkout's words
    // are read too, and the card page takes the expiry typed as "0430".
    const covered = page.getByRole('heading', { level: 1, name: 'You’re covered' });
    const saveCard = page.getByRole('button', { name: 'Save a card and get covered' });
    await covered
      .or(saveCard)
      .waitFor(STEP)
      // Say where the journey stopped instead of only that the wait timed out.
      .catch(async (error) => {
        throw new Error(`after Confirm at ${page.url()}: ${await mainText(page)}`, {
          cause: error,
        });
      });
    if (await saveCard.isVisible()) {
      read.push({ where: 'checkout', text: await mainText(page) });
      await checkPage(page, `${visitor.name}-checkout`, pageErrors);
      await saveCard.click();
      await page.waitForURL(/\/sandbox\/card\/[^/]+$/, STEP);
      await page.getByLabel('Name on card').fill('Priya Words');
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry date').fill('0430');
      await page.getByLabel('Security code').fill('123');
      await checkPage(page, `${visitor.name}-card-page-0430`, pageErrors);
      await page.locator('form button[type="submit"]').click();
    }
    await covered.waitFor({ timeout: 40_000 });
    await atSuccess(page, pageErrors, `${visitor.name}-success`);
    read.push({ where: 'success', text: await mainText(page) });

    for (const { where, text } of read) assertNoVoluntaryExcess(text, where);
    const fiveDays = read.filter(({ text }) => /\b5 days\b/.test(text)).map(({ where }) => where);
    assert.ok(fiveDays.length > 0, 'some drive-away screen says the cover lasts 5 days');
    assert.ok(
      read.every(({ text }) => !/short-term/i.test(text)),
      'drive-away says 5 days, not a vague "short-term"',
    );

    // Signing in after buying: the sign-in page starts with the email the buyer gave.
    await page.getByRole('button', { name: 'Sign in to view your policy' }).click();
    await page.waitForURL(/\/auth\/interaction\/[^/]+/, STEP);
    const email = page.getByLabel('Email address');
    await email.waitFor(STEP);
    assert.equal(await email.inputValue(), visitor.email);
    await checkPage(page, `${visitor.name}-sign-in-prefilled`, pageErrors);
    assert.deepEqual(pageErrors, []);
  } finally {
    await context.close();
  }
});

test('a desktop flex buyer’s card page names the quote reference they were shown and takes the expiry "0430"', {
  timeout: 150_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, DESKTOP);
  try {
    const visitor = { name: 'words-1280', email: 'casey.words@example.com' };
    await buyFlexToPayment(page, pageErrors, { url: suite.platform.url, visitor });
    const proposalCode = /\/proposal\/([^/]+)\//.exec(page.url())?.[1];
    assert.ok(proposalCode, `a proposal in ${page.url()}`);
    const token = await page.evaluate(() => sessionStorage.getItem('brand.anonymousToken'));
    const proposal = await fetch(`${suite.platform.url}/api/proposals/${proposalCode}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((response) => response.json());
    const reference = proposal.externalReference;
    assert.ok(reference && reference !== proposalCode, 'the quote has a reference of its own');
    await assertBrandLinks(page, 'the checkout page');

    await goToCardPage(page, pageErrors, `${visitor.name}-card-page`);
    const card = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
    assert.match(
      card,
      new RegExp(`quote ${reference}\\b`),
      'the card page names the quote reference',
    );
    assert.ok(!card.includes(proposalCode), 'the card page shows no internal proposal code');
    await page.getByLabel('Name on card').fill('Casey Words');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('0430');
    await page.getByLabel('Security code').fill('123');
    await page.locator('form button[type="submit"]').click();
    await expectCovered(page, pageErrors, `${visitor.name}-covered`);
    assert.deepEqual(pageErrors, []);
  } finally {
    await context.close();
  }
});
