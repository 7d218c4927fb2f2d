// The payment steps the payment end-to-end files share: buying flex up to its payment page, the
// platform's sandbox card and direct-debit pages (/sandbox/card/..., /sandbox/direct-debit/...),
// the success page, the billing tab, and the sandbox clock (PAYMENT_TEST_CLOCK=on).
import assert from 'node:assert/strict';
import { checkPage } from './browser.mjs';
import { answerSections, at } from './journey-steps.mjs';
import { signedInAccessToken, signInWithEmailCode, waitForVisitorMerged } from './sign-in.mjs';
import { atSuccess } from './success-page.mjs';
import { STEP } from './suite.mjs';

/** The sandbox's test cards (Stripe's numbers; the sandbox page lists them too). */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authentication: '4000 0025 0000 3155',
};

/** Bank details the sandbox's modulus check accepts (its own example account, Barclays). */
export const BANK_ACCOUNT = { sortCode: '20-00-00', accountNumber: '55779911' };

/** The paid return's wait: the callback polls the proposal until the webhook has bound it. */
const WAIT_FOR_POLICY = { timeout: 40_000 };

/**
 * A new visitor's flex purchase from the entry to the payment page ("Set up your monthly
 * payments"), taking no add-ons; checks every page on the way. Names screenshots `visitor.name-`.
 * `overrides` answers some sections differently (answerSections' option).
 */
export async function buyFlexToPayment(page, pageErrors, { url, visitor, overrides = {} }) {
  await answerSections(page, pageErrors, {
    url,
    entry: '/flex',
    quoteHeading: /Your monthly price/,
    visitor,
    overrides,
  });
  await at(page, /Your monthly price/, `${visitor.name}-quote`, pageErrors);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('heading', { level: 1, name: /Your monthly price/ })
    .waitFor({ state: 'detached', ...STEP });
  // Flex offers add-ons first: the visitor takes none.
  if (
    (await page.getByRole('heading', { level: 1 }).textContent())?.trim() !== 'Set up your account'
  ) {
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await at(page, 'Set up your account', `${visitor.name}-account-setup`, pageErrors);
  await page.getByLabel(/email address/).fill(visitor.email);
  await page.getByLabel(/phone number/).fill('07700 900123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await at(page, 'Check your details', `${visitor.name}-summary`, pageErrors);
  for (const box of await page.locator('input[name="termsAccepted"]').all()) await box.check();
  await page.getByRole('button', { name: /^Confirm/ }).click();
  await at(page, 'Set up your monthly payments', `${visitor.name}-checkout`, pageErrors);
}

/** On the payment page: "Pay £x by card", then the sandbox's card page (checked). */
export async function goToCardPage(page, pageErrors, name) {
  await page.getByRole('button', { name: /^Pay £[\d,.]+ by card$/ }).click();
  await page.waitForURL(/\/sandbox\/card\/[^/]+$/, STEP);
  await page.getByRole('heading', { level: 1, name: /^Pay £[\d,.]+$/ }).waitFor(STEP);
  await checkPage(page, name, pageErrors);
}

/** Fills the sandbox card page with a test card and pays. */
export async function payByCard(page, number, name = 'Casey Card') {
  await page.getByLabel('Name on card').fill(name);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('Security code').fill('123');
  await page.locator('form button[type="submit"]').click();
}

/** What a bound flex shows first: DUAL's Direct Debit step, or the success page once it is done. */
export const BOUGHT_FLEX = /^(You’re covered|Set up your Direct Debit)$/;

/**
 * Back from a paid card page: the checkout callback waits for the webhook's bind and shows the
 * bound policy (checked): DUAL's "Set up your Direct Debit" step, or the success page when there
 * is no mandate to ask for, met with its feedback prompt (`offered: false` for a return to it in a
 * tab already asked). Answers the policy number it names. A test that goes on elsewhere
 * (the billing tab) leaves the Direct Debit step as a buyer who abandons it would: the cover is
 * bound, and billing still offers the set-up.
 */
export async function expectCovered(page, pageErrors, name, { offered = true } = {}) {
  await page.waitForURL(/\/checkout\/callback\?.*session_id=|\/flex\/proposal\/[^/]+$/, STEP);
  const heading = page.getByRole('heading', { level: 1, name: BOUGHT_FLEX });
  await heading.waitFor(WAIT_FOR_POLICY);
  // The success page (no mandate to ask for) opens the feedback prompt; the Direct Debit step never does.
  if ((await heading.textContent()) === 'You’re covered') {
    await atSuccess(page, pageErrors, name, { offered });
  } else await checkPage(page, name, pageErrors);
  const policyNumber = /Policy number (MINI-FLX-\d+)/.exec(
    (await page.locator('main').first().textContent()) ?? '',
  )?.[1];
  assert.ok(policyNumber, 'the success page names the policy number');
  return policyNumber;
}

/**
 * From home, the policy's billing tab, loaded (its account section shown). The policy pages are
 * for signed-in customers (spec 001 §2): a visitor who bought is offered sign-in there, signs in
 * with the email they bought with (`visitor`), and comes back to the tab with the policy merged in.
 */
export async function openBilling(page, url, policyNumber, visitor, pageErrors = []) {
  await page.goto(`${url}/`);
  await page.getByRole('link', { name: `Billing ${policyNumber}` }).click(STEP);
  const offer = page.getByRole('heading', { level: 1, name: 'Sign in to see your policy' });
  const methods = page.getByRole('heading', { level: 2, name: 'Payment methods' });
  await offer.or(methods).first().waitFor(STEP);
  if (await offer.isVisible()) {
    assert.ok(visitor, 'a visitor opening the billing tab signs in first');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await signInWithEmailCode(page, {
      platformUrl: url,
      email: visitor.email,
      name: `${visitor.name}-policy`,
      pageErrors,
    });
    await page.waitForURL(/\/flex\/policy\/[^/]+\/billing/, STEP);
  }
  await page.getByText(`Policy number ${policyNumber}`, { exact: true }).waitFor(STEP);
  await page.getByRole('link', { name: 'Billing', exact: true }).waitFor(STEP);
  await methods.waitFor(STEP);
}

/**
 * A new visitor buys flex by card (`overrides` as buyFlexToPayment's) and signs in from the
 * policy's billing tab with the email they bought with: the purchase steps every policy-changing
 * file starts from. Runs at the page's width; once the purchase has joined the account, answers
 * the policy number, id and path (`/flex/policy/{policyId}`) and the customer's access token.
 */
export async function buyFlexByCardAndSignIn(page, pageErrors, { url, visitor, overrides = {} }) {
  await buyFlexToPayment(page, pageErrors, { url, visitor, overrides });
  await goToCardPage(page, pageErrors, `${visitor.name}-card-page`);
  await payByCard(page, CARDS.succeeds);
  const policyNumber = await expectCovered(page, pageErrors, `${visitor.name}-covered`);
  await openBilling(page, url, policyNumber, visitor, pageErrors);
  await waitForVisitorMerged(page);
  const policyPath = new URL(page.url()).pathname.replace(/\/billing$/, '');
  const token = await signedInAccessToken(page);
  assert.ok(token, 'the signed-in customer holds an access token');
  return { policyNumber, policyPath, policyId: policyPath.split('/').pop(), token };
}

/**
 * On the billing tab: "Set up Direct Debit", the sandbox's direct-debit page (checked: it shows
 * the Direct Debit Guarantee), the bank details for `accountHolderName`, and back to the billing
 * tab, which completes the mandate and lists it as a payment method.
 */
export async function setUpDirectDebit(page, pageErrors, { accountHolderName, name }) {
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
  await page.waitForURL(/\/sandbox\/direct-debit\/[^/]+$/, STEP);
  await page.getByRole('heading', { level: 1, name: 'Set up a Direct Debit' }).waitFor(STEP);
  const guarantee = page.getByRole('region', { name: 'The Direct Debit Guarantee' });
  await guarantee.waitFor(STEP);
  assert.match(
    (await guarantee.textContent()) ?? '',
    /entitled to a full and immediate refund/,
    'the Guarantee is shown in full',
  );
  await checkPage(page, name, pageErrors);
  await page.getByLabel('Name of account holder').fill(accountHolderName);
  await page.getByLabel('Sort code').fill(BANK_ACCOUNT.sortCode);
  await page.getByLabel('Account number').fill(BANK_ACCOUNT.accountNumber);
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
  await page.waitForURL(/\/policy\/[^/]+\/billing\?.*redirect_flow_id=/, STEP);
  await page
    .getByRole('region', { name: 'Payment methods' })
    .getByText(/Direct Debit from BARCLAYS BANK PLC, account ending \d+/)
    .first()
    .waitFor(STEP);
}

/**
 * On DUAL's "Set up your Direct Debit" step (checked, with the Guarantee and collection text):
 * "Set up Direct Debit", the sandbox's direct-debit page (checked), the bank details for
 * `accountHolderName`, and back to checkout/callback, which completes the mandate and shows the
 * success page. Answers the success page's text.
 */
export async function setUpDirectDebitInCheckout(page, pageErrors, { accountHolderName, name }) {
  await page.getByRole('heading', { level: 1, name: 'Set up your Direct Debit' }).waitFor(STEP);
  const step = (await page.getByRole('main').first().textContent()) ?? '';
  assert.match(step, /Direct Debit Guarantee/, 'the step names the Direct Debit Guarantee');
  assert.match(step, /collections take \d to \d working days/, 'and when collections are taken');
  await checkPage(page, `${name}-step`, pageErrors);
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
  await page.waitForURL(/\/sandbox\/direct-debit\/[^/]+$/, STEP);
  await page.getByRole('heading', { level: 1, name: 'Set up a Direct Debit' }).waitFor(STEP);
  await checkPage(page, `${name}-sandbox-page`, pageErrors);
  await page.getByLabel('Name of account holder').fill(accountHolderName);
  await page.getByLabel('Sort code').fill(BANK_ACCOUNT.sortCode);
  await page.getByLabel('Account number').fill(BANK_ACCOUNT.accountNumber);
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
  await page.getByRole('heading', { level: 1, name: 'You’re covered' }).waitFor(WAIT_FOR_POLICY);
  await atSuccess(page, pageErrors, `${name}-success`);
  return (await page.getByRole('main').first().textContent()) ?? '';
}

/**
 * Reloads the page until `condition` (an async check of the loaded page) holds, within `timeout`
 * ms: for a webhook's effect that the page does not poll for. `loaded` is what shows once the
 * page has loaded its data.
 */
export async function reloadUntil(page, { loaded, condition, timeout = STEP.timeout * 2 }) {
  const deadline = Date.now() + timeout;
  for (;;) {
    await loaded.waitFor(STEP);
    if (await condition()) return;
    assert.ok(Date.now() < deadline, `the page did not change within ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await page.reload();
  }
}

/** The sandbox clock (PAYMENT_TEST_CLOCK=on): the platform's now. */
export async function platformNow(url) {
  const response = await fetch(`${url}/sandbox/clock`);
  assert.equal(response.status, 200, `GET /sandbox/clock answers HTTP ${response.status}`);
  return new Date((await response.json()).now);
}

/**
 * Moves the platform's clock on `days` days; the platform runs its billing job and payment
 * sandbox for each day before answering. Answers the platform's new now.
 */
export async function advanceClock(url, days) {
  const response = await fetch(`${url}/sandbox/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days }),
    signal: AbortSignal.timeout(120_000),
  });
  const body = await response.text();
  assert.equal(
    response.status,
    200,
    `POST /sandbox/clock/advance answers HTTP ${response.status}: ${body}`,
  );
  return new Date(JSON.parse(body).now);
}
