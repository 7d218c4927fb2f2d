import type { PolicyStatus } from '@brand/domain';
import type { Sql } from '../../db/database';
import { queueEmail } from '../../integrations/email/email-queue';
import type { PlatformContext } from '../../platform-context';
import { insuredRegistration, policyVersionInForce, updatePolicyStatus } from '../policy-records';
import { transitionEmail, transitionEmailKey } from './transition-email';
import type { TransitionReason } from './transition-reasons';

/** A change of a policy's status, as asked for. */
export type PolicyTransition = {
  policyId: string;
  from: PolicyStatus;
  to: PolicyStatus;
  /** When the change took effect by the rules (the start, the term's end), not when it was seen. */
  effectiveAt: Date;
  reason: TransitionReason;
  /** The cover ends early, at effectiveAt (a lapse for unpaid collections). */
  endsCoverEarly?: boolean;
  /**
   * The caller queues its own email about this change in the same transaction (an immediate
   * cancellation's confirmation, which says cover has ended): the customer gets that one email,
   * not a second about the same moment.
   */
  customerEmailedByCaller?: boolean;
};

/** A change of a policy's status, as recorded. */
export type RecordedTransition = {
  from: PolicyStatus;
  to: PolicyStatus;
  effectiveAt: string;
  recordedAt: string;
  reason: TransitionReason;
};

/** What a transition needs of the platform: the clock, and the brand and address emails name. */
export type TransitionContext = Pick<PlatformContext, 'clock' | 'brand' | 'publicUrl'>;

type EmailFactsRow = {
  policy_number: string;
  email: string;
  first_name: string;
  incepted_at: Date;
};

async function queueTransitionEmail(
  tx: Sql,
  context: TransitionContext,
  transition: PolicyTransition,
  now: Date,
): Promise<void> {
  const [row] = await tx.query<EmailFactsRow>(
    `SELECT p.policy_number, c.email, c.first_name, p.incepted_at FROM policies p
       JOIN customers c ON c.id = p.customer_id WHERE p.id = $1`,
    [transition.policyId],
  );
  // A customer without an email address (an agent's sale, say) is told by post, not here.
  if (!row?.email) return;
  // The car insured when the change took effect, not one a change still waiting would insure.
  const version = await policyVersionInForce(tx, transition.policyId, transition.effectiveAt);
  const message = transitionEmail({
    brand: context.brand,
    publicUrl: context.publicUrl,
    email: row.email,
    firstName: row.first_name,
    policyNumber: row.policy_number,
    vrn: insuredRegistration(version),
    to: transition.to,
    reason: transition.reason,
    effectiveAt: transition.effectiveAt,
    inceptedAt: new Date(row.incepted_at).toISOString(),
  });
  await queueEmail(tx, message, transitionEmailKey(transition.policyId, transition.to), now);
}

/**
 * The one place a policy's status changes after it is issued (ADR 0032), inside the caller's
 * transaction: the status moves only if the policy is still in `from` (so of two instances, or a
 * job and a read, one moves it and the other finds it moved), the change is recorded, and the
 * customer's email is queued with it (unless the caller's own email tells them), so a crash
 * either keeps all three or none, and the email delivery job sends it once. False when the
 * policy was no longer in `from`: nothing changed.
 */
export async function transitionPolicyIn(
  tx: Sql,
  context: TransitionContext,
  transition: PolicyTransition,
): Promise<boolean> {
  const { policyId, from, to, effectiveAt, reason } = transition;
  const moved = await updatePolicyStatus(
    tx,
    policyId,
    from,
    to,
    transition.endsCoverEarly ? effectiveAt : null,
  );
  if (!moved) return false;
  const now = context.clock.now();
  await tx.query(
    `INSERT INTO policy_status_transitions
       (policy_id, from_status, to_status, effective_at, recorded_at, reason)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [policyId, from, to, effectiveAt, now, reason],
  );
  if (!transition.customerEmailedByCaller) await queueTransitionEmail(tx, context, transition, now);
  return true;
}

/** transitionPolicyIn in a transaction of its own. */
export function transitionPolicy(
  context: TransitionContext & Pick<PlatformContext, 'db'>,
  transition: PolicyTransition,
): Promise<boolean> {
  return context.db.transaction((tx) => transitionPolicyIn(tx, context, transition));
}

/** A policy's recorded transitions, oldest first. */
export async function listPolicyTransitions(
  db: Sql,
  policyId: string,
): Promise<RecordedTransition[]> {
  const rows = await db.query<{
    from_status: PolicyStatus;
    to_status: PolicyStatus;
    effective_at: Date | string;
    recorded_at: Date | string;
    reason: TransitionReason;
  }>(
    `SELECT from_status, to_status, effective_at, recorded_at, reason
       FROM policy_status_transitions WHERE policy_id = $1
      ORDER BY effective_at, recorded_at, to_status`,
    [policyId],
  );
  return rows.map((row) => ({
    from: row.from_status,
    to: row.to_status,
    effectiveAt: new Date(row.effective_at).toISOString(),
    recordedAt: new Date(row.recorded_at).toISOString(),
    reason: row.reason,
  }));
}
