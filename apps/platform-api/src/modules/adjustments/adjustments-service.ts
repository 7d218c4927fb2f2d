import { assertOwner } from '../../http/access';
import type { Principal } from '../../http/principal';
import { ApiError, notFound } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { policyWithStatusNow } from '../policy-lifecycle';
import { findPolicy, type PolicyRecord } from '../policy-records';
import { adjustmentGone } from './adjustment-expiry';
import type { AdjustmentRecord } from './adjustment-record';
import { findAdjustment, markAdjustmentDiscarded } from './adjustment-repository';
import type { CreateAdjustmentRequest } from './adjustments-schemas';
import { commitCancellation, createCancellation } from './cancellation';
import { createMidTermAdjustment } from './mid-term-adjustment';
import { commitMidTermAdjustment, confirmerOf, refundCredit } from './mid-term-commit';

/** One of the caller's policies, brought up to date with the clock; another's answers 404. */
async function ownPolicy(
  context: PlatformContext,
  principal: Principal,
  policyId: string,
  what: string,
): Promise<PolicyRecord> {
  const policy = await findPolicy(context.db, policyId);
  if (!policy) throw notFound(what);
  assertOwner(principal, policy.ownerUserId, what);
  return policyWithStatusNow(context, policy);
}

/**
 * Changing a policy (an MTA or SDA) only while the brand's policyManagement toggle is on (spec 001
 * §2): the apps then offer no management page, and a caller that posts anyway is told why here.
 * Cancelling is not behind it.
 */
function assertManagementOn(context: PlatformContext): void {
  if (context.features.policyManagement) return;
  throw new ApiError('forbidden', 'Policies cannot be changed online; please contact us instead.', {
    code: 'adjustment.managementOff',
  });
}

/** Prices an adjustment of the caller's policy and stores it PENDING (POST /policyAdjustments). */
export async function createAdjustment(
  context: PlatformContext,
  principal: Principal,
  body: CreateAdjustmentRequest,
): Promise<AdjustmentRecord> {
  const policy = await ownPolicy(context, principal, body.policyId, 'Policy');
  if (body.adjustmentType === 'CAN') {
    return createCancellation(context, principal, policy, body);
  }
  assertManagementOn(context);
  return createMidTermAdjustment(context, principal, policy, body);
}

/** One of the caller's adjustments; another customer's answers 404, as one that does not exist. */
export async function getOwnAdjustment(
  context: PlatformContext,
  principal: Principal,
  id: string,
): Promise<AdjustmentRecord> {
  const adjustment = await findAdjustment(context.db, id);
  if (!adjustment) throw notFound('Adjustment');
  await ownPolicy(context, principal, adjustment.policyId, 'Adjustment');
  return adjustment;
}

/**
 * Confirms the caller's adjustment (POST /policyAdjustments/{id}/commit). A confirmed one answers
 * as it is (a replay changes nothing); a discarded or expired one is gone, and an expired one is
 * marked discarded so it never becomes committable again.
 */
export async function commitAdjustment(
  context: PlatformContext,
  principal: Principal,
  id: string,
): Promise<AdjustmentRecord> {
  const adjustment = await getOwnAdjustment(context, principal, id);
  // One priced before the toggle went off is not committed after it.
  if (adjustment.adjustmentType !== 'CAN' && adjustment.status !== 'CONFIRMED') {
    assertManagementOn(context);
  }
  if (adjustment.status === 'CONFIRMED') {
    // A replay finishes what a crash after the commit left undone (a credit's refund).
    if (adjustment.adjustmentType !== 'CAN') await refundCredit(context, adjustment);
    return adjustment;
  }
  if (adjustment.status === 'DISCARDED') throw adjustmentGone('it was discarded');
  const now = context.clock.now();
  if (now.getTime() >= new Date(adjustment.expiresAt).getTime()) {
    const discarded = await markAdjustmentDiscarded(context.db, id, now.toISOString());
    // A commit that won the race in between stands: answer it as confirmed.
    if (!discarded) return getOwnAdjustment(context, principal, id).then(confirmedOrGone);
    throw adjustmentGone('it expired');
  }
  if (adjustment.adjustmentType === 'CAN') {
    return commitCancellation(context, principal, adjustment);
  }
  return commitMidTermAdjustment(context, confirmerOf(principal), adjustment);
}

function confirmedOrGone(adjustment: AdjustmentRecord): AdjustmentRecord {
  if (adjustment.status === 'CONFIRMED') return adjustment;
  throw adjustmentGone('it expired');
}
