import type { PolicyStatus } from '@brand/domain';
import type { Sql } from '../../db/database';
import type { PolicyTransition } from './policy-transitions';
import { TRANSITION_REASONS } from './transition-reasons';

/**
 * How long after the anniversary an expired policy waits for its renewal to be bound before it
 * lapses: the renewal job binds on its hourly run, and a lapse first would stop the renewal (a
 * LAPSED policy is never renewed). A renewal whose checks stay unclear for a day lets it lapse.
 */
export const RENEWAL_BIND_WAIT_MS = 86_400_000;

/** A cancellation's end of cover (ADR 0039): the status moves and the cover ends at `at`. */
function cancellation(policyId: string, from: PolicyStatus, at: Date): PolicyTransition {
  return {
    policyId,
    from,
    to: 'CANCELLED',
    effectiveAt: at,
    reason: TRANSITION_REASONS.cancelled,
    endsCoverEarly: true,
  };
}

type ClockRow = {
  id: string;
  status: PolicyStatus;
  incepted_at: Date | string;
  expired_at: Date | string | null;
  terminated_at: Date | string | null;
  renewal_bound: boolean;
  renewal_to_bind: boolean;
};

/**
 * The transitions the clock alone has made due at `now` (of every policy, or of `policyId`), in
 * the order they happen: PENDING to ACTIVE once the start has passed; then, once the term has
 * ended, ACTIVE to RENEWED when its renewal was bound, or ACTIVE to LAPSED when nothing follows
 * it (a drive-away's days, a flex term without renewal, a renewal still unbound a day on). A
 * policy whose cancellation (`terminated_at`, set when a cancellation is committed) has come
 * moves to CANCELLED at that time, from PENDING when it was cancelled before it started.
 */
export async function clockTransitionsDue(
  db: Sql,
  now: Date,
  policyId: string | null = null,
): Promise<PolicyTransition[]> {
  const rows = await db.query<ClockRow>(
    `SELECT p.id, p.status, p.incepted_at, p.expired_at, p.terminated_at,
            EXISTS (SELECT 1 FROM proposals r
                     WHERE r.source_policy_id = p.id AND r.kind = 'RENEWAL'
                       AND r.deleted_at IS NULL AND r.status = 'POLICY') AS renewal_bound,
            (p.auto_renewal_enabled AND NOT p.renewal_stopped AND EXISTS (
              SELECT 1 FROM proposals r
               WHERE r.source_policy_id = p.id AND r.kind = 'RENEWAL' AND r.deleted_at IS NULL
                 AND r.status = 'QUOTE' AND r.auto_renewal_enabled)) AS renewal_to_bind
       FROM policies p
      WHERE ($2::text IS NULL OR p.id = $2)
        AND ((p.status = 'PENDING' AND p.incepted_at <= $1)
          OR (p.status IN ('PENDING', 'ACTIVE') AND p.expired_at <= $1)
          OR (p.status IN ('PENDING', 'ACTIVE') AND p.terminated_at <= $1))
      ORDER BY p.id`,
    [now, policyId],
  );
  return rows.flatMap((row) => {
    const due: PolicyTransition[] = [];
    let status = row.status;
    const inceptedAt = new Date(row.incepted_at);
    const expiredAt = row.expired_at === null ? null : new Date(row.expired_at);
    const terminatedAt = row.terminated_at === null ? null : new Date(row.terminated_at);
    const cancelledBy = (end: Date | null) =>
      terminatedAt !== null && terminatedAt <= now && (end === null || terminatedAt < end);
    // Cancelled before the cover started: it never starts.
    if (status === 'PENDING' && cancelledBy(inceptedAt)) {
      return [cancellation(row.id, 'PENDING', terminatedAt as Date)];
    }
    if (status === 'PENDING' && inceptedAt <= now) {
      due.push({
        policyId: row.id,
        from: 'PENDING',
        to: 'ACTIVE',
        effectiveAt: inceptedAt,
        reason: TRANSITION_REASONS.coverStarted,
      });
      status = 'ACTIVE';
    }
    // A cancellation that takes effect before the term's end ends the cover then; one chosen for
    // the term's last moment or later changes nothing, the term ends on its own.
    if (status === 'ACTIVE' && cancelledBy(expiredAt)) {
      due.push(cancellation(row.id, 'ACTIVE', terminatedAt as Date));
      return due;
    }
    if (status !== 'ACTIVE' || expiredAt === null || expiredAt > now) return due;
    if (row.renewal_bound) {
      due.push({
        policyId: row.id,
        from: 'ACTIVE',
        to: 'RENEWED',
        effectiveAt: expiredAt,
        reason: TRANSITION_REASONS.renewalBound,
      });
    } else if (
      !row.renewal_to_bind ||
      now.getTime() >= expiredAt.getTime() + RENEWAL_BIND_WAIT_MS
    ) {
      due.push({
        policyId: row.id,
        from: 'ACTIVE',
        to: 'LAPSED',
        effectiveAt: expiredAt,
        reason: TRANSITION_REASONS.termEnded,
      });
    }
    return due;
  });
}
