// End-to-end: a failed monthly collection settled by card (spec 001 §8 "outstanding balance", the
// issue's test clock). The platform runs with PAYMENT_TEST_CLOCK=on: POST /sandbox/clock/advance
// moves its clock on day by day, running the billing job (statements, collections on the payment
// day) and the payment sandbox (Direct Debit payments confirmed or failed 3 working days later,
// webhooks). A visitor buys flex (deposit by card 4242), sets up a Direct Debit whose account
// holder's name holds "fail", and the clock passes the next payment day: the collection fails,
// home offers the outstanding balance to pay by card, the customer pays on the sandbox card page,
// and the statement is settled. Screenshots go to ../screenshots/payment-collection.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import {
  advanceClock,
  buyFlexToPayment,
  CARDS,
  expectCovered,
  goToCardPage,
  openBilling,
  payByCard,
  platformNow,
  reloadUntil,
  setUpDirectDebit,
} from './payment-steps.mjs';
import { waitForVisitorMerged } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite({ env: { PAYMENT_TEST_CLOCK: 'on' } });

/**
 * Past the next payment day (at most a month away) and the 3 working days (Christmas included)
 * after which the sandbox fails the Direct Debit payment.
 */
const DAYS_TO_A_FAILED_COLLECTION = 42;

/** Statement statuses as the billing tab names their icons (enums.paymentStatuses). */
const statusIcons = (page, status) =>
  page.getByRole('main').getByRole('img', { name: status, exact: true });

test('a failed Direct Debit collection shows as an outstanding balance on home, paid by card on the sandbox page', {
  timeout: 300_000,
}, async () => {
  const { url } = suite.platform;
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    const visitor = { name: 'collect', email: 'casey.collect@example.com' };
    await buyFlexToPayment(page, pageErrors, { url, visitor });
    await goToCardPage(page, pageErrors, 'collect-sandbox-card');
    await payByCard(page, CARDS.succeeds);
    const policyNumber = await expectCovered(page, pageErrors, 'collect-success');
    // The billing tab is for signed-in customers: the buyer signs in there with the email they
    // bought with, in the tab they bought in, and the merge with its visitor token brings the
    // policy into their account (ADR 0017).
    await openBilling(page, url, policyNumber, visitor, pageErrors);
    await waitForVisitorMerged(page);
    await setUpDirectDebit(page, pageErrors, {
      accountHolderName: 'Failing Test',
      name: 'collect-sandbox-direct-debit',
    });

    const before = await platformNow(url);
    const after = await advanceClock(url, DAYS_TO_A_FAILED_COLLECTION);
    assert.ok(after.getTime() - before.getTime() >= DAYS_TO_A_FAILED_COLLECTION * 86_400_000);

    // Weeks later, home: the outstanding balance of the failed collection, with pay by card.
    await page.goto(`${url}/`);
    const notices = page.getByRole('region', { name: 'Your payments' });
    await notices.getByText(/outstanding balance of £\d+\.\d\d/).waitFor(STEP);
    assert.match((await notices.textContent()) ?? '', new RegExp(policyNumber));
    await checkPage(page, 'collect-home-outstanding', pageErrors);

    // The billing tab agrees: a failed statement, the amount outstanding.
    await openBilling(page, url, policyNumber, visitor, pageErrors);
    await statusIcons(page, 'Failed').first().waitFor(STEP);
    const paidBefore = await statusIcons(page, 'Paid').count();
    const account = page.getByRole('region', { name: 'Your account' });
    assert.doesNotMatch((await account.textContent()) ?? '', /Outstanding\s*£0\.00/);
    await checkPage(page, 'collect-billing-failed', pageErrors);

    // Pay now by card, from home.
    await page.goto(`${url}/`);
    await notices.getByRole('button', { name: /^Pay now/ }).click(STEP);
    await page.waitForURL(/\/sandbox\/card\/[^/]+$/, STEP);
    await page.getByRole('heading', { level: 1, name: /^Pay £[\d,.]+$/ }).waitFor(STEP);
    await checkPage(page, 'collect-sandbox-settle', pageErrors);
    await payByCard(page, CARDS.succeeds);

    // Back on the billing tab; the payment's webhook settles the statement (the tab loads once).
    await page.waitForURL(/\/policy\/[^/]+\/billing/, STEP);
    await page.getByRole('link', { name: 'Billing', exact: true }).waitFor(STEP);
    await reloadUntil(page, {
      loaded: account,
      condition: async () =>
        /Outstanding\s*£0\.00/.test((await account.textContent()) ?? '') &&
        (await statusIcons(page, 'Failed').count()) === 0,
    });
    assert.equal(
      await statusIcons(page, 'Paid').count(),
      paidBefore + 1,
      'the failed statement is now paid',
    );
    await checkPage(page, 'collect-billing-settled', pageErrors);

    // Home: the outstanding-balance notice has gone.
    await page.goto(`${url}/`);
    await page.getByRole('link', { name: `Billing ${policyNumber}` }).waitFor(STEP);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByRole('button', { name: /^Pay now/ }).count(), 0);
    assert.equal(await page.getByText(/outstanding balance/).count(), 0);
    await checkPage(page, 'collect-home-settled', pageErrors);
  } finally {
    await context.close();
  }
});
