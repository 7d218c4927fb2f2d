// End-to-end: a new visitor buys flex cover by DUAL (spec 000 §4 step 5: a card deposit, then a
// Direct Debit mandate): the first month by card 4242 on the platform's sandbox card page
// (/sandbox/card/...), back to the checkout callback, which waits for the policy and shows the
// success page; then home links the policy's billing tab (spec 001 §2 "Billing tab"), whose
// "Set up Direct Debit" goes to the sandbox's direct-debit page (the Direct Debit Guarantee shown)
// and back, and the mandate is listed as a payment method. Every page (the sandbox's too) passes
// axe; screenshots go to ../screenshots/payments.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import {
  BANK_ACCOUNT,
  buyFlexToPayment,
  CARDS,
  expectCovered,
  goToCardPage,
  openBilling,
  payByCard,
  setUpDirectDebit,
} from './payment-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

test('a new visitor buys flex by DUAL: the deposit by card on the sandbox page, then the Direct Debit from the billing tab', {
  timeout: 180_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    const visitor = { name: 'pay-card', email: 'casey.card@example.com' };
    await buyFlexToPayment(page, pageErrors, { url: suite.platform.url, visitor });
    // DUAL pays the first month by card and says how Direct Debit follows.
    await page.getByText(/Direct Debit Guarantee/).waitFor(STEP);
    await goToCardPage(page, pageErrors, 'pay-card-sandbox-page');
    await payByCard(page, CARDS.succeeds);
    const policyNumber = await expectCovered(page, pageErrors, 'pay-card-success');

    // The billing tab (signing in first): the deposit paid by card, the monthly Direct Debit
    // still to set up.
    await openBilling(page, suite.platform.url, policyNumber, visitor, pageErrors);
    await page.getByText(/ending 4242, expires \d{2}\/\d{4}/).waitFor(STEP);
    await page.getByRole('heading', { level: 2, name: 'Latest statement' }).waitFor(STEP);
    const latest = page.getByRole('article', { name: 'Statement 1' });
    await latest.getByRole('img', { name: 'Paid' }).waitFor(STEP);
    // The chart of the last 12 months draws the deposit in this month, and its table says it to
    // the penny: a heading row and 12 months.
    const chart = page.getByRole('figure', { name: 'Your payments in the last 12 months' });
    await chart.getByRole('img', { name: 'Your payments in the last 12 months' }).waitFor(STEP);
    const paid = /You paid (£[\d,]+\.\d\d) in the last 12 months\./.exec(
      (await chart.textContent()) ?? '',
    )?.[1];
    assert.ok(paid && paid !== '£0.00', `the chart sums the deposit (${paid})`);
    await chart.getByText('Show your payments as a table').click();
    const rows = chart.getByRole('row');
    assert.equal(await rows.count(), 13, 'a heading row and 12 months');
    assert.match(
      (await rows.last().textContent()) ?? '',
      new RegExp(paid.replace(/[.£]/g, '\\$&')),
    );
    // Checked once loaded, so axe sees the statements' tables and the notices.
    await checkPage(page, 'pay-card-billing', pageErrors);

    await setUpDirectDebit(page, pageErrors, {
      accountHolderName: 'Casey Card',
      name: 'pay-dd-sandbox-page',
    });
    // The mandate is a payment method beside the card; nothing is asked of the customer any more.
    const methods = page.getByRole('region', { name: 'Payment methods' });
    assert.match(
      (await methods.textContent()) ?? '',
      new RegExp(`account ending \\d*${BANK_ACCOUNT.accountNumber.slice(-2)}`),
    );
    await methods.getByText(/ending 4242/).waitFor(STEP);
    assert.equal(await page.getByRole('button', { name: 'Set up Direct Debit' }).count(), 0);
    await checkPage(page, 'pay-dd-billing', pageErrors);
  } finally {
    await context.close();
  }
});
