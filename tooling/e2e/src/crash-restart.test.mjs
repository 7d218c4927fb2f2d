// End-to-end: a crash between the payment and the bind (issue 8, ADR 0013). A visitor buys flex
// paying the first month by card on the sandbox page while the platform holds the payment's
// webhook back (its sandbox job runs once an hour), so the proposal is paid but not yet a policy;
// the platform is killed with SIGKILL and started again on the same data folder with its default
// settings. The restarted platform must bind the proposal from the payment it kept, and the
// visitor, returning twice and after one more crash, must find exactly one policy and exactly one
// payment. Every page passes axe; screenshots go to ../screenshots/crash-restart.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { checkPage, launchChromium, newPage } from './browser.mjs';
import {
  BOUGHT_FLEX,
  buyFlexToPayment,
  CARDS,
  expectCovered,
  goToCardPage,
  payByCard,
} from './payment-steps.mjs';
import { buildAll, builtAlready, startPlatform } from './platform.mjs';
import { STEP } from './suite.mjs';

/**
 * The first platform's settings: no sandbox run (the webhook's delivery) and no reconcile run after
 * the ones at start-up, so nothing binds the proposal while it is paid and the platform killed.
 */
const HOLD_THE_WEBHOOK = {
  PAYMENT_SANDBOX_INTERVAL_SECONDS: '3600',
  CHECKOUT_RECONCILE_INTERVAL_MINUTES: '60',
};
/** The sandbox's default interval: a webhook not held back would have bound within it. */
const DEFAULT_SANDBOX_INTERVAL_MS = 2000;
/** How long a restarted platform may take to bind (its sandbox delivers at start-up). */
const BIND_AFTER_RESTART_MS = 30_000;

const state = { browser: null, platform: null, dataRoot: null };

before(
  async () => {
    if (process.env.E2E_SKIP_BUILD !== '1' || !builtAlready()) await buildAll();
    state.browser = await launchChromium();
  },
  { timeout: 300_000 },
);

after(async () => {
  await state.browser?.close();
  await state.platform?.stop();
  if (state.dataRoot) rmSync(state.dataRoot, { recursive: true, force: true });
});

/** Pence of a price as the pages show it: "£1,234.56". */
function pence(shown) {
  const pounds = /£([\d,]+\.\d{2})/.exec(shown)?.[1];
  assert.ok(pounds, `a price in "${shown}"`);
  return Math.round(Number(pounds.replaceAll(',', '')) * 100);
}

/** GETs the platform's API as the visitor (their anonymous token); answers the JSON. */
async function getAs(platform, token, path) {
  const response = await fetch(`${platform.url}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.text();
  assert.equal(response.status, 200, `GET /api${path} answered ${response.status}: ${body}`);
  return JSON.parse(body);
}

/** Polls the proposal until it is a policy; fails with its last status after `timeoutMs`. */
async function waitForPolicy(platform, token, proposalCode, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const proposal = await getAs(platform, token, `/proposals/${proposalCode}`);
    if (proposal.status === 'POLICY') return proposal;
    if (Date.now() > deadline) {
      assert.fail(
        `proposal ${proposalCode} is still ${proposal.status} ${timeoutMs / 1000} s after the restart:\n${platform.log()}`,
      );
    }
    await sleep(500);
  }
}

/**
 * The callback tab kept open through the crash finds the policy: by its own polls, or, when they
 * ran out while the platform was down, on "Check again" (what its give-up page offers).
 */
async function callbackFindsPolicy(page) {
  // A bound flex shows its Direct Debit step first (DUAL), or the success page.
  const covered = page.getByRole('heading', { level: 1, name: BOUGHT_FLEX });
  const gaveUp = page.getByRole('heading', { level: 1, name: 'We’re confirming your payment' });
  await covered.or(gaveUp).waitFor(STEP);
  if (await gaveUp.isVisible()) await page.getByRole('button', { name: 'Check again' }).click();
}

/** Error lines (pino levels 50 and 60) in a platform's output: a failed bind, webhook or job. */
function errorsIn(log) {
  return log.split('\n').filter((line) => /"level":(50|60)\b/.test(line));
}

/** Every line item of the account's statements, with its statement. */
async function lineItemsOf(platform, token, accountId) {
  const statements = await getAs(platform, token, `/customerAccounts/${accountId}/statements`);
  const items = [];
  for (const summary of statements) {
    const statement = await getAs(
      platform,
      token,
      `/customerAccounts/${accountId}/statements/${summary.statementId}`,
    );
    for (const item of statement.lineItems) items.push({ ...item, statement });
  }
  return { statements, items };
}

test('a platform killed between the payment and the bind binds on restart: one policy, one payment', {
  timeout: 240_000,
}, async () => {
  state.dataRoot = mkdtempSync(join(tmpdir(), 'brand-e2e-crash-'));
  const dataDir = join(state.dataRoot, 'data');
  state.platform = await startPlatform({ env: HOLD_THE_WEBHOOK, dataDir });
  // The same origin after each restart: the tab's session storage holds the visitor's token.
  const { port } = state.platform;
  const logs = [];
  const restart = async () => {
    await state.platform.kill();
    logs.push(state.platform.log());
    state.platform = null;
    state.platform = await startPlatform({ dataDir, port });
    return state.platform;
  };

  const { context, page, pageErrors } = await newPage(state.browser);
  try {
    // The buying journey of payments.test.mjs, up to the sandbox's card page.
    const visitor = { name: 'crash', email: 'casey.crash@example.com' };
    await buyFlexToPayment(page, pageErrors, { url: state.platform.url, visitor });
    const proposalCode = /\/proposal\/(P[0-9A-F]+)/.exec(page.url())?.[1];
    assert.ok(proposalCode, `a proposal code in ${page.url()}`);
    await goToCardPage(page, pageErrors, 'crash-sandbox-page');
    // What the card page charges: the first month's instalment (checked against the quote below).
    const paidPence = pence(
      (await page.getByRole('heading', { level: 1, name: /^Pay £/ }).textContent()) ?? '',
    );
    await payByCard(page, CARDS.succeeds, 'Casey Crash');

    // Paid: back at the callback, which waits for a policy the held webhook has not made.
    await page.waitForURL(/\/checkout\/callback\?.*session_id=/, STEP);
    const callbackUrl = page.url();
    await page.getByText('Confirming your payment…').first().waitFor(STEP);
    await checkPage(page, 'crash-callback-waiting', pageErrors);
    const token = await page.evaluate(() => sessionStorage.getItem('brand.anonymousToken'));
    assert.ok(token, 'the visitor holds an anonymous token');
    // Longer than the sandbox's default interval: a webhook not held back would have bound by now.
    await sleep(DEFAULT_SANDBOX_INTERVAL_MS + 1000);
    const unbound = await getAs(state.platform, token, `/proposals/${proposalCode}`);
    assert.notEqual(unbound.status, 'POLICY', 'paid, but not a policy before the crash');
    assert.equal(unbound.policyNumber, null);
    const schedule = unbound.quote.availablePaymentSchedules.find((candidate) => candidate.active);
    assert.equal(paidPence, schedule.instalments[0], 'the card page charges the first instalment');
    const policiesBefore = await getAs(state.platform, token, '/policies');
    assert.deepEqual(
      policiesBefore.map((policy) => policy.policyNumber),
      [],
      'no policy yet',
    );

    // The crash: SIGKILL between the payment and the bind, then the default settings again.
    let platform = await restart();
    const bound = await waitForPolicy(platform, token, proposalCode, BIND_AFTER_RESTART_MS);
    assert.ok(bound.policyNumber, 'the bound proposal names its policy');

    // The visitor's callback tab finds the policy; then the browser returns to it twice.
    await callbackFindsPolicy(page);
    const shown = await expectCovered(page, pageErrors, 'crash-success-after-restart');
    assert.equal(shown, bound.policyNumber);
    for (const round of [1, 2]) {
      await page.goto(callbackUrl);
      assert.equal(
        await expectCovered(page, pageErrors, `crash-success-return-${round}`, { offered: false }),
        bound.policyNumber,
      );
    }

    // One more crash after the bind: what was bound stays bound, and nothing binds twice.
    platform = await restart();
    // A sandbox run and a reconcile run happen at start-up: give them a default interval to end.
    await sleep(DEFAULT_SANDBOX_INTERVAL_MS + 1000);
    await page.goto(callbackUrl);
    assert.equal(
      await expectCovered(page, pageErrors, 'crash-success-after-second-restart', {
        offered: false,
      }),
      bound.policyNumber,
    );

    // Exactly one policy: the visitor's only one, the proposal's.
    const policies = await getAs(platform, token, '/policies');
    assert.deepEqual(
      policies.map((policy) => policy.policyNumber),
      [bound.policyNumber],
      'the visitor holds exactly one policy',
    );
    const proposal = await getAs(platform, token, `/proposals/${proposalCode}`);
    assert.equal(proposal.status, 'POLICY');
    assert.equal(proposal.policyId, policies[0].policyId);

    // Exactly one payment: the first month's, by card, and nothing left to pay.
    const accounts = await getAs(
      platform,
      token,
      `/customerAccounts?policyNumber=${encodeURIComponent(bound.policyNumber)}`,
    );
    assert.equal(accounts.length, 1, 'one customer account for the policy');
    const [account] = accounts;
    assert.equal(account.policyNumber, bound.policyNumber);
    assert.equal(account.outstandingAmount, 0, 'nothing outstanding');
    const { statements, items } = await lineItemsOf(platform, token, account.accountId);
    const payments = items.filter((item) => item.type === 'PAYMENT');
    assert.equal(
      payments.length,
      1,
      `exactly one payment, not ${JSON.stringify(payments, null, 2)}`,
    );
    const [payment] = payments;
    assert.equal(Math.abs(payment.amount), paidPence, 'the payment is the first month’s amount');
    assert.equal(payment.subType, 'STRIPE');
    assert.equal(payment.status, 'POSTED');
    assert.equal(payment.statement.statementNumber, 0, 'paid on the first statement');
    assert.deepEqual(
      items.filter((item) => item.type !== 'PAYMENT' && item.type !== 'INVOICE'),
      [],
      'no reversal, refund or journal',
    );
    for (const statement of statements) {
      assert.equal(statement.amountOutstanding, 0, `statement ${statement.statementNumber}`);
    }
    assert.deepEqual(
      [...logs, platform.log()].flatMap(errorsIn),
      [],
      'no platform logged an error',
    );
  } finally {
    await context.close();
  }
});
