import type { CancellationType } from '@brand/domain';
import type { Sql } from '../../../db/database';
import { actingUserId, impersonatorOf } from '../../../http/access';
import type { Principal } from '../../../http/principal';
import { queueEmail } from '../../../integrations/email/email-queue';
import type { PlatformContext } from '../../../platform-context';
import { newId } from '../../../shared/ids';
import {
  cancellationCreditPreview,
  creditCancelledCover,
  customerBalance,
  findAccountOfPolicy,
  previewAccountRefund,
  settleCancelledAccount,
} from '../../billing';
import { TRANSITION_REASONS, transitionPolicyIn } from '../../policy-lifecycle';
import {
  endPolicyCover,
  insuredRegistration,
  type PolicyRecord,
  policyVersionInForce,
} from '../../policy-records';
import { adjustmentExpiry, adjustmentGone } from '../adjustment-expiry';
import type { AdjustmentRecord } from '../adjustment-record';
import {
  insertAdjustment,
  lockAdjustment,
  markAdjustmentConfirmed,
} from '../adjustment-repository';
import type { CreateAdjustmentRequest } from '../adjustments-schemas';
import { cancellationEmail, cancellationEmailKey } from './cancellation-email';
import { cancellationTerms } from './cancellation-terms';

/** What a cancellation keeps beside its price for the commit (`priced.extra`). */
type CancellationExtra = { variant: CancellationType; immediate: boolean; refundPence: number };

function extraOf(adjustment: AdjustmentRecord): CancellationExtra {
  const extra = adjustment.priced.extra as Partial<CancellationExtra> | undefined;
  if (extra?.variant !== 'CoolingOff' && extra?.variant !== 'Standard') {
    throw new Error(`Cancellation ${adjustment.id} was stored without its variant.`);
  }
  return {
    variant: extra.variant,
    immediate: extra.immediate === true,
    refundPence: Number(extra.refundPence ?? 0),
  };
}

/**
 * Prices and stores a PENDING cancellation of the caller's policy (the CAN seam's create): the
 * reason and the effective date checked against the policy's rules now, and the refund it is
 * due as things stand (all paid in cooling-off, else the unused days of what was charged), less
 * anything still owed. `amountDue` is negative when money comes back.
 */
export async function createCancellationAdjustment(
  context: PlatformContext,
  principal: Principal,
  policy: PolicyRecord,
  body: CreateAdjustmentRequest,
): Promise<AdjustmentRecord> {
  const now = context.clock.now();
  const terms = cancellationTerms(policy, body, now);
  const account = await findAccountOfPolicy(context.db, policy.id);
  const balance = account ? await customerBalance(context.db, account.id) : 0;
  const credit = account
    ? await cancellationCreditPreview(context.db, account.id, {
        endsAt: terms.effectiveAt,
        full: terms.variant === 'CoolingOff',
      })
    : 0;
  const amountDue = balance - credit;
  const [version] = await context.db.query<{ version: number }>(
    'SELECT max(version)::integer AS version FROM policy_versions WHERE policy_id = $1',
    [policy.id],
  );
  const extra: CancellationExtra = {
    variant: terms.variant,
    immediate: terms.immediate,
    refundPence: Math.max(0, -amountDue),
  };
  return insertAdjustment(context.db, {
    id: newId('ADJ'),
    policyId: policy.id,
    adjustmentType: 'CAN',
    changes: [],
    reason: terms.reason,
    effectiveAt: terms.effectiveAt.toISOString(),
    baseVersion: Number(version?.version ?? 1),
    priced: {
      updatedPolicyVersions: [],
      prorataPremium: -credit,
      amountDue,
      availableBalance: Math.max(0, -balance),
      verificationClear: true,
      extra,
    },
    amountDuePence: amountDue,
    createdByUserId: actingUserId(principal),
    actingAgentUserId: impersonatorOf(principal),
    createdAt: now.toISOString(),
    expiresAt: adjustmentExpiry(now).toISOString(),
  });
}

async function queueConfirmation(
  tx: Sql,
  context: PlatformContext,
  adjustment: AdjustmentRecord,
  facts: { endsAt: Date; immediate: boolean; extra: CancellationExtra },
  now: Date,
): Promise<void> {
  const [row] = await tx.query<{ policy_number: string; email: string; first_name: string }>(
    `SELECT p.policy_number, c.email, c.first_name FROM policies p
       JOIN customers c ON c.id = p.customer_id WHERE p.id = $1`,
    [adjustment.policyId],
  );
  // A customer without an email address (an agent's sale, say) is told by post, not here.
  if (!row?.email) return;
  // The car insured when cover ends, as the status change's email would have named it.
  const version = await policyVersionInForce(tx, adjustment.policyId, facts.endsAt);
  const account = await findAccountOfPolicy(tx, adjustment.policyId);
  const refundTo = account
    ? await previewAccountRefund(tx, account.id, facts.extra.refundPence)
    : { CARD: 0, DIRECT_DEBIT: 0, elsewhere: facts.extra.refundPence };
  const message = cancellationEmail({
    brand: context.brand,
    publicUrl: context.publicUrl,
    email: row.email,
    firstName: row.first_name,
    policyNumber: row.policy_number,
    vrn: insuredRegistration(version),
    endsAt: facts.endsAt,
    immediate: facts.immediate,
    coolingOff: facts.extra.variant === 'CoolingOff',
    refundPence: facts.extra.refundPence,
    refundTo,
  });
  await queueEmail(tx, message, cancellationEmailKey(adjustment.id), now);
}

/**
 * Commits the caller's PENDING cancellation exactly once (the CAN seam's commit), in one
 * transaction with the adjustment's row locked: the policy's cover is set to end at the effective
 * time (`terminated_at`, only if nothing ended or cancelled it meanwhile, else the gone error), its
 * renewal stopped; an immediate one moves the policy to CANCELLED now through transitionPolicyIn
 * (a later one is moved by the lifecycle job at its time); a cooling-off one credits all that was
 * charged; the confirmation email is queued. After the commit an immediate cancellation's account
 * is settled at once (final statement, refunds to the card or by Direct Debit, mandate cancelled); if that fails, or
 * for a later one, the billing job settles it when cover has ended. A crash anywhere loses
 * nothing: the commit is all or nothing, and the settlement is keyed step by step.
 */
export async function commitCancellationAdjustment(
  context: PlatformContext,
  principal: Principal,
  adjustment: AdjustmentRecord,
): Promise<AdjustmentRecord> {
  const extra = extraOf(adjustment);
  const now = context.clock.now();
  const asked = new Date(adjustment.effectiveAt);
  // A later day that has come while the customer read the confirmation ends cover now.
  const immediate = extra.immediate || asked <= now;
  const endsAt = immediate ? now : asked;
  const committed = await context.db.transaction(async (tx) => {
    const locked = await lockAdjustment(tx, adjustment.id);
    if (locked?.status !== 'PENDING') return { adjustment: locked, accountId: null };
    const status = await endPolicyCover(tx, adjustment.policyId, endsAt);
    if (!status) throw adjustmentGone('the policy has ended or was cancelled since');
    if (immediate) {
      await transitionPolicyIn(tx, context, {
        policyId: adjustment.policyId,
        from: status,
        to: 'CANCELLED',
        effectiveAt: endsAt,
        reason: TRANSITION_REASONS.cancelled,
        endsCoverEarly: true,
        // The confirmation queued below says cover has ended: one email, not two at once.
        customerEmailedByCaller: true,
      });
    }
    const account = await findAccountOfPolicy(tx, adjustment.policyId);
    if (account && extra.variant === 'CoolingOff') {
      await creditCancelledCover(tx, account.id, { endsAt, full: true }, now);
    }
    const confirmed = await markAdjustmentConfirmed(tx, adjustment.id, {
      at: now.toISOString(),
      byUserId: actingUserId(principal),
      agentUserId: impersonatorOf(principal),
      resultVersion: null,
    });
    await queueConfirmation(tx, context, adjustment, { endsAt, immediate, extra }, now);
    return { adjustment: confirmed, accountId: account?.id ?? null };
  });
  if (!committed.adjustment) throw adjustmentGone('it no longer exists');
  if (committed.adjustment.status === 'DISCARDED') throw adjustmentGone('it was discarded');
  if (immediate && committed.accountId) {
    try {
      await settleCancelledAccount(context, committed.accountId);
    } catch {
      // The provider could not be reached: the cancellation stands, and the billing job's
      // sweep finishes the refund and the mandate on its next run.
    }
  }
  return committed.adjustment;
}
