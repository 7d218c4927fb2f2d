import { DISCLOSURE_PATHS, type SchemeCode } from '@brand/config';
import type { PolicyStatus, ReviewType } from '@brand/domain';
import { answerJsonPath } from '../../db/answer-json-path';
import type { Sql } from '../../db/database';
import { isoOrNull } from '../../db/iso-or-null';

/** A policy as stored (one row of `policies`). */
export type PolicyRecord = {
  id: string;
  policyNumber: string;
  ownerUserId: string;
  customerId: string;
  proposalId: string;
  schemeCode: SchemeCode;
  status: PolicyStatus;
  reviewType: ReviewType;
  renewalStopped: boolean;
  autoRenewalEnabled: boolean;
  renewalCycle: number;
  firstInceptedAt: string;
  inceptedAt: string;
  expiredAt: string | null;
  terminatedAt: string | null;
  createdAt: string;
};

type PolicyRow = {
  id: string;
  policy_number: string;
  owner_user_id: string;
  customer_id: string;
  proposal_id: string;
  scheme_code: string;
  status: string;
  review_type: string;
  renewal_stopped: boolean;
  auto_renewal_enabled: boolean;
  renewal_cycle: number;
  first_incepted_at: Date | string;
  incepted_at: Date | string;
  expired_at: Date | string | null;
  terminated_at: Date | string | null;
  created_at: Date | string;
};

// The answers of a policy's versions a person is matched on.
const HOLDER_EMAIL = answerJsonPath(DISCLOSURE_PATHS.policyholderEmail);
const HOLDER_FIRST_NAME = answerJsonPath(DISCLOSURE_PATHS.policyholderName, 'firstName');
const HOLDER_LAST_NAME = answerJsonPath(DISCLOSURE_PATHS.policyholderName, 'lastName');
const HOLDER_DATE_OF_BIRTH = answerJsonPath(DISCLOSURE_PATHS.policyholderDateOfBirth);

const COLUMNS = `id, policy_number, owner_user_id, customer_id, proposal_id, scheme_code, status,
  review_type, renewal_stopped, auto_renewal_enabled, renewal_cycle, first_incepted_at, incepted_at,
  expired_at, terminated_at, created_at`;

function policyFromRow(row: PolicyRow): PolicyRecord {
  return {
    id: row.id,
    policyNumber: row.policy_number,
    ownerUserId: row.owner_user_id,
    customerId: row.customer_id,
    proposalId: row.proposal_id,
    schemeCode: row.scheme_code as SchemeCode,
    status: row.status as PolicyStatus,
    reviewType: row.review_type as ReviewType,
    renewalStopped: row.renewal_stopped,
    autoRenewalEnabled: row.auto_renewal_enabled,
    renewalCycle: row.renewal_cycle,
    firstInceptedAt: new Date(row.first_incepted_at).toISOString(),
    inceptedAt: new Date(row.incepted_at).toISOString(),
    expiredAt: isoOrNull(row.expired_at),
    terminatedAt: isoOrNull(row.terminated_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The next number of the shared `policy_numbers` sequence. */
export async function nextPolicyNumber(db: Sql): Promise<number> {
  const [row] = await db.query<{ n: number | string }>("SELECT nextval('policy_numbers') AS n");
  return Number(row?.n);
}

/** Stores a new policy. */
export async function insertPolicy(
  db: Sql,
  policy: Omit<PolicyRecord, 'terminatedAt'>,
): Promise<void> {
  await db.query(
    `INSERT INTO policies (id, policy_number, owner_user_id, customer_id, proposal_id, scheme_code,
       status, review_type, renewal_stopped, auto_renewal_enabled, renewal_cycle, first_incepted_at,
       incepted_at, expired_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      policy.id,
      policy.policyNumber,
      policy.ownerUserId,
      policy.customerId,
      policy.proposalId,
      policy.schemeCode,
      policy.status,
      policy.reviewType,
      policy.renewalStopped,
      policy.autoRenewalEnabled,
      policy.renewalCycle,
      policy.firstInceptedAt,
      policy.inceptedAt,
      policy.expiredAt,
      policy.createdAt,
    ],
  );
}

/** The policy with this id, or null. */
export async function findPolicy(db: Sql, id: string): Promise<PolicyRecord | null> {
  const [row] = await db.query<PolicyRow>(`SELECT ${COLUMNS} FROM policies WHERE id = $1`, [id]);
  return row ? policyFromRow(row) : null;
}

/** The policies a user owns, optionally of one scheme (the caller sorts them). */
export async function listPolicies(
  db: Sql,
  ownerUserId: string,
  filter: { schemeCode?: string | undefined } = {},
): Promise<PolicyRecord[]> {
  const rows = await db.query<PolicyRow>(
    `SELECT ${COLUMNS} FROM policies
      WHERE owner_user_id = $1 AND ($2::text IS NULL OR scheme_code = $2)
      ORDER BY created_at DESC, id`,
    [ownerUserId, filter.schemeCode ?? null],
  );
  return rows.map(policyFromRow);
}

/** The policies of several users, newest first (a list of customers, one query). */
export async function listPoliciesOf(
  db: Sql,
  ownerUserIds: readonly string[],
): Promise<PolicyRecord[]> {
  const rows = await db.query<PolicyRow>(
    `SELECT ${COLUMNS} FROM policies WHERE owner_user_id = ANY($1::text[])
      ORDER BY created_at DESC, id`,
    [ownerUserIds],
  );
  return rows.map(policyFromRow);
}

/**
 * Moves a policy from one status to another; false when it was no longer in `from`. Only the
 * policy-lifecycle module calls it (transitionPolicy), which records and emails the change in the
 * same transaction. `coverEndedAt` moves the cover's end when it ends before its term (a lapse
 * for unpaid collections), so the end date every screen reads is the real one.
 */
export async function updatePolicyStatus(
  db: Sql,
  id: string,
  from: PolicyStatus,
  to: PolicyStatus,
  coverEndedAt: Date | null = null,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE policies SET status = $3, expired_at = COALESCE($4, expired_at)
      WHERE id = $1 AND status = $2 RETURNING id`,
    [id, from, to, coverEndedAt],
  );
  return rows.length === 1;
}

/**
 * Sets a live policy's cover to end at `endsAt` and stops its renewal, in the caller's
 * transaction: what a cancellation and a confirmed referral both do (ADR 0038, 0039), so billing
 * settles the unused cover once that time has come (`settleCancelledAccount`, swept by the billing
 * job). Answers the status it was in, or null when it had ended or already been set to end.
 */
export async function endPolicyCover(
  db: Sql,
  id: string,
  endsAt: Date,
): Promise<'PENDING' | 'ACTIVE' | null> {
  const [policy] = await db.query<{ status: 'PENDING' | 'ACTIVE' }>(
    `UPDATE policies SET terminated_at = $2, renewal_stopped = true
      WHERE id = $1 AND terminated_at IS NULL AND status IN ('PENDING', 'ACTIVE')
      RETURNING status`,
    [id, endsAt],
  );
  return policy?.status ?? null;
}

/** How many policies of a scheme a person holds and has ever held, and how a person is matched. */
export type PersonMatch = {
  ownerUserId: string;
  email: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
};

/**
 * Counts a person's policies of a scheme (other than one bought from `excludeProposalId`): `held`
 * are PENDING or ACTIVE and not yet expired at `now`, `ever` whatever their status. The person is
 * the same user, or matched by lower-cased email, or by first name, last name and date of birth,
 * on any version of the policy's disclosure or on its customer.
 */
export async function countPersonPolicies(
  db: Sql,
  schemeCode: string,
  person: PersonMatch,
  excludeProposalId: string,
  now: Date,
): Promise<{ held: number; ever: number }> {
  const [row] = await db.query<{ held: number | string; ever: number | string }>(
    `SELECT count(*) FILTER (WHERE p.status IN ('PENDING', 'ACTIVE')
                              AND (p.expired_at IS NULL OR p.expired_at > $7)) AS held,
            count(*) AS ever
       FROM policies p JOIN customers c ON c.id = p.customer_id
      WHERE p.scheme_code = $1 AND p.proposal_id <> $8
        AND (p.owner_user_id = $2
          OR ($3::text IS NOT NULL AND lower(c.email) = $3)
          OR (lower(c.first_name) = $4 AND lower(c.last_name) = $5 AND to_char(c.date_of_birth, 'YYYY-MM-DD') = $6)
          OR EXISTS (
               SELECT 1 FROM policy_versions v
                WHERE v.policy_id = p.id
                  AND (($3::text IS NOT NULL AND lower(trim(v.data #>> ${HOLDER_EMAIL})) = $3)
                    OR (lower(trim(v.data #>> ${HOLDER_FIRST_NAME})) = $4
                        AND lower(trim(v.data #>> ${HOLDER_LAST_NAME})) = $5
                        AND v.data #>> ${HOLDER_DATE_OF_BIRTH} = $6))))`,
    [
      schemeCode,
      person.ownerUserId,
      person.email?.trim().toLowerCase() || null,
      person.firstName.trim().toLowerCase(),
      person.lastName.trim().toLowerCase(),
      person.dateOfBirth,
      now,
      excludeProposalId,
    ],
  );
  return { held: Number(row?.held ?? 0), ever: Number(row?.ever ?? 0) };
}

/**
 * Moves the cover of a policy that has not started (a start-date adjustment, ADR 0038): its
 * inception and expiry, and the first inception of a policy that renews nothing. False when the
 * policy had started (is no longer PENDING): nothing changed.
 */
export async function movePendingCover(
  db: Sql,
  id: string,
  cover: { inceptedAt: string; expiredAt: string | null },
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE policies SET incepted_at = $2, expired_at = $3,
            first_incepted_at = CASE WHEN renewal_cycle = 0 THEN $2 ELSE first_incepted_at END
      WHERE id = $1 AND status = 'PENDING' RETURNING id`,
    [id, cover.inceptedAt, cover.expiredAt],
  );
  return rows.length === 1;
}
