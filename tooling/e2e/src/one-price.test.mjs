// End-to-end: one set of prices on every screen (issue 15, point 2). A new visitor takes flex to
// the sandbox's card page at 390 and 1280 px; the quote's headline and breakdown, the summary's
// price, checkout's amounts and the card page's charge are read off each page and compared with
// the instalments the platform's API gives for the quote (the first carries the rounding pennies).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { answerSections, at } from './journey-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
/** Pence as the pages write them: "£1,234.56". */
const pounds = (pence) => gbp.format(pence / 100);

/** The sentence every screen gives for a monthly plan. */
function monthlySentence(first, regular) {
  return first === regular
    ? `${pounds(regular)} a month`
    : `${pounds(first)} today, then ${pounds(regular)} a month`;
}

/** `text` as a regular expression matching it literally. */
const literally = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The main content's text, spaces collapsed. */
async function mainText(page) {
  return ((await page.locator('main[id$="-main"]').textContent()) ?? '').replace(/\s+/g, ' ');
}

/** The visitor's active schedule, as GET /proposals/{code} answers it to their anonymous token. */
async function activeSchedule(page, proposalCode) {
  const token = await page.evaluate(() => sessionStorage.getItem('brand.anonymousToken'));
  assert.ok(token, 'the visitor holds an anonymous token');
  const response = await fetch(`${suite.platform.url}/api/proposals/${proposalCode}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 200);
  const proposal = await response.json();
  return proposal.quote.availablePaymentSchedules.find((schedule) => schedule.active);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the quote, summary, checkout and card page name the API's instalments at ${viewport.width} px`, {
    timeout: 180_000,
  }, async () => {
    const { context, page, pageErrors } = await newPage(suite.browser, viewport);
    const name = `price-${viewport.width}`;
    try {
      const visitor = { name, email: `casey.price${viewport.width}@example.com` };
      await answerSections(page, pageErrors, {
        url: suite.platform.url,
        entry: '/flex',
        quoteHeading: /Your monthly price/,
        visitor,
      });
      await at(page, /Your monthly price/, `${name}-quote`, pageErrors);
      const proposalCode = /\/proposal\/(P[0-9A-F]+)/.exec(page.url())?.[1];
      assert.ok(proposalCode, `a proposal code in ${page.url()}`);
      const schedule = await activeSchedule(page, proposalCode);
      assert.equal(schedule.type, 'MONTHLY');
      const [first, ...later] = schedule.instalments;
      const regular = later[0];
      assert.equal(later.length, 11);
      assert.ok(
        later.every((amount) => amount === regular),
        'the later months are alike',
      );
      const sentence = monthlySentence(first, regular);

      // The quote: the headline, and the breakdown adding up to one monthly payment.
      const quote = await mainText(page);
      assert.ok(quote.includes(sentence), `the quote says "${sentence}": ${quote}`);
      const breakdown = page.getByRole('region', { name: 'Price breakdown' });
      assert.match(
        ((await breakdown.textContent()) ?? '').replace(/\s+/g, ' '),
        new RegExp(`Each monthly payment ?${literally(pounds(regular))}`),
      );
      if (first !== regular) {
        assert.ok(quote.includes(`Your first payment is ${pounds(first)}`), quote);
      }

      await page.getByRole('button', { name: 'Continue' }).click();
      await page
        .getByRole('heading', { level: 1, name: /Your monthly price/ })
        .waitFor({ state: 'detached', ...STEP });
      if (
        (await page.getByRole('heading', { level: 1 }).textContent())?.trim() !==
        'Set up your account'
      ) {
        await page.getByRole('button', { name: 'Continue' }).click();
      }
      await at(page, 'Set up your account', `${name}-account-setup`, pageErrors);
      await page.getByLabel(/email address/).fill(visitor.email);
      await page.getByLabel(/phone number/).fill('07700 900123');
      await page.getByRole('button', { name: 'Continue' }).click();

      // The summary: the same sentence as its price.
      await at(page, 'Check your details', `${name}-summary`, pageErrors);
      const summary = await mainText(page);
      assert.match(summary, new RegExp(`Price ?${literally(sentence)}`));
      for (const box of await page.locator('input[name="termsAccepted"]').all()) await box.check();
      await page.getByRole('button', { name: /^Confirm/ }).click();

      // Checkout: today's payment is the first instalment, and the months after it are named.
      await at(page, 'Set up your monthly payments', `${name}-checkout`, pageErrors);
      const checkout = await mainText(page);
      assert.ok(checkout.includes(`Total to pay today: ${pounds(first)}`), checkout);
      assert.ok(checkout.includes(sentence), `checkout says "${sentence}": ${checkout}`);
      await page.getByRole('button', { name: `Pay ${pounds(first)} by card` }).click();

      // The sandbox's card page charges exactly that.
      await page.waitForURL(/\/sandbox\/card\/[^/]+$/, STEP);
      await page
        .getByRole('heading', { level: 1, name: `Pay ${pounds(first)}`, exact: true })
        .waitFor(STEP);
      await checkPage(page, `${name}-card-page`, pageErrors);
    } finally {
      await context.close();
    }
  });
}
