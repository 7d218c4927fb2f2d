import { ApiError } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { findTransactionByKey } from '../billing';
import { ADJUSTMENT_GONE_CODE } from './adjustment-expiry';
import type { AdjustmentRecord } from './adjustment-record';
import { findAdjustment } from './adjustment-repository';
import { type AdjustmentPayment, type Confirmer, commitMidTermAdjustment } from './mid-term-commit';

/** What became of a payment taken for an adjustment: it committed it, or it is owed back. */
export type PaidCommit = { committed: AdjustmentRecord } | { refund: string };

/**
 * Commits the adjustment a card payment was taken for (the MTA checkouts: a hosted checkout's
 * webhook, return or reconcile, or an agent's phone payment), exactly once per adjustment and
 * per payment. The expiry does not apply (the payment was started before it); a payment whose
 * adjustment was committed by another payment, discarded, overtaken by another change, or that
 * is not the amount due, is owed back. The caller refunds it.
 */
export async function commitPaidAdjustment(
  context: PlatformContext,
  adjustmentId: string,
  payment: AdjustmentPayment,
  confirmer?: Confirmer,
): Promise<PaidCommit> {
  const adjustment = await findAdjustment(context.db, adjustmentId);
  if (!adjustment || adjustment.adjustmentType === 'CAN') return { refund: 'no such adjustment' };
  if (adjustment.status === 'CONFIRMED') {
    // This payment's own commit, replayed (a second webhook, the return after it), or another's.
    const posted = await findTransactionByKey(context.db, payment.key);
    return posted ? { committed: adjustment } : { refund: 'the change was already paid for' };
  }
  if (adjustment.status === 'DISCARDED') return { refund: 'the change was discarded' };
  if (payment.amountPence !== adjustment.amountDuePence) {
    return { refund: 'the payment was not the amount due' };
  }
  try {
    const committed = await commitMidTermAdjustment(
      context,
      confirmer ?? {
        byUserId: adjustment.createdByUserId,
        agentUserId: adjustment.actingAgentUserId,
      },
      adjustment,
      { payment },
    );
    return { committed };
  } catch (error) {
    if (error instanceof ApiError && error.code === ADJUSTMENT_GONE_CODE) {
      return { refund: 'the policy changed before the payment arrived' };
    }
    throw error;
  }
}
