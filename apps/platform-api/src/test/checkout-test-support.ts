// Test support for the checkout suites: a payable quote, the sandboxes' pages and webhooks, and
// what the database holds for a proposal afterwards.
import { randomUUID } from 'node:crypto';
import { injectTransport, runPaymentSandbox } from '../integrations/payments/payment-sandbox-job';
import type { SandboxCardPayments } from '../integrations/payments/sandbox-card-payments';
import type { SandboxDirectDebit } from '../integrations/payments/sandbox-direct-debit';
import { customerBalance } from '../modules/billing';
import { quotedProposal, uniquePerson, verify } from './journey-fixtures';
import { balanceFromTransactions, unbalancedTransactions } from './ledger-test-support';
import { TEST_PUBLIC_URL, type TestApp } from './test-app';

/** The portal's checkout pages, on the platform's own origin as the hosted pages require. */
export const RETURN = {
  successUrl: `${TEST_PUBLIC_URL}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${TEST_PUBLIC_URL}/checkout/callback`,
};

/** A verified flex quote of a new visitor: what checkout may take a payment for. */
export async function payableQuote(t: TestApp, token: string): Promise<string> {
  const quoted = await quotedProposal(t, token);
  expect((await verify(t, token, quoted.proposalCode)).body.isClear).toBe(true);
  return quoted.proposalCode;
}

/** A mutating call with a fresh Idempotency-Key (or the one given). */
export function post<Body = Record<string, unknown>>(
  t: TestApp,
  url: string,
  token: string,
  body: unknown,
  options: { key?: string; headers?: Record<string, string> } = {},
) {
  return t.call<Body>('POST', url, {
    token,
    body,
    headers: { 'idempotency-key': options.key ?? randomUUID(), ...options.headers },
  });
}

export const sandboxCards = (t: TestApp) =>
  t.app.platform.integrations.cardPayments as SandboxCardPayments;
export const sandboxBank = (t: TestApp) =>
  t.app.platform.integrations.directDebit as SandboxDirectDebit;

/**
 * Opens the Direct Debit page for a proposal's checkout (DIRECT_DEBIT unless `checkoutMethod` says
 * DUAL) and answers the sandbox's flow id, the page's last path segment.
 */
export async function openMandateFlow(
  t: TestApp,
  token: string,
  proposalCode: string,
  checkoutMethod?: 'DUAL',
): Promise<string> {
  const flow = await post<{ redirectUrl: string }>(t, '/api/goCardless/flows', token, {
    mandateDescription: 'MINI Insurance monthly payments',
    successUrl: `${TEST_PUBLIC_URL}/checkout/direct-debit`,
    proposalCode,
    ...(checkoutMethod ? { checkoutMethod } : {}),
  });
  expect(flow.status).toBe(200);
  return sessionOf(flow.body.redirectUrl);
}

/** The session id of a sandbox page URL. */
export const sessionOf = (url: string) => url.split('/').pop() as string;

/** The customer pays on the sandbox's hosted page with a test card. */
export function payOnPage(t: TestApp, url: string, number = '4242 4242 4242 4242') {
  return sandboxCards(t).submitCard(sessionOf(url), {
    name: 'A Customer',
    number,
    expiry: '12/30',
    cvc: '123',
  });
}

/** Runs the sandboxes once: due webhooks go to the platform's real webhook routes. */
export function deliverWebhooks(t: TestApp) {
  return runPaymentSandbox(t.app.platform, injectTransport(t.app));
}

/** Sends every webhook the sandboxes ever queued again, newest first (a replay out of order). */
export async function replayWebhooks(t: TestApp): Promise<number[]> {
  const rows = await t.db.query<{ provider: 'stripe' | 'gocardless'; body: string }>(
    'SELECT provider, body FROM payment_sandbox_webhooks ORDER BY created_at DESC, id DESC',
  );
  const statuses: number[] = [];
  for (const row of rows) {
    const signer = row.provider === 'stripe' ? sandboxCards(t) : sandboxBank(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${row.provider}`,
      headers: signer.signWebhook(row.body, t.clock.now()),
      payload: row.body,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

/** The policies bound from a proposal and the payments on their accounts. */
export async function outcomeOf(t: TestApp, proposalCode: string) {
  const policies = await t.db.query<{ id: string }>(
    'SELECT id FROM policies WHERE proposal_id = $1',
    [proposalCode],
  );
  const payments = await t.db.query<{ status: string; amount_pence: number; sub_type: string }>(
    `SELECT t.status, t.amount_pence, t.sub_type FROM ledger_transactions t
       JOIN customer_accounts a ON a.id = t.customer_account_id
       JOIN policies p ON p.id = a.policy_id
      WHERE p.proposal_id = $1 AND t.kind = 'PAYMENT'`,
    [proposalCode],
  );
  return { policies: policies.length, payments };
}

/** Sends one webhook body to the platform, signed as its sandbox signs (a provider's replay). */
export async function sendWebhook(t: TestApp, provider: 'stripe' | 'gocardless', body: string) {
  const signer = provider === 'stripe' ? sandboxCards(t) : sandboxBank(t);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/webhooks/${provider}`,
    headers: signer.signWebhook(body, t.clock.now()),
    payload: body,
  });
  return response.statusCode;
}

/** The Stripe webhooks the sandbox queued that name a proposal (in metadata), oldest first. */
export async function stripeWebhooksOf(t: TestApp, proposalCode: string): Promise<string[]> {
  const rows = await t.db.query<{ body: string }>(
    `SELECT body FROM payment_sandbox_webhooks WHERE provider = 'stripe' AND body LIKE $1
      ORDER BY created_at, id`,
    [`%"${proposalCode}"%`],
  );
  return rows.map((row) => row.body);
}

/** A GoCardless webhook about one payment or mandate, as GoCardless words it. */
export function goCardlessWebhook(
  resource: 'payments' | 'mandates',
  action: string,
  id: string,
  now: Date,
): string {
  return JSON.stringify({
    events: [
      {
        id: `EV${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`,
        created_at: now.toISOString(),
        resource_type: resource,
        action,
        links: resource === 'payments' ? { payment: id } : { mandate: id },
        details: { origin: 'bank', cause: action, description: `The ${resource} was ${action}.` },
        metadata: {},
      },
    ],
    meta: { webhook_id: `WB${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}` },
  });
}

/**
 * The ledger of the account a proposal's bind opened: its balance as the sum of its postings, the
 * same balance worked out from its transactions, and the transactions whose postings do not
 * balance (there must be none).
 */
export async function ledgerOf(t: TestApp, proposalCode: string) {
  const [account] = await t.db.query<{ id: string }>(
    `SELECT a.id FROM customer_accounts a JOIN policies p ON p.id = a.policy_id
      WHERE p.proposal_id = $1`,
    [proposalCode],
  );
  const accountId = account?.id as string;
  return {
    accountId,
    postings: await customerBalance(t.db, accountId),
    transactions: await balanceFromTransactions(t, accountId),
    unbalanced: await unbalancedTransactions(t),
  };
}

/**
 * A flex policy bought by a signed-in customer, its first payment taken by card on the sandbox's
 * page (so the sandbox knows the payment a refund goes back to).
 */
export async function cardPaidFlex(t: TestApp) {
  const person = uniquePerson();
  const token = await t.signedInToken(person.email);
  const code = await payableQuote(t, token);
  const checkout = await post<{ url: string }>(
    t,
    `/api/stripe/checkout/proposal/${code}`,
    token,
    RETURN,
  );
  expect(checkout.status).toBe(200);
  expect(await payOnPage(t, checkout.body.url)).toMatchObject({ kind: 'redirect' });
  await deliverWebhooks(t);
  const [policy] = await t.db.query<{ id: string; account_id: string }>(
    `SELECT p.id, a.id AS account_id FROM policies p
       JOIN customer_accounts a ON a.policy_id = p.id WHERE p.proposal_id = $1`,
    [code],
  );
  if (!policy) throw new Error(`The card checkout of ${code} bound no policy.`);
  return { person, policyId: policy.id, accountId: policy.account_id };
}
