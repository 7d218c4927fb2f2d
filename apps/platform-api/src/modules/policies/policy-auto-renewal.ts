import { productConfigForScheme, renewalOptOutForm } from '@brand/config';
import { canModifyAutoRenewal, decodeCancellationReason, isPolicyEnded } from '@brand/domain';
import { validate } from '@brand/forms';
import { impersonatorOf } from '../../http/access';
import { writeAuditRow } from '../../http/audit-log';
import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/problem';
import { textOf } from '../../http/texts';
import type { PlatformContext } from '../../platform-context';
import type { PolicyRecord } from '../policy-records';
import { updateEachCurrent } from '../proposals';
import { getOwnPolicy } from './policies-service';

/** PUT /policies/{id}/autoRenewal: on, or off with the reason the opt-out form asks. */
export type AutoRenewalChange = { enabled: boolean; reason?: string | undefined };

// The wire form of a reason ('Price', 'Other|free text') as the opt-out form's answers, so the
// server judges it with the very form the customer filled in.
function optOutAnswers(reason: string | undefined): Record<string, unknown> {
  const decoded = decodeCancellationReason(reason);
  if (!decoded) return { reason: reason ?? null };
  return { reason: decoded.reason, otherReason: decoded.otherText ?? null };
}

/**
 * Switches a policy's auto-renewal (spec 000 §2 renewal opt-out, §7). Only a product that lets
 * the customer choose (flex) and a policy that has not ended; switching off needs a reason. The
 * policy's renewal proposal follows, so the renewal journey closes with it.
 */
export async function setPolicyAutoRenewal(
  context: PlatformContext,
  principal: Principal,
  id: string,
  change: AutoRenewalChange,
): Promise<PolicyRecord> {
  const policy = await getOwnPolicy(context, principal, id);
  if (!canModifyAutoRenewal(productConfigForScheme(policy.schemeCode).renewal)) {
    throw new ApiError('conflict', 'This cover does not renew, so there is nothing to switch.', {
      code: 'policy.noRenewal',
    });
  }
  if (isPolicyEnded(policy.status)) {
    throw new ApiError('conflict', 'This policy has ended.', { code: 'policy.ended' });
  }
  if (!change.enabled) {
    const errors = validate(renewalOptOutForm, optOutAnswers(change.reason), {
      now: context.clock.now(),
    });
    const failed = Object.entries(errors);
    if (failed.length > 0) {
      throw new ApiError('validation-failed', 'Tell us why you are opting out of renewal.', {
        errors: failed.map(([path, error]) => ({
          path: path === 'otherReason' ? 'reason' : path,
          message: error.key,
          text: textOf(error.key, error.params),
        })),
      });
    }
  }
  const now = context.clock.now();
  const renewals = await context.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE policies SET auto_renewal_enabled = $2, auto_renewal_opt_out_reason = $3,
         auto_renewal_changed_at = $4 WHERE id = $1`,
      [policy.id, change.enabled, change.enabled ? null : change.reason, now],
    );
    const renewalsOf = await tx.query<{ id: string }>(
      `SELECT id FROM proposals
        WHERE source_policy_id = $1 AND kind = 'RENEWAL' AND deleted_at IS NULL ORDER BY id`,
      [policy.id],
    );
    const changed = await updateEachCurrent(
      tx,
      renewalsOf.map((row) => row.id),
      () => ({ autoRenewalEnabled: change.enabled }),
      now,
    );
    await writeAuditRow(tx, {
      at: now,
      actorUserId: impersonatorOf(principal) ?? principal.userId,
      actingAsUserId: impersonatorOf(principal) ? policy.ownerUserId : null,
      action: 'policy.autoRenewal',
      target: policy.id,
      detail: change,
    });
    return changed;
  });
  // The renewal's page reads its policy's switch: this instance's cached reads go now (NOTIFY
  // reaches the others, and this one, a moment later).
  for (const id of renewals) context.proposalReads.invalidate(id);
  return { ...policy, autoRenewalEnabled: change.enabled };
}
