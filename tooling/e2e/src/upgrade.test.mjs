// End-to-end: the upgrade from drive-away to flex (issue 15 point 7). A new visitor buys drive-away
// cover starting now (at 390 px); the success page offers monthly cover with its price, which is the
// API's instalments of the flex upsell in the quote's words, and the minute the drive-away ends; the
// upgrade page (at 1280 px) says the same, continues to the flex quote, and the visitor buys it
// through the flex checkout. The API then shows the flex policy starting at the very instant the
// drive-away cover ends: no overlap at 00:00 and no gap.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPage } from './browser.mjs';
import {
  answerSections,
  at,
  confirmAndGetCovered,
  SECTIONS,
  startToday,
} from './journey-steps.mjs';
import {
  BOUGHT_FLEX,
  CARDS,
  expectCovered,
  goToCardPage,
  payByCard,
  setUpDirectDebitInCheckout,
} from './payment-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

const LONDON = 'Europe/London';

/** Pence as the screens write pounds: "£18.47". */
const pounds = (pence) => `£${(pence / 100).toFixed(2)}`;

/** The quote's sentence for a monthly plan (the domain's formatPaymentPlan). */
function monthlySentence(first, regular) {
  return first === regular
    ? `${pounds(regular)} a month`
    : `${pounds(first)} today, then ${pounds(regular)} a month`;
}

/** An instant as the screens and emails write it: "10:17 on 7 March 2026", London time. */
function coverTime(iso) {
  const at = new Date(iso);
  const clock = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: LONDON,
  }).format(at);
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: LONDON,
  }).format(at);
  return `${clock} on ${day}`;
}

/** The main content's text, spaces collapsed. */
async function mainText(page) {
  return ((await page.locator('main[id$="-main"]').textContent()) ?? '').replace(/\s+/g, ' ');
}

/** The description beside a definition list's term inside `scope`. */
async function described(scope, term) {
  const text = await scope
    .getByText(term, { exact: true })
    .locator('xpath=following-sibling::*[1]')
    .textContent();
  return (text ?? '').trim();
}

/** GET /proposals/{code} as the visitor (their anonymous token). */
async function proposalOf(page, proposalCode) {
  const token = await page.evaluate(() => sessionStorage.getItem('brand.anonymousToken'));
  assert.ok(token, 'the visitor holds an anonymous token');
  const response = await fetch(`${suite.platform.url}/api/proposals/${proposalCode}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 200, `GET /api/proposals/${proposalCode}`);
  return response.json();
}

test('a visitor buys drive-away, is offered flex at its price from the minute drive-away ends, and buys it', {
  timeout: 300_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, { width: 390, height: 844 });
  const name = 'upgrade';
  const visitor = { name, email: 'morgan.upgrade@example.com', lastName: 'Upgrade' };
  try {
    // Drive-away, starting now, at 390 px.
    await answerSections(page, pageErrors, {
      url: suite.platform.url,
      entry: '/driveaway',
      quoteHeading: /Your free drive-away cover/,
      visitor,
      overrides: {
        // The first section's heading as another change words it (the shared steps name the old).
        'What you’ll need before we begin': SECTIONS['Before we begin'],
        'Start date': startToday,
      },
    });
    await at(page, /Your free drive-away cover/, `${name}-390-driveaway-quote`, pageErrors);
    const driveawayCode = /\/proposal\/(P[0-9A-F]+)/.exec(page.url())?.[1];
    assert.ok(driveawayCode, `a proposal code in ${page.url()}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('heading', { level: 1, name: /Your free drive-away cover/ })
      .waitFor({ state: 'detached', ...STEP });
    const next = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    if (next !== 'Set up your account')
      await page.getByRole('button', { name: 'Continue' }).click();
    await at(page, 'Set up your account', `${name}-390-account-setup`, pageErrors);
    await page.getByLabel(/email address/).fill(visitor.email);
    await page.getByLabel(/phone number/).fill('07700 900123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await at(page, 'Check your details', `${name}-390-summary`, pageErrors);
    for (const box of await page.locator('input[name="termsAccepted"]').all()) await box.check();
    await confirmAndGetCovered(page, pageErrors, `${name}-390`);

    // The success page offers flex: the API's instalments in the quote's words, and its start.
    const offer = page.getByRole('region', { name: 'Keep driving with monthly cover' });
    await offer.waitFor(STEP);
    await at(page, 'You’re covered', `${name}-390-success-offer`, pageErrors);
    const driveaway = await proposalOf(page, driveawayCode);
    assert.equal(driveaway.status, 'POLICY');
    const upsell = driveaway.upsellProposal;
    assert.equal(upsell.offered, true);
    assert.equal(upsell.startAt, driveaway.endAt, 'flex starts when drive-away ends, to the ms');
    const flexQuote = await proposalOf(page, upsell.proposalCode);
    const schedule = flexQuote.quote.availablePaymentSchedules.find((s) => s.active);
    assert.equal(schedule.type, 'MONTHLY');
    assert.deepEqual(upsell.paymentSchedule.instalments, schedule.instalments);
    const [first, ...later] = schedule.instalments;
    const sentence = monthlySentence(first, later[0]);
    const start = coverTime(driveaway.endAt);
    assert.equal(await described(offer, 'Your monthly price'), sentence);
    assert.equal(
      await described(offer, 'Monthly cover starts'),
      `${start}, the moment your drive-away cover ends`,
    );
    const success = await mainText(page);
    assert.ok(success.includes(`ends at ${start}`), `the drive-away ends at ${start}: ${success}`);

    // The upgrade page, at 1280 px, says the same and continues to the flex quote.
    await page.setViewportSize({ width: 1280, height: 900 });
    await offer.getByRole('link', { name: 'Upgrade to monthly cover' }).click();
    await at(page, 'Keep driving with monthly cover', `${name}-1280-upgrade-page`, pageErrors);
    assert.match(page.url(), new RegExp(`/driveaway/proposal/${driveawayCode}/upgrade$`));
    const main = page.locator('main[id$="-main"]');
    assert.equal(await described(main, 'Your monthly price'), sentence);
    assert.match(await described(main, 'Monthly cover starts'), new RegExp(`^${start},`));
    await page.getByRole('button', { name: 'Continue to my monthly quote' }).click();

    // The flex quote: the same price, and cover from the drive-away's last minute.
    await at(page, /Your monthly price/, `${name}-1280-flex-quote`, pageErrors);
    assert.match(page.url(), new RegExp(`/flex/proposal/${upsell.proposalCode}$`));
    const quote = await mainText(page);
    assert.ok(quote.includes(sentence), `the flex quote says "${sentence}": ${quote}`);
    assert.equal(await described(main, 'Cover starts'), start);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('heading', { level: 1, name: /Your monthly price/ })
      .waitFor({ state: 'detached', ...STEP });
    // Flex offers add-ons first, then may ask to set up the account: the visitor takes none.
    for (let step = 0; step < 3; step++) {
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
      if (heading === 'Check your details') break;
      if (heading === 'Set up your account') {
        await at(page, 'Set up your account', `${name}-1280-flex-account-setup`, pageErrors);
        await page.getByLabel(/email address/).fill(visitor.email);
        await page.getByLabel(/phone number/).fill('07700 900123');
      }
      await page.getByRole('button', { name: 'Continue' }).click();
      await page
        .getByRole('heading', { level: 1, name: heading })
        .waitFor({ state: 'detached', ...STEP });
    }
    await at(page, 'Check your details', `${name}-1280-flex-summary`, pageErrors);
    assert.equal(await described(main, 'Cover starts'), start);
    for (const box of await page.locator('input[name="termsAccepted"]').all()) await box.check();
    await page.getByRole('button', { name: /^Confirm/ }).click();
    await at(page, 'Set up your monthly payments', `${name}-1280-flex-checkout`, pageErrors);
    await goToCardPage(page, pageErrors, `${name}-1280-flex-card-page`);
    await payByCard(page, CARDS.succeeds);
    await expectCovered(page, pageErrors, `${name}-1280-flex-bought`);
    const bought = (
      await page.getByRole('heading', { level: 1, name: BOUGHT_FLEX }).textContent()
    )?.trim();
    if (bought === 'Set up your Direct Debit') {
      await setUpDirectDebitInCheckout(page, pageErrors, {
        accountHolderName: 'Morgan Upgrade',
        name: `${name}-1280-flex-direct-debit`,
      });
    }

    // The API: the flex policy starts the instant the drive-away ends; the offer is gone.
    const flex = await proposalOf(page, upsell.proposalCode);
    assert.equal(flex.status, 'POLICY');
    assert.equal(flex.startAt, driveaway.endAt, 'flex cover begins exactly when drive-away ends');
    const after = await proposalOf(page, driveawayCode);
    assert.equal(after.upsellProposal.status, 'POLICY');
    assert.equal(after.upsellProposal.offered, false);
    const covered = await mainText(page);
    assert.ok(covered.includes(start), `the flex success page states ${start}: ${covered}`);
    assert.deepEqual(pageErrors, []);
  } finally {
    await context.close();
  }
});
