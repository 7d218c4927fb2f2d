import { principalOf } from '../../http/access';
import { ProblemResponses } from '../../http/schemas';
import type { Api, PlatformContext } from '../../platform-context';
import { startAdjustmentCheckout } from './adjustment-payments';
import {
  AdjustmentCheckoutBody,
  AdjustmentIdParams,
  HostedPageSchema,
  MotoCheckoutBody,
  MotoPaymentSchema,
} from './checkout-schemas';
import { IdempotencyHeaders, idempotent } from './idempotency';
import { motoAdjustment } from './moto-payments';

/**
 * The adjustment payments of spec 001 §7 (ADR 0038): POST /stripe/checkout/mta/{id}, the
 * customer's hosted card checkout for a single-payment adjustment's amount due, and
 * /stripe/moto/checkout/mta/{id}, an agent's phone payment of it. Each call runs once per
 * Idempotency-Key; the payment commits the adjustment (the hosted one by its webhook, or the
 * reconcile job's list of paid sessions after a crash), and a payment it cannot take is refunded.
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
          "A hosted card checkout for a mid-term adjustment's amount due; paying it commits the change.",
        headers: IdempotencyHeaders,
        params: AdjustmentIdParams,
        body: AdjustmentCheckoutBody,
        response: { 200: HostedPageSchema, ...ProblemResponses },
      },
    },
    (request, reply) =>
      idempotent(context.db, request, reply, context.clock.now(), async () => ({
        status: 200,
        body: await startAdjustmentCheckout(
          context,
          principalOf(request),
          request.params.id,
          request.body,
        ),
      })),
  );

  api.post(
    '/stripe/moto/checkout/mta/:id',
    {
      config: { access: 'signedIn', permission: 'access:impersonate' },
      schema: {
        operationId: 'createAdjustmentMotoPayment',
        tags,
        summary:
          "An agent takes a mid-term adjustment's amount due by phone; the change is committed with it.",
        headers: IdempotencyHeaders,
        params: AdjustmentIdParams,
        body: MotoCheckoutBody,
        response: { 200: MotoPaymentSchema, ...ProblemResponses },
      },
    },
    (request, reply) =>
      idempotent(context.db, request, reply, context.clock.now(), async () => ({
        status: 200,
        body: await motoAdjustment(context, principalOf(request), request.params.id, request.body),
      })),
  );
}
