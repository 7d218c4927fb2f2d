import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/problem';
import type { PaidCheckout, PaymentMetadata } from '../../integrations/payments/card-payments';
import type { PlatformContext } from '../../platform-context';
import {
  type AdjustmentRecord,
  commitPaidAdjustment,
  confirmerOf,
  getOwnAdjustment,
  needsPayment,
} from '../adjustments';
import { type CheckoutPurpose, type HostedPageRequest, openLiveSession } from './card-checkout';
import { providerPaymentKey } from './provider-payment-key';
import { assertOwnReturnUrls } from './return-urls';

/** The caller's adjustment with an amount to pay by card now, or a 409 saying why not. */
async function payableAdjustment(
  context: PlatformContext,
  principal: Principal,
  adjustmentId: string,
): Promise<AdjustmentRecord> {
  const adjustment = await getOwnAdjustment(context, principal, adjustmentId);
  const expired = new Date(adjustment.expiresAt).getTime() <= context.clock.now().getTime();
  if (adjustment.status !== 'PENDING' || expired || !needsPayment(adjustment)) {
    throw new ApiError('conflict', `There is nothing to pay for adjustment ${adjustmentId}.`, {
      code: 'checkout.nothingToPay',
    });
  }
  return adjustment;
}

/**
 * Gives back a payment its adjustment could not take (ADR 0038): refunded in full at the provider
 * under a key of its own, so a replayed webhook or reconcile refunds it once.
 */
async function refundUnused(
  context: PlatformContext,
  paymentId: string,
  amountPence: number,
  why: string,
): Promise<void> {
  await context.integrations.cardPayments.refund({
    idempotencyKey: `refund:adjustment:${paymentId}`,
    paymentId,
    amountPence,
    reason: 'duplicate',
    metadata: { purpose: 'adjustment', why },
  });
}

/**
 * POST /stripe/checkout/mta/{id}: the customer's hosted card checkout for an adjustment's amount
 * due (single payment). The provider's idempotency key is the adjustment and amount, so two tabs
 * or a retry share one session and can pay once; the webhook (or reconcile) commits the change.
 */
export async function startAdjustmentCheckout(
  context: PlatformContext,
  principal: Principal,
  adjustmentId: string,
  request: HostedPageRequest,
): Promise<{ url: string }> {
  assertOwnReturnUrls(context.publicUrl, request);
  const adjustment = await payableAdjustment(context, principal, adjustmentId);
  const metadata: PaymentMetadata = {
    purpose: 'adjustment' satisfies CheckoutPurpose,
    adjustmentId,
    ownerUserId: adjustment.createdByUserId,
  };
  const session = await openLiveSession(
    context,
    `checkout:adjustment:${adjustmentId}:${adjustment.amountDuePence}`,
    {
      amountPence: adjustment.amountDuePence,
      description: 'Change to your car insurance policy',
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      saveCard: false,
      reference: adjustmentId,
      metadata,
    },
  );
  return { url: session.url };
}

/**
 * A paid adjustment checkout (its webhook, or reconcile listing paid sessions after a crash):
 * commits the adjustment with its payment, once; a payment it cannot take goes back.
 */
export async function adjustmentPaid(context: PlatformContext, event: PaidCheckout): Promise<void> {
  const { adjustmentId } = event.metadata;
  if (!adjustmentId || !event.paymentId || event.amountPence === null) return;
  const outcome = await commitPaidAdjustment(context, adjustmentId, {
    providerPaymentId: event.paymentId,
    amountPence: event.amountPence,
    key: providerPaymentKey('STRIPE', event.paymentId),
  });
  if ('refund' in outcome) {
    await refundUnused(context, event.paymentId, event.amountPence, outcome.refund);
  }
}

/**
 * POST /stripe/moto/checkout/mta/{id}: an agent takes an adjustment's amount due by phone and the
 * change is committed with it. The provider's idempotency key is the adjustment, amount and
 * token: a retry never charges twice, and the commit is once per adjustment.
 */
export async function motoAdjustmentPayment(
  context: PlatformContext,
  principal: Principal,
  adjustmentId: string,
  charge: (request: {
    idempotencyKey: string;
    amountPence: number;
    description: string;
  }) => Promise<{
    paymentId: string;
    amountPence: number;
  }>,
): Promise<{ paymentId: string; amountPence: number }> {
  const adjustment = await payableAdjustment(context, principal, adjustmentId);
  const result = await charge({
    idempotencyKey: `moto:adjustment:${adjustmentId}:${adjustment.amountDuePence}`,
    amountPence: adjustment.amountDuePence,
    description: 'Change to your car insurance policy',
  });
  const outcome = await commitPaidAdjustment(
    context,
    adjustmentId,
    {
      providerPaymentId: result.paymentId,
      amountPence: result.amountPence,
      key: providerPaymentKey('STRIPE', result.paymentId),
    },
    confirmerOf(principal),
  );
  if ('refund' in outcome) {
    await refundUnused(context, result.paymentId, result.amountPence, outcome.refund);
    throw new ApiError(
      'conflict',
      'This payment could not pay for the change it was taken for, so it has been refunded: price the change again.',
      { code: 'checkout.paymentRefunded' },
    );
  }
  return result;
}
