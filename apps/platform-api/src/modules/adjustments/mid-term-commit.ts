import {
  adjustmentReviewOutcome,
  type PaymentScheduleType,
  type PolicyStatus,
} from '@brand/domain';
import type { Sql } from '../../db/database';
import { actingUserId, impersonatorOf } from '../../http/access';
import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import {
  decideCreditRefund,
  findAccountOfPolicy,
  moveAccountInception,
  payBackCredit,
  postTransaction,
  repriceFromNextStatement,
  settleCancelledAccount,
} from '../billing';
import { updateCustomerIdentity } from '../customers';
import { generatePolicyDocuments } from '../documents';
import { TRANSITION_REASONS, transitionPolicyIn } from '../policy-lifecycle';
import {
  endPolicyCover,
  findPolicy,
  insertPolicyVersion,
  latestPolicyVersion,
  movePendingCover,
} from '../policy-records';
import { findQuote } from '../proposals';
import { queueAdjustmentEmail } from './adjustment-email';
import { adjustmentGone } from './adjustment-expiry';
import type { AdjustmentRecord } from './adjustment-record';
import {
  lockAdjustment,
  markAdjustmentConfirmed,
  markAdjustmentDiscarded,
} from './adjustment-repository';
import { creditRefundKey } from './credit-refund-key';
import { scheduleOf } from './mid-term-pricing';
import { policyholderIdentityOf } from './policyholder-identity';

const LIVE: readonly PolicyStatus[] = ['ACTIVE', 'PENDING'];

/** Why a commit found its adjustment no longer committable (answered as gone). */
type Outcome = { confirmed: AdjustmentRecord } | { gone: string };

function billingTypeOf(adjustment: AdjustmentRecord): PaymentScheduleType {
  const type = adjustment.priced.extra?.billingType;
  return type === 'MONTHLY' ? 'MONTHLY' : 'SINGLE_PAYMENT';
}

/** True when the customer must pay before the change is made (spec 001 §4). */
export function needsPayment(adjustment: AdjustmentRecord): boolean {
  return billingTypeOf(adjustment) === 'SINGLE_PAYMENT' && adjustment.amountDuePence > 0;
}

/**
 * The ledger side of a committed adjustment (ADR 0038), once per adjustment whatever retries:
 * a single payment's extra premium is invoiced (its payment is the checkout's), a lower premium
 * is a credit note; flex's part-month difference is a journal that the next statement sweeps in,
 * and the new monthly price is charged from that statement on.
 */
async function postMoney(
  tx: Sql,
  adjustment: AdjustmentRecord,
  newQuoteId: string,
  now: Date,
  payment: AdjustmentPayment | undefined,
): Promise<void> {
  const account = await findAccountOfPolicy(tx, adjustment.policyId);
  if (!account) return;
  const { prorataPremium } = adjustment.priced;
  const effectiveAt = new Date(adjustment.effectiveAt);
  const common = {
    accountId: account.id,
    subType: 'MTA' as const,
    descriptionValue: adjustment.id,
    effectiveAt: effectiveAt > now ? now : effectiveAt,
  };
  if (account.billingType === 'MONTHLY') {
    const quote = await findQuote(tx, newQuoteId);
    const schedule = scheduleOf(quote?.result, 'MONTHLY');
    if (schedule) await repriceFromNextStatement(tx, account.id, schedule);
    if (prorataPremium === 0) return;
    await postTransaction(
      tx,
      {
        ...common,
        kind: prorataPremium > 0 ? 'DEBIT_JOURNAL' : 'CREDIT_JOURNAL',
        amountPence: Math.abs(prorataPremium),
        idempotencyKey: `adjustment:${adjustment.id}:part-month`,
        descriptionKey: 'billing.lineItem.adjustment',
      },
      now,
    );
    return;
  }
  if (prorataPremium === 0) return;
  await postTransaction(
    tx,
    {
      ...common,
      kind: prorataPremium > 0 ? 'INVOICE' : 'CREDIT_NOTE',
      amountPence: Math.abs(prorataPremium),
      idempotencyKey: `adjustment:${adjustment.id}:${prorataPremium > 0 ? 'invoice' : 'credit'}`,
      descriptionKey: 'billing.lineItem.adjustment',
    },
    now,
  );
  if (prorataPremium < 0) {
    // The credit's refund is decided with it, so a crash after this commit leaves a refund for
    // the billing job to send, never a credit nobody pays back.
    await decideCreditRefund(tx, account.id, -prorataPremium, creditRefundKey(adjustment.id), now);
  }
  if (!payment) return;
  // The card payment that paid what was due, beside the invoice it pays (once per payment).
  await postTransaction(
    tx,
    {
      accountId: account.id,
      kind: 'PAYMENT',
      amountPence: payment.amountPence,
      idempotencyKey: payment.key,
      subType: 'STRIPE',
      providerPaymentId: payment.providerPaymentId,
      descriptionKey: 'billing.lineItem.payment',
    },
    now,
  );
}

/**
 * A confirmed referral ended cover: its account is settled now as an immediate cancellation's is
 * (the unused cover credited on the final statement and refunded to the card, the mandate
 * cancelled). If the provider cannot be reached the ending stands, and the billing job's sweep
 * settles it on its next run.
 */
async function settleEndedCover(context: PlatformContext, adjustment: AdjustmentRecord) {
  const account = await findAccountOfPolicy(context.db, adjustment.policyId);
  if (!account) return;
  try {
    await settleCancelledAccount(context, account.id);
  } catch {
    // Swept by the billing job (settleCancelledAccounts).
  }
}

/** Who confirms: the customer, and the agent when one acted for them. */
export type Confirmer = { byUserId: string; agentUserId: string | null };

/** The confirmer of a call made by `principal`. */
export function confirmerOf(principal: Principal): Confirmer {
  return {
    byUserId: actingUserId(principal),
    agentUserId: impersonatorOf(principal) !== null ? principal.userId : null,
  };
}

/** A payment the adjustment's amount due was taken by (the MTA checkouts). */
export type AdjustmentPayment = { providerPaymentId: string; amountPence: number; key: string };

async function decide(
  context: PlatformContext,
  confirmer: Confirmer,
  id: string,
  tx: Sql,
  payment: AdjustmentPayment | undefined,
): Promise<Outcome> {
  const adjustment = await lockAdjustment(tx, id);
  if (!adjustment) throw new Error(`Adjustment ${id} vanished.`);
  if (adjustment.status === 'CONFIRMED') return { confirmed: adjustment };
  if (adjustment.status === 'DISCARDED') return { gone: 'it was discarded' };
  const now = context.clock.now();
  // One commit per policy at a time: the second finds the version it was priced on replaced.
  await tx.query('SELECT id FROM policies WHERE id = $1 FOR UPDATE', [adjustment.policyId]);
  const policy = await findPolicy(tx, adjustment.policyId);
  // The latest version, waiting or not: the adjustment was priced on it and numbers after it.
  const current = await latestPolicyVersion(tx, adjustment.policyId);
  if (!policy || !LIVE.includes(policy.status) || policy.terminatedAt !== null) {
    return { gone: 'the policy has ended' };
  }
  if (current?.version !== adjustment.baseVersion) {
    return { gone: 'the policy changed since it was priced' };
  }
  const confirmation = { at: now.toISOString(), ...confirmer };
  const versions = adjustment.priced.updatedPolicyVersions;
  const outcome = adjustmentReviewOutcome(
    versions.map((version) => ({ quote: { ratingStatus: version.ratingStatus } })),
  );
  if (outcome === 'invalidState') {
    throw new ApiError(
      'conflict',
      'This change cannot be made online. Please contact us by chat.',
      {
        code: 'adjustment.invalidState',
      },
    );
  }
  if (outcome === 'referred') {
    // Confirming a referred change ends the policy at once (spec 001 §4): no new version. Cover
    // ends as an immediate cancellation's does, at this time with the renewal stopped, so the
    // unused cover is settled (commitMidTermAdjustment, or the billing job's sweep).
    const from = await endPolicyCover(tx, policy.id, now);
    if (!from) return { gone: 'the policy has ended' };
    const confirmed = await markAdjustmentConfirmed(tx, id, {
      ...confirmation,
      resultVersion: null,
    });
    await transitionPolicyIn(tx, context, {
      policyId: policy.id,
      from,
      to: 'CANCELLED',
      effectiveAt: now,
      reason: TRANSITION_REASONS.adjustmentReferred,
      endsCoverEarly: true,
    });
    if (!confirmed) throw new Error(`Adjustment ${id} was not PENDING under its lock.`);
    return { confirmed };
  }
  const latest = versions.at(-1);
  if (!latest?.quoteId) throw new Error(`Adjustment ${id} has no quote to commit.`);
  const resultVersion = adjustment.baseVersion + 1;
  const data = adjustment.priced.data as Parameters<typeof insertPolicyVersion>[1]['data'];
  await insertPolicyVersion(tx, {
    policyId: policy.id,
    version: resultVersion,
    quoteId: latest.quoteId,
    data,
    choices: {
      ...(adjustment.priced.voluntaryExcess !== undefined
        ? { voluntaryExcess: adjustment.priced.voluntaryExcess }
        : {}),
      ...(adjustment.priced.optionalCovers !== undefined
        ? { optionalCovers: adjustment.priced.optionalCovers }
        : {}),
    },
    startedAt: latest.startedAt,
    createdAt: now.toISOString(),
  });
  if (adjustment.adjustmentType === 'SDA') {
    const cover = adjustment.priced.extra as { startAt?: string | null; endAt?: string | null };
    if (cover.startAt) {
      const moved = await movePendingCover(tx, policy.id, {
        inceptedAt: cover.startAt,
        expiredAt: cover.endAt ?? policy.expiredAt,
      });
      if (!moved) return { gone: 'cover has started' };
      const account = await findAccountOfPolicy(tx, policy.id);
      if (account) await moveAccountInception(tx, account.id, cover.startAt);
    }
  }
  // The customer record follows the policyholder's answers (the console checks callers against
  // it). A change dated ahead updates it now: the record says who the customer is, and the
  // waiting version already holds the change.
  const identity = policyholderIdentityOf(data);
  if (identity) await updateCustomerIdentity(tx, policy.customerId, identity);
  const confirmed = await markAdjustmentConfirmed(tx, id, { ...confirmation, resultVersion });
  if (!confirmed) throw new Error(`Adjustment ${id} was not PENDING under its lock.`);
  await postMoney(tx, confirmed, latest.quoteId, now, payment);
  await queueAdjustmentEmail(tx, context, policy, confirmed, now);
  return { confirmed };
}

/**
 * A single payment's lower premium goes back to the payments that paid it (ADR 0038, 0043): the
 * commit decided the refund with the credit, and this sends it. Idempotent per adjustment: a
 * replayed commit, or the billing job, finishes a refund a crash interrupted.
 */
export async function refundCredit(
  context: PlatformContext,
  adjustment: AdjustmentRecord,
): Promise<void> {
  if (adjustment.status !== 'CONFIRMED' || adjustment.resultVersion === null) return;
  if (billingTypeOf(adjustment) !== 'SINGLE_PAYMENT' || adjustment.priced.prorataPremium >= 0)
    return;
  const account = await findAccountOfPolicy(context.db, adjustment.policyId);
  if (!account) return;
  await payBackCredit(
    context,
    account.id,
    -adjustment.priced.prorataPremium,
    creditRefundKey(adjustment.id),
  );
}

/**
 * Commits the caller's PENDING mid-term or start-date adjustment exactly once (ADR 0038): in one
 * transaction, on the locked adjustment and policy, the new policy version, the ledger posting
 * and the customer's email; a referred change ends the policy instead. A replay, or a second
 * commit racing it, finds it CONFIRMED and answers it as it is. The documents of the new version
 * are made after the commit (the documents route makes any a crash left missing).
 *
 * `payment`: the adjustment's amount due was taken (the MTA checkouts commit through here).
 */
export async function commitMidTermAdjustment(
  context: PlatformContext,
  confirmer: Confirmer,
  adjustment: AdjustmentRecord,
  options: { payment?: AdjustmentPayment } = {},
): Promise<AdjustmentRecord> {
  if (needsPayment(adjustment) && !options.payment) {
    throw new ApiError(
      'payment-required',
      `£${(adjustment.amountDuePence / 100).toFixed(2)} is due before this change is made: pay by card, which confirms the change once the payment is taken.`,
      { code: 'adjustment.paymentRequired' },
    );
  }
  const outcome = await context.db.transaction((tx) =>
    decide(context, confirmer, adjustment.id, tx, options.payment),
  );
  if ('gone' in outcome) {
    await markAdjustmentDiscarded(context.db, adjustment.id, context.clock.now().toISOString());
    throw adjustmentGone(outcome.gone);
  }
  if (outcome.confirmed.resultVersion === null) await settleEndedCover(context, outcome.confirmed);
  try {
    await refundCredit(context, outcome.confirmed);
  } catch (error) {
    // The refund was decided with the commit: the billing job sends what could not go now.
    console.warn(`The billing job will send the refund of adjustment ${adjustment.id}:`, error);
  }
  if (outcome.confirmed.resultVersion !== null) {
    try {
      await generatePolicyDocuments(context, outcome.confirmed.policyId);
    } catch (error) {
      console.warn(
        `The documents of policy ${outcome.confirmed.policyId} will be made on first request:`,
        error,
      );
    }
  }
  return outcome.confirmed;
}
