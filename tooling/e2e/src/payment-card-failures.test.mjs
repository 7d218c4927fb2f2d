// End-to-end: the card page's unhappy paths on one flex purchase (spec 000 §4 step 5, §8), through
// the platform's sandbox card page, which behaves as Stripe Checkout does: cancel returns to the
// checkout callback's payment-failed page with the chat action; a declined card and a failed
// Strong Customer Authentication challenge keep the customer on the card page with the decline
// shown; an approved challenge pays and the proposal is bound. Every page (the sandbox's too)
// passes axe; screenshots go to ../screenshots/payment-card-failures.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import {
  buyFlexToPayment,
  CARDS,
  expectCovered,
  goToCardPage,
  payByCard,
} from './payment-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

/** The card page's error summary (role alert) with the decline's words. */
async function expectDecline(page, pageErrors, words, name) {
  await page
    .getByRole('alert')
    .filter({ hasText: 'There is a problem' })
    .filter({ hasText: words })
    .waitFor(STEP);
  // Still the card page: the customer can try another card.
  await page.getByRole('heading', { level: 1, name: /^Pay £[\d,.]+$/ }).waitFor(STEP);
  assert.match(await page.title(), /^Error: Pay £/);
  await checkPage(page, name, pageErrors);
}

test('cancel returns to payment failed with chat; a declined card and a failed 3-D Secure stay on the card page; an approved one binds', {
  timeout: 180_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    const visitor = { name: 'card-fail', email: 'casey.declined@example.com' };
    await buyFlexToPayment(page, pageErrors, { url: suite.platform.url, visitor });

    // Cancel: back to the checkout callback, the payment-failed page with its chat action.
    await goToCardPage(page, pageErrors, 'card-fail-sandbox-page');
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await page.waitForURL(/\/checkout\/callback\?.*status=cancelled/, STEP);
    await page
      .getByRole('heading', { level: 1, name: 'Your payment didn’t go through' })
      .waitFor(STEP);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByRole('dialog', { name: 'Chat with us' }).waitFor(STEP);
    await checkPage(page, 'card-fail-cancelled-chat', pageErrors);
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Chat with us' })
      .waitFor({ state: 'detached', ...STEP });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Set up your monthly payments' })
      .waitFor(STEP);

    // Declined: the sandbox shows the decline on its page, as Stripe Checkout does.
    await goToCardPage(page, pageErrors, 'card-fail-sandbox-page-again');
    await payByCard(page, CARDS.declined);
    await expectDecline(page, pageErrors, 'Your card was declined.', 'card-fail-declined');

    // 3-D Secure failed: the bank's challenge, then the card page again with the decline.
    await payByCard(page, CARDS.authentication);
    await page.waitForURL(/\/sandbox\/card\/[^/]+\/authenticate$/, STEP);
    await page.getByRole('heading', { level: 1, name: 'Confirm your payment' }).waitFor(STEP);
    await page.getByText(/card ending 3155/).waitFor(STEP);
    await checkPage(page, 'card-fail-challenge', pageErrors);
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await expectDecline(
      page,
      pageErrors,
      'We could not authenticate your payment.',
      'card-fail-challenge-failed',
    );

    // 3-D Secure approved: paid, back at the callback, bound.
    await payByCard(page, CARDS.authentication);
    await page.getByRole('heading', { level: 1, name: 'Confirm your payment' }).waitFor(STEP);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    const policyNumber = await expectCovered(page, pageErrors, 'card-fail-success');
    assert.match(policyNumber, /^MINI-FLX-\d+$/);
  } finally {
    await context.close();
  }
});
