import { principalOf } from '../../http/access';
import { ApiError } from '../../http/problem';
import { ProblemResponses } from '../../http/schemas';
import type { Api, PlatformContext } from '../../platform-context';
import {
  AdjustmentCheckoutBody,
  AdjustmentIdParams,
  HostedPageSchema,
  MotoCheckoutBody,
  MotoPaymentSchema,
} from './checkout-schemas';
import { IdempotencyHeaders } from './idempotency';
import { assertAgent } from './moto-payments';
import { assertOwnReturnUrls } from './return-urls';

/** The problem code while the platform has no mid-term adjustments to pay for. */
export const ADJUSTMENTS_UNAVAILABLE_CODE = 'checkout.adjustmentsUnavailable';

function unavailable(adjustmentId: string): ApiError {
  return new ApiError(
    'conflict',
    `There is nothing to pay for adjustment ${adjustmentId}: mid-term adjustments are not available on this platform yet.`,
    { code: ADJUSTMENTS_UNAVAILABLE_CODE },
  );
}

/**
 * The adjustment payments of spec 002 §7, POST /stripe/checkout/mta/{id} (the customer's hosted
 * card checkout for an adjustment's amount due) and /stripe/moto/checkout/mta/{id} (an agent's
 * phone payment). The platform has no mid-term adjustments yet (no /policyAdjustments), so there
 * is never an amount due: both answer 409 `checkout.adjustmentsUnavailable`, after the same
 * access, Idempotency-Key and return-URL checks the working calls make, so the contract the apps
 * and the access matrix see is the one the adjustments work will fill in.
 */
export function registerAdjustmentCheckoutRoutes(api: Api, context: PlatformContext): void {
  const tags = ['payments'];

  api.post(
    '/stripe/checkout/mta/:id',
    {
      config: { access: 'caller', customerOnly: true },
      schema: {
        operationId: 'createAdjustmentCardCheckout',
        tags,
        summary:
          "A hosted card checkout for a mid-term adjustment's amount due (409 until adjustments exist).",
        headers: IdempotencyHeaders,
        params: AdjustmentIdParams,
        body: AdjustmentCheckoutBody,
        response: { 200: HostedPageSchema, ...ProblemResponses },
      },
    },
    async (request) => {
      assertOwnReturnUrls(context.publicUrl, request.body);
      throw unavailable(request.params.id);
    },
  );

  api.post(
    '/stripe/moto/checkout/mta/:id',
    {
      config: { access: 'signedIn', permission: 'access:impersonate' },
      schema: {
        operationId: 'createAdjustmentMotoPayment',
        tags,
        summary:
          "An agent takes a mid-term adjustment's amount due by phone (409 until adjustments exist).",
        headers: IdempotencyHeaders,
        params: AdjustmentIdParams,
        body: MotoCheckoutBody,
        response: { 200: MotoPaymentSchema, ...ProblemResponses },
      },
    },
    async (request) => {
      assertAgent(principalOf(request));
      throw unavailable(request.params.id);
    },
  );
}
