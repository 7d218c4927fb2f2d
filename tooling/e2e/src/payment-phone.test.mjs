// End-to-end: an agent takes a customer's first payment by phone (MOTO, spec 000 §4 step 5 "pays
// by phone-order card entry"). A new visitor buys flex in the portal up to the payment page, then
// signs in with the email they gave at account setup in the same tab, whose visitor token merges
// the quote into their customer account (the only kind an agent may act for, ADR 0017); the agent signs in to the console in a browser of their
// own, acts for that customer and opens the proposal's checkout at /admin/flex/..., where the
// phone-order form stands in for the hosted card page. The card field comes first (ADR 0048); behind
// "I have a token", the sandbox's declining token shows the decline with its code in brackets; back
// in the card field, the card the customer reads out (typed into the sandbox's framed field) binds
// the policy and the success page follows. Every console page passes axe; screenshots go to
// ../screenshots/payment-phone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACTING_FOR, actForCustomer } from './agent-steps.mjs';
import { checkPage, newPage } from './browser.mjs';
import { buyFlexToPayment, CARDS } from './payment-steps.mjs';
import { signedInUserId, signInWithEmailCode, waitForVisitorMerged } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

/** The sandbox's declining phone-order token (integrations/payments/sandbox-test-cards.ts). */
const TOKENS = { declined: 'tok_chargeDeclined' };
/** The wait for the policy after the payment: the page polls the proposal until it is bound. */
const WAIT_FOR_POLICY = { timeout: 40_000 };

const suite = useSuite();

/**
 * The customer's part: a new visitor's flex quote to the payment page, then signing in with the
 * account-setup email. Answers the proposal's code and the customer's user id.
 */
async function customerAtCheckout(url) {
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    const visitor = { name: 'phone-customer', email: 'morgan.phone@example.com' };
    await buyFlexToPayment(page, pageErrors, { url, visitor });
    const proposalCode = /\/flex\/proposal\/(P[0-9A-F]+)\//.exec(page.url())?.[1];
    assert.ok(proposalCode, `the payment page's address names the proposal: ${page.url()}`);
    await page.goto(`${url}/sign-in`);
    await signInWithEmailCode(page, {
      platformUrl: url,
      email: visitor.email,
      name: 'phone-customer',
      pageErrors,
    });
    await page.getByText(/^Signed in as /).waitFor(STEP);
    // The quote joins the customer's account by the merge with this tab's visitor token.
    await waitForVisitorMerged(page);
    const customerId = await signedInUserId(page);
    assert.ok(customerId, "the SDK's cache names the signed-in customer");
    return { proposalCode, customerId };
  } finally {
    await context.close();
  }
}

test('an agent acting for a customer takes the first payment by phone: a declined pasted token, then the card keyed in the card field binds the policy', {
  timeout: 300_000,
}, async () => {
  const { url } = suite.platform;
  const { proposalCode, customerId } = await customerAtCheckout(url);

  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    const bar = await actForCustomer(page, pageErrors, { url, customerId, name: 'phone-agent' });

    // The customer's checkout in the console: the phone-order form, not the hosted card page.
    await page.goto(`${url}/admin/flex/proposal/${proposalCode}/checkout`);
    const form = page.getByRole('region', { name: 'Take the first payment by phone' });
    await form.waitFor(STEP);
    // Whose card the agent is taking: the Admin view bar stays on the customer's journey.
    await bar.getByText(ACTING_FOR).waitFor(STEP);
    assert.equal(await page.getByRole('button', { name: /by card$/ }).count(), 0);
    const pay = form.getByRole('button', { name: /^Take payment of £\d[\d,]*\.\d\d$/ });
    await pay.waitFor(STEP);
    await checkPage(page, 'phone-agent-checkout', pageErrors);

    // The card field first, in its titled frame; a pasted token is one press away.
    const field = form.frameLocator('iframe[title="Secure card details"]');
    await field.getByLabel('Card number').waitFor(STEP);
    await form.getByRole('button', { name: 'I have a token' }).click();
    const token = form.getByLabel('Card token (required)');
    await token.fill(TOKENS.declined);
    await pay.click();
    const failure = form.getByRole('alert').filter({ hasText: /\(generic_decline\)$/ });
    await failure.waitFor(STEP);
    assert.match((await failure.textContent()) ?? '', /declined/i);
    assert.match(page.url(), new RegExp(`/admin/flex/proposal/${proposalCode}/checkout$`));
    await checkPage(page, 'phone-agent-declined', pageErrors);

    // The card the customer reads out, keyed into the sandbox's field.
    await form.getByRole('button', { name: 'Key the card instead' }).click();
    await field.getByLabel('Card number').fill(CARDS.succeeds);
    await field.getByLabel('Expiry date (MM/YY)').fill('12/32');
    await field.getByLabel('Security code').fill('123');
    await checkPage(page, 'phone-agent-card-field', pageErrors);
    await pay.click();
    await page.getByRole('heading', { level: 1, name: 'You’re covered' }).waitFor(WAIT_FOR_POLICY);
    assert.match(
      page.url(),
      /^[^?]*\/admin\/flex\/proposal\//,
      'the success page is the console’s',
    );
    assert.match(
      (await page.getByRole('main').textContent()) ?? '',
      /Policy number MINI-FLX-\d+/,
      'the success page names the policy number',
    );
    await bar.getByText(ACTING_FOR).waitFor(STEP);
    // Past the prompt's delay: an agent is never asked for the customer's feedback (spec 001 §5).
    await page.waitForTimeout(4000);
    assert.equal(await page.getByRole('dialog').count(), 0, 'no feedback prompt for an agent');
    await checkPage(page, 'phone-agent-covered', pageErrors);
  } finally {
    await context.close();
  }
});
