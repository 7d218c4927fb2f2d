// Opening the provider's page that sets up a way to pay for an account (spec 001 §7: POST
// /stripe/setup, POST /goCardless/flows), shared by the billing notices and the billing tab's
// payment methods. The page returns to the billing tab: a card with `?status=cardSaved` (or
// `cancelled`), a Direct Debit with the provider's `redirect_flow_id`, which the tab completes.
import { type ApiClient, createCardSetup, createDirectDebitFlow } from '@brand/api-client';
import { browserLocation } from '../shared/redirect';
import type { CustomerAccount } from './billingApi';

/** What names a policy's billing tab: its id and its scheme's URL name, when known. */
export interface BillingTabOf {
  policyId: string;
  /** Null only when the policy's scheme could not be loaded (see billingPath). */
  productUrlName: string | null;
}

/**
 * The billing tab of a policy (`/{product}/policy/{policyId}/billing`, spec 001 §2), where the
 * hosted pages return to. Without the scheme (home's policy list failed to load) it answers the
 * old `/policy/{policyId}/billing`, which the router still redirects to the tab, rather than no
 * way back at all.
 */
export function billingPath({ policyId, productUrlName }: BillingTabOf): string {
  const id = encodeURIComponent(policyId);
  return productUrlName ? `/${productUrlName}/policy/${id}/billing` : `/policy/${id}/billing`;
}

/** A way to pay the customer can set up from the billing tab. */
export type PaymentSetup = 'card' | 'directDebit';

/** The billing tab's absolute URL, with the status a hosted card page returns (BILLING_RETURNS). */
export function billingReturnUrl(
  policy: BillingTabOf,
  status?: 'paid' | 'cardSaved' | 'cancelled',
): string {
  const back = `${browserLocation.origin()}${billingPath(policy)}`;
  return status ? `${back}?status=${status}` : back;
}

/**
 * Asks the platform for the provider's setup page of `account` and answers its URL. The caller
 * keeps `idempotencyKey` for the press (a retry or a second click opens the same page) and sends
 * the browser there; nothing on the account changes until the provider confirms the new method.
 */
export async function openPaymentSetup(
  api: ApiClient,
  setup: PaymentSetup,
  account: Pick<CustomerAccount, 'accountId' | 'policyId'>,
  options: { idempotencyKey: string; mandateDescription: string; productUrlName: string | null },
): Promise<string> {
  const tab = { policyId: account.policyId, productUrlName: options.productUrlName };
  if (setup === 'card') {
    const page = await createCardSetup(
      api,
      {
        body: {
          successUrl: billingReturnUrl(tab, 'cardSaved'),
          cancelUrl: billingReturnUrl(tab, 'cancelled'),
          clientReference: account.accountId,
        },
      },
      { idempotencyKey: options.idempotencyKey },
    );
    return page.url;
  }
  const flow = await createDirectDebitFlow(
    api,
    {
      body: {
        mandateDescription: options.mandateDescription,
        successUrl: billingReturnUrl(tab),
        // The mandate is this account's: completing it moves this account (only) to Direct Debit.
        accountId: account.accountId,
      },
    },
    { idempotencyKey: options.idempotencyKey },
  );
  return flow.redirectUrl;
}

/**
 * The action a setup press is (its Idempotency-Key's name): the same as the billing notice's, so
 * "Add a card" in a notice and in the payment methods is one action with one page.
 */
export function setupAction(setup: PaymentSetup, accountId: string): string {
  return `${setup === 'card' ? 'missingCard' : 'missingDirectDebit'}:${accountId}`;
}
