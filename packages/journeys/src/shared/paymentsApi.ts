// The platform's payment calls (issue 8) written by hand until the api-client is regenerated with
// them: each has the shape of a generated operation (client, params, options), so swapping to the
// generated function is one import. Every mutating call takes an Idempotency-Key.
import type { ApiClient, CallOptions } from '@brand/api-client';

/** Where a hosted page sends the customer back to (absolute URLs). */
export type ReturnUrls = { successUrl: string; cancelUrl: string };

/** A hosted card page the browser is sent to. */
export type HostedCardPage = { url: string };
/** A hosted direct-debit page the browser is sent to. */
export type DirectDebitFlow = { redirectUrl: string };

/** A direct-debit mandate as GET /goCardless/mandates lists it. */
export type DirectDebitMandate = {
  id: string;
  status: 'PENDING_CUSTOMER_APPROVAL' | 'ACTIVE' | 'CANCELLED';
  bankName: string | null;
  accountNumberEnding: string | null;
};

type Keyed = CallOptions & { idempotencyKey: string };

/** POST /api/stripe/checkout/proposal/{id}: a hosted card checkout paying the proposal. */
export function createProposalCardCheckout(
  client: ApiClient,
  params: { id: string; body: ReturnUrls & { saveCard?: boolean; method?: 'CARD' | 'DUAL' } },
  options: Keyed,
): Promise<HostedCardPage> {
  return client.request<HostedCardPage>(
    {
      operationId: 'createProposalCardCheckout',
      method: 'POST',
      path: '/api/stripe/checkout/proposal/{id}',
      secured: true,
      pathParams: { id: params.id },
      body: params.body,
    },
    options,
  );
}

/** POST /api/stripe/setup: a hosted page that saves a card (no payment). */
export function createCardSetup(
  client: ApiClient,
  /** `clientReference`: a proposal code (binds once the card is kept) or a customer account id. */
  params: { body: ReturnUrls & { clientReference: string } },
  options: Keyed,
): Promise<HostedCardPage> {
  return client.request<HostedCardPage>(
    {
      operationId: 'createCardSetup',
      method: 'POST',
      path: '/api/stripe/setup',
      secured: true,
      body: params.body,
    },
    options,
  );
}

/** POST /api/stripe/settle/{accountId}: a hosted card checkout paying the outstanding balance. */
export function createSettleCheckout(
  client: ApiClient,
  params: { accountId: string; body: ReturnUrls },
  options: Keyed,
): Promise<HostedCardPage> {
  return client.request<HostedCardPage>(
    {
      operationId: 'createSettleCheckout',
      method: 'POST',
      path: '/api/stripe/settle/{accountId}',
      secured: true,
      pathParams: { accountId: params.accountId },
      body: params.body,
    },
    options,
  );
}

/** POST /api/goCardless/flows: the hosted page where the customer gives their bank details. */
export function createDirectDebitFlow(
  client: ApiClient,
  params: {
    body: {
      mandateDescription: string;
      successUrl: string;
      proposalCode?: string;
      checkoutMethod?: 'DIRECT_DEBIT' | 'DUAL';
    };
  },
  options: Keyed,
): Promise<DirectDebitFlow> {
  return client.request<DirectDebitFlow>(
    {
      operationId: 'createDirectDebitFlow',
      method: 'POST',
      path: '/api/goCardless/flows',
      secured: true,
      body: params.body,
    },
    options,
  );
}

/** POST /api/goCardless/mandates: completes a returned flow into a mandate. */
export function completeDirectDebitMandate(
  client: ApiClient,
  params: { body: { redirectFlowId: string } },
  options: Keyed,
): Promise<DirectDebitMandate> {
  return client.request<DirectDebitMandate>(
    {
      operationId: 'completeDirectDebitMandate',
      method: 'POST',
      path: '/api/goCardless/mandates',
      secured: true,
      body: params.body,
    },
    options,
  );
}

/** GET /api/goCardless/mandates: the caller's mandates. */
export function listDirectDebitMandates(
  client: ApiClient,
  _params: Record<string, never> = {},
  options?: CallOptions,
): Promise<DirectDebitMandate[]> {
  return client.request<DirectDebitMandate[]>(
    {
      operationId: 'listDirectDebitMandates',
      method: 'GET',
      path: '/api/goCardless/mandates',
      secured: true,
    },
    options,
  );
}
