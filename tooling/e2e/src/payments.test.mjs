// End-to-end: a new visitor buys flex cover paying the first month by card (spec 000 §4 step 5,
// DUAL: a card deposit, then a Direct Debit mandate), through the platform's sandbox card page
// (/sandbox/card/...), back to the checkout callback, which waits for the policy and shows the
// success page; then home links the policy's billing tab (spec 001 §2 "Billing tab"). Every page of
// ours passes axe; screenshots go to ../screenshots/payments.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { answerSections as answerSectionsAt, at } from './journey-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();
const WAIT_FOR_POLICY = { timeout: 40_000 };

test('a new visitor buys flex paying by card on the sandbox page, then sees the billing tab', async () => {
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    const visitor = { name: 'pay-card', email: 'casey.card@example.com' };
    await answerSectionsAt(page, pageErrors, {
      url: suite.platform.url,
      entry: '/flex',
      quoteHeading: /Your monthly price/,
      visitor,
    });
    await at(page, /Your monthly price/, 'pay-card-quote', pageErrors);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('heading', { level: 1, name: /Your monthly price/ })
      .waitFor({ state: 'detached', ...STEP });
    // Flex offers add-ons first: the visitor takes none.
    if (
      (await page.getByRole('heading', { level: 1 }).textContent())?.trim() !==
      'Set up your account'
    ) {
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await at(page, 'Set up your account', 'pay-card-account-setup', pageErrors);
    await page.getByLabel(/email address/).fill(visitor.email);
    await page.getByLabel(/phone number/).fill('07700 900123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await at(page, 'Check your details', 'pay-card-summary', pageErrors);
    for (const box of await page.locator('input[name="termsAccepted"]').all()) await box.check();
    await page.getByRole('button', { name: /^Confirm/ }).click();

    // The payment page: DUAL pays the first month by card and says how Direct Debit follows.
    await at(page, 'Set up your monthly payments', 'pay-card-checkout', pageErrors);
    await page.getByText(/Direct Debit Guarantee/).waitFor(STEP);
    await page.getByRole('button', { name: /^Pay £[\d,.]+ by card$/ }).click();

    // The sandbox's hosted card page (the platform's, not ours: it has its own browser test).
    await page.waitForURL(/\/sandbox\/card\//, STEP);
    await checkPage(page, 'pay-card-sandbox-page', pageErrors);
    await page.getByLabel('Name on card').fill('Casey Card');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
    await page.getByLabel('Security code').fill('123');
    await page.locator('button[type="submit"]').first().click();

    // Back at checkout/callback?session_id=...: it waits for the webhook's bind, then success.
    await page.waitForURL(/\/checkout\/callback\?.*session_id=|\/flex\/proposal\/[^/]+$/, STEP);
    await page.getByRole('heading', { level: 1, name: 'You’re covered' }).waitFor(WAIT_FOR_POLICY);
    await checkPage(page, 'pay-card-success', pageErrors);
    const policyNumber = /Policy number (MINI-FLX-\d+)/.exec(
      (await page.locator('main').first().textContent()) ?? '',
    )?.[1];
    assert.ok(policyNumber, 'the success page names the policy number');

    // Home lists the policy with its billing link; the billing tab shows the paid first statement.
    await page.goto(`${suite.platform.url}/`);
    await page.getByRole('link', { name: `Billing ${policyNumber}` }).click(STEP);
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor(STEP);
    await page.getByText(`Policy number ${policyNumber}`, { exact: true }).waitFor(STEP);
    // DUAL: the deposit is paid by card; the monthly Direct Debit is still to set up.
    await page.getByRole('button', { name: 'Set up Direct Debit' }).waitFor(STEP);
    await page.getByRole('heading', { level: 2, name: 'Payment methods' }).waitFor(STEP);
    await page.getByText(/ending 4242, expires \d{2}\/\d{4}/).waitFor(STEP);
    await page.getByRole('heading', { level: 2, name: 'Latest statement' }).waitFor(STEP);
    // Checked once loaded, so axe sees the statements' tables and the notices.
    await checkPage(page, 'pay-card-billing', pageErrors);
  } finally {
    await context.close();
  }
});
