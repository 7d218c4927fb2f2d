import type { PaymentScheduleType } from '@brand/domain';
import { actingUserId, impersonatorOf } from '../../http/access';
import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { newId } from '../../shared/ids';
import { customerBalance, findAccountOfPolicy } from '../billing';
import type { PolicyRecord } from '../policy-records';
import { insertQuote, rateForSave } from '../proposals';
import { adjustmentEffectiveAt } from './adjustment-effective-date';
import { adjustmentExpiry } from './adjustment-expiry';
import type { AdjustmentRecord, PricedAdjustment } from './adjustment-record';
import { insertAdjustment } from './adjustment-repository';
import type { CreateAdjustmentRequest } from './adjustments-schemas';
import { adjustmentBase } from './mid-term-base';
import { applyAdjustmentChanges } from './mid-term-changes';
import { periodPrice, premiumImpact, scheduleOf } from './mid-term-pricing';

/** Statuses whose cover may still change: live, or bought and not yet started. */
const ADJUSTABLE = new Set(['ACTIVE', 'PENDING']);

function assertAdjustable(policy: PolicyRecord): void {
  if (!ADJUSTABLE.has(policy.status) || policy.terminatedAt !== null) {
    throw new ApiError(
      'conflict',
      `Policy ${policy.policyNumber} has ended: it cannot be changed.`,
      {
        code: 'adjustment.policyEnded',
      },
    );
  }
}

/**
 * The in-renewal block (spec 001 §4, §8): once the policy's renewal has been offered, a change to
 * this term would not reach the renewal's answers or price, so it waits for the team (chat).
 */
async function assertNotInRenewal(context: PlatformContext, policy: PolicyRecord): Promise<void> {
  const [renewal] = await context.db.query<{ id: string }>(
    `SELECT id FROM proposals
      WHERE source_policy_id = $1 AND kind = 'RENEWAL' AND deleted_at IS NULL LIMIT 1`,
    [policy.id],
  );
  if (renewal) {
    throw new ApiError(
      'conflict',
      'Your policy is being renewed, so it cannot be changed online now. Please contact us by chat.',
      { code: 'adjustment.inRenewal' },
    );
  }
}

/**
 * Prices a mid-term (MTA) or start-date (SDA) adjustment of the caller's policy (ADR 0038): the
 * changes applied to a copy of the current version and validated as the management sections do,
 * re-rated as a new quote is (same engine, the tables in force now), the premium impact for the
 * rest of the term worked out, and the adjustment stored PENDING with its quote, unconfirmed.
 */
export async function createMidTermAdjustment(
  context: PlatformContext,
  principal: Principal,
  policy: PolicyRecord,
  body: CreateAdjustmentRequest,
): Promise<AdjustmentRecord> {
  assertAdjustable(policy);
  await assertNotInRenewal(context, policy);
  const { db } = context;
  const now = context.clock.now();
  const agent = impersonatorOf(principal) !== null;
  const started = new Date(policy.inceptedAt).getTime() <= now.getTime();
  if (body.adjustmentType === 'SDA' && started) {
    throw new ApiError('conflict', 'The start date cannot change once cover has started.', {
      code: 'adjustment.policyStarted',
    });
  }
  if (body.reason !== undefined) {
    throw new ApiError('bad-request', 'Only a cancellation carries a reason.', {
      code: 'adjustment.reasonNotAllowed',
    });
  }
  const base = await adjustmentBase(db, policy);
  const adjusted = await applyAdjustmentChanges(
    context,
    principal,
    base.proposal,
    body.adjustmentType,
    body.changes,
    started,
  );
  const rated = rateForSave({ ...adjusted.proposal, currentQuoteId: null }, true, now);
  if (!rated.quote) throw new Error(`Adjustment of policy ${policy.id} was not rated.`);
  const effectiveAt =
    body.adjustmentType === 'SDA'
      ? (rated.update.startAt ?? policy.inceptedAt)
      : adjustmentEffectiveAt(policy, body.effectiveAt, agent, now, base.version.startedAt);

  const account = await findAccountOfPolicy(db, policy.id);
  const billingType: PaymentScheduleType =
    account?.billingType ?? base.proposal.paymentSchedule ?? 'SINGLE_PAYMENT';
  const oldSchedule = scheduleOf(base.quote?.result, billingType);
  const newSchedule = scheduleOf(rated.quote.result, billingType);
  const balance = account ? await customerBalance(db, account.id) : 0;
  const availableBalance = Math.max(0, -balance);
  // A referral has no price: nothing is charged or credited (confirming it ends the policy).
  const impact =
    oldSchedule && newSchedule && rated.quote.result.ratingStatus === 'QUOTE'
      ? premiumImpact({
          billingType,
          oldPeriodPence: periodPrice(oldSchedule),
          newPeriodPence: periodPrice(newSchedule),
          inceptedAt: policy.inceptedAt,
          expiredAt: policy.expiredAt,
          effectiveAt,
          availableBalance,
        })
      : { prorataPremium: 0, amountDue: 0, newMonthlyPremium: null };
  const priced: PricedAdjustment = {
    updatedPolicyVersions: [
      {
        quoteId: rated.quote.id,
        ratingStatus: rated.quote.result.ratingStatus,
        startedAt: effectiveAt,
      },
    ],
    prorataPremium: impact.prorataPremium,
    amountDue: impact.amountDue,
    availableBalance,
    verificationClear: base.proposal.verification?.isClear ?? true,
    data: adjusted.proposal.data,
    voluntaryExcess: adjusted.proposal.voluntaryExcess,
    optionalCovers: adjusted.proposal.optionalCovers,
    newMonthlyPremium: impact.newMonthlyPremium,
    extra: {
      billingType,
      ...(body.adjustmentType === 'SDA'
        ? { startAt: rated.update.startAt ?? null, endAt: rated.update.endAt ?? null }
        : {}),
    },
  };
  const quote = rated.quote;
  return db.transaction(async (tx) => {
    await insertQuote(tx, quote);
    return insertAdjustment(tx, {
      id: newId('ADJ'),
      policyId: policy.id,
      adjustmentType: body.adjustmentType,
      changes: body.changes,
      reason: null,
      effectiveAt,
      baseVersion: base.version.version,
      priced,
      amountDuePence: impact.amountDue,
      createdByUserId: actingUserId(principal),
      actingAgentUserId: agent ? principal.userId : null,
      createdAt: now.toISOString(),
      expiresAt: adjustmentExpiry(now).toISOString(),
    });
  });
}
