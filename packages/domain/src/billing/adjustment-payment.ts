import type { PaymentScheduleType } from '../enums';

/** How an adjustment's amount due is settled: a hosted card checkout, or confirming it directly. */
export const ADJUSTMENT_PAYMENT_ACTIONS = ['cardCheckout', 'confirm'] as const;
/** An adjustment payment action. */
export type AdjustmentPaymentAction = (typeof ADJUSTMENT_PAYMENT_ACTIONS)[number];

/** What the adjustment payment decision reads; amountDue is in pence (negative is a credit). */
export type AdjustmentPaymentInput = {
  scheduleType: PaymentScheduleType;
  amountDue: number;
};

/**
 * Card checkout only for a single-payment policy that owes money; a monthly policy's difference
 * goes on its next statement and a credit needs no payment, so those are confirmed directly.
 */
export function adjustmentPaymentAction(input: AdjustmentPaymentInput): AdjustmentPaymentAction {
  return input.scheduleType === 'SINGLE_PAYMENT' && input.amountDue > 0
    ? 'cardCheckout'
    : 'confirm';
}
