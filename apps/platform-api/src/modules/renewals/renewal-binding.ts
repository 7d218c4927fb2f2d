import { ENDED_POLICY_STATUSES } from '@brand/domain';
import type { Sql } from '../../db/database';
import type { Principal } from '../../http/principal';
import type { PlatformContext } from '../../platform-context';
import { findAccountOfPolicy } from '../billing';
import { bindProposal } from '../binding';
import { TRANSITION_REASONS, transitionPolicyIn } from '../policy-lifecycle';
import { findProposal, verifyProposal } from '../proposals';

/**
 * The renewal proposals to bind at `now`: quoted (not referred, not expired), their anniversary
 * reached, and still wanted (auto-renewal on for the proposal and its policy, renewal not stopped,
 * the policy neither ended nor terminated). A renewal the customer opted out of is never bound.
 */
export async function renewalsDueToBind(db: Sql, now: Date): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT r.id FROM proposals r
       JOIN policies p ON p.id = r.source_policy_id
      WHERE r.kind = 'RENEWAL' AND r.status = 'QUOTE' AND r.deleted_at IS NULL
        AND r.auto_renewal_enabled AND r.start_at IS NOT NULL AND r.start_at <= $1
        AND p.auto_renewal_enabled AND NOT p.renewal_stopped
        AND p.status <> ALL($2::text[]) AND p.terminated_at IS NULL
      ORDER BY r.start_at, r.id`,
    [now, [...ENDED_POLICY_STATUSES]],
  );
  return rows.map((row) => row.id);
}

/**
 * The renewal job acts for the policy's owner: the proposal is theirs, and nobody is signed in.
 * The session id names the job in the audit trail.
 */
function renewalJobPrincipal(ownerUserId: string): Principal {
  return {
    userId: ownerUserId,
    sessionId: 'renewal-job',
    anonymous: false,
    roles: [],
    permissions: [],
  };
}

/**
 * The renewed policy becomes RENEWED in the bind's transaction, through the lifecycle's recorded
 * (and emailed) transition, effective at its term's end. A policy the clock has not yet moved
 * from PENDING is started first. One that is no longer ACTIVE (lapsed or cancelled in the
 * meantime) is not renewed: the bind is undone.
 */
async function markRenewed(tx: Sql, context: PlatformContext, policyId: string): Promise<void> {
  const [policy] = await tx.query<{ status: string; incepted_at: Date; expired_at: Date | null }>(
    'SELECT status, incepted_at, expired_at FROM policies WHERE id = $1 FOR UPDATE',
    [policyId],
  );
  if (policy?.status === 'PENDING') {
    await transitionPolicyIn(tx, context, {
      policyId,
      from: 'PENDING',
      to: 'ACTIVE',
      effectiveAt: new Date(policy.incepted_at),
      reason: TRANSITION_REASONS.coverStarted,
    });
  }
  const renewed = await transitionPolicyIn(tx, context, {
    policyId,
    from: 'ACTIVE',
    to: 'RENEWED',
    effectiveAt: policy?.expired_at ? new Date(policy.expired_at) : context.clock.now(),
    reason: TRANSITION_REASONS.renewalBound,
  });
  if (!renewed) {
    throw new Error(`Policy ${policyId} is no longer ACTIVE: its renewal cannot be bound.`);
  }
}

/** What binding one renewal came to. */
export type RenewalBindOutcome =
  | { kind: 'bound'; policyId: string }
  | { kind: 'notClear'; checks: string[] };

/**
 * Binds a renewal on its anniversary, as a UK motor policy auto-renews: the customer's checks are
 * run again (sanctions and identity can change in a year; a check that is not clear leaves the
 * renewal unbound, and the cover ends at the anniversary), the policy is issued from the renewal
 * quote, and the renewed policy's payment methods move to the new policy's account in the same
 * transaction, so its first and later statements are collected from the card or mandate the
 * customer already pays by (the collections job collects a renewal's statement 0 too). Binding is
 * exactly once: a second run finds the proposal a POLICY.
 */
export async function bindRenewal(
  context: PlatformContext,
  proposalId: string,
): Promise<RenewalBindOutcome> {
  const proposal = await findProposal(context.db, proposalId);
  if (!proposal?.sourcePolicyId) throw new Error(`Proposal ${proposalId} is not a renewal.`);
  const principal = renewalJobPrincipal(proposal.ownerUserId);
  const renewed = await findAccountOfPolicy(context.db, proposal.sourcePolicyId);
  if (proposal.status !== 'POLICY') {
    const verification = await verifyProposal(context, principal, proposalId);
    if (!verification.isClear) {
      return {
        kind: 'notClear',
        checks: verification.checks.filter((c) => c.result !== 'CLEAR').map((c) => c.check),
      };
    }
  }
  const bound = await bindProposal(
    context,
    principal,
    proposalId,
    renewed?.paymentMethodType ? { paymentMethodType: renewed.paymentMethodType } : {},
    {
      paymentCollectedLater: true,
      withinBind: async (tx, policyId, { issued }) => {
        if (issued) await markRenewed(tx, context, proposal.sourcePolicyId as string);
        if (!renewed) return;
        const account = await findAccountOfPolicy(tx, policyId);
        if (!account) return;
        // A method row belongs to one account (unique by provider reference): it moves, and the
        // renewed account no longer says how it pays (it asks for no card or mandate of its own).
        await tx.query(
          'UPDATE payment_methods SET customer_account_id = $1 WHERE customer_account_id = $2',
          [account.id, renewed.id],
        );
        await tx.query('UPDATE customer_accounts SET payment_method_type = NULL WHERE id = $1', [
          renewed.id,
        ]);
      },
    },
  );
  return { kind: 'bound', policyId: bound.policyId as string };
}
