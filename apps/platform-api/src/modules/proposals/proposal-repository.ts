import type { ProposalStatus } from '@brand/domain';
import type { Sql } from '../../db/database';
import type { RatingResult } from '../rating';
import { type ProposalRecord, type ProposalRow, proposalFromRow } from './proposal-record';
import type { StoredQuote } from './quote-repository';

/** The proposal columns with its owner's kind, from `proposals p JOIN users u`. */
export const PROPOSAL_COLUMNS = `p.id, p.owner_user_id, u.kind AS owner_kind, p.scheme_code, p.brand,
  p.kind, p.status, p.source, p.external_reference, p.data, p.promo_code, p.payment_schedule,
  p.voluntary_excess, p.optional_covers, p.current_quote_id, p.verification, p.id_check,
  p.auto_renewal_enabled, p.policy_id, p.source_proposal_id, p.source_policy_id, p.start_at,
  p.end_at, p.version, p.created_at, p.updated_at`;

/** The proposals a read starts from: live ones, with their owner. */
export const PROPOSALS_WITH_OWNER = 'proposals p JOIN users u ON u.id = p.owner_user_id';

/** A new proposal's stored fields. */
export type NewProposal = Pick<
  ProposalRecord,
  | 'id'
  | 'ownerUserId'
  | 'schemeCode'
  | 'brand'
  | 'kind'
  | 'status'
  | 'source'
  | 'externalReference'
  | 'data'
  | 'promoCode'
  | 'sourceProposalId'
  | 'sourcePolicyId'
> & { at: Date };

/** Stores a new proposal and its first status. */
export async function insertProposal(db: Sql, proposal: NewProposal): Promise<void> {
  await db.query(
    `INSERT INTO proposals (id, owner_user_id, scheme_code, brand, kind, status, source,
       external_reference, data, promo_code, source_proposal_id, source_policy_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
    [
      proposal.id,
      proposal.ownerUserId,
      proposal.schemeCode,
      proposal.brand,
      proposal.kind,
      proposal.status,
      proposal.source,
      proposal.externalReference,
      JSON.stringify(proposal.data),
      proposal.promoCode,
      proposal.sourceProposalId,
      proposal.sourcePolicyId,
      proposal.at,
    ],
  );
  await recordStatus(db, proposal.id, proposal.status, [], proposal.at);
}

/** The proposal with this code (deleted ones are gone), or null. `forUpdate` locks its row. */
export async function findProposal(
  db: Sql,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProposalRecord | null> {
  const [row] = await db.query<ProposalRow>(
    `SELECT ${PROPOSAL_COLUMNS} FROM ${PROPOSALS_WITH_OWNER}
      WHERE p.id = $1 AND p.deleted_at IS NULL${options.forUpdate ? ' FOR UPDATE OF p' : ''}`,
    [id],
  );
  return row ? proposalFromRow(row) : null;
}

/** A proposal with its current quote's row, read in one query. */
export type ProposalAndQuoteRow = ProposalRow & {
  quote_rated_at: Date | string | null;
  quote_valid_until: Date | string | null;
  quote_result: RatingResult | string | null;
};

/** The proposal with this code and its current quote (one query), or null. */
export async function findProposalWithQuote(
  db: Sql,
  id: string,
): Promise<{ proposal: ProposalRecord; quote: StoredQuote | null } | null> {
  const [row] = await db.query<ProposalAndQuoteRow>(
    `SELECT ${PROPOSAL_COLUMNS}, q.rated_at AS quote_rated_at, q.valid_until AS quote_valid_until,
            q.result AS quote_result
       FROM ${PROPOSALS_WITH_OWNER} LEFT JOIN quotes q ON q.id = p.current_quote_id
      WHERE p.id = $1 AND p.deleted_at IS NULL`,
    [id],
  );
  if (!row) return null;
  const proposal = proposalFromRow(row);
  const quote =
    row.current_quote_id && row.quote_result && row.quote_rated_at && row.quote_valid_until
      ? {
          id: row.current_quote_id,
          proposalId: row.id,
          ratedAt: new Date(row.quote_rated_at).toISOString(),
          validUntil: new Date(row.quote_valid_until).toISOString(),
          result:
            typeof row.quote_result === 'string' ? JSON.parse(row.quote_result) : row.quote_result,
        }
      : null;
  return { proposal, quote };
}

/** The proposals a user owns, newest first, optionally of one scheme or one reference. */
export async function listProposals(
  db: Sql,
  ownerUserId: string,
  filter: { schemeCode?: string | undefined; externalReference?: string | undefined } = {},
): Promise<ProposalRecord[]> {
  const rows = await db.query<ProposalRow>(
    `SELECT ${PROPOSAL_COLUMNS} FROM ${PROPOSALS_WITH_OWNER}
      WHERE p.owner_user_id = $1 AND p.deleted_at IS NULL
        AND ($2::text IS NULL OR p.scheme_code = $2)
        AND ($3::text IS NULL OR upper(p.external_reference) = upper($3))
      ORDER BY p.created_at DESC, p.id`,
    [ownerUserId, filter.schemeCode ?? null, filter.externalReference ?? null],
  );
  return rows.map(proposalFromRow);
}

/** True when the user has a proposal or a policy of this scheme (journey step 1). */
export async function hasProposalOrPolicy(
  db: Sql,
  ownerUserId: string,
  schemeCode: string,
): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM proposals WHERE owner_user_id = $1 AND scheme_code = $2 AND deleted_at IS NULL)
         OR EXISTS (SELECT 1 FROM policies WHERE owner_user_id = $1 AND scheme_code = $2) AS found`,
    [ownerUserId, schemeCode],
  );
  return row?.found === true;
}

/** The fields a change of a proposal may set. */
export type ProposalUpdate = Partial<
  Pick<
    ProposalRecord,
    | 'status'
    | 'data'
    | 'promoCode'
    | 'paymentSchedule'
    | 'voluntaryExcess'
    | 'optionalCovers'
    | 'currentQuoteId'
    | 'verification'
    | 'idCheck'
    | 'autoRenewalEnabled'
    | 'policyId'
    | 'ownerUserId'
    | 'startAt'
    | 'endAt'
  >
>;

const UPDATE_COLUMNS: Record<keyof ProposalUpdate, string> = {
  status: 'status',
  data: 'data',
  promoCode: 'promo_code',
  paymentSchedule: 'payment_schedule',
  voluntaryExcess: 'voluntary_excess',
  optionalCovers: 'optional_covers',
  currentQuoteId: 'current_quote_id',
  verification: 'verification',
  idCheck: 'id_check',
  autoRenewalEnabled: 'auto_renewal_enabled',
  policyId: 'policy_id',
  ownerUserId: 'owner_user_id',
  startAt: 'start_at',
  endAt: 'end_at',
};

const JSON_COLUMNS = new Set<keyof ProposalUpdate>(['data', 'verification', 'idCheck']);

/**
 * Saves `changes` and bumps the version. `expectedVersion` makes it optimistic: a proposal changed
 * by another request since it was read is not overwritten (the caller retries or answers 409).
 * Returns false when the version did not match.
 */
export async function updateProposal(
  db: Sql,
  id: string,
  expectedVersion: number,
  changes: ProposalUpdate,
  at: Date,
): Promise<boolean> {
  const keys = (Object.keys(changes) as (keyof ProposalUpdate)[]).filter(
    (key) => changes[key] !== undefined,
  );
  const params: unknown[] = [id, expectedVersion, at];
  const sets = keys.map((key) => {
    const value = changes[key];
    params.push(JSON_COLUMNS.has(key) && value !== null ? JSON.stringify(value) : value);
    return `${UPDATE_COLUMNS[key]} = $${params.length}`;
  });
  const rows = await db.query<{ id: string }>(
    `UPDATE proposals SET ${[...sets, 'version = version + 1', 'updated_at = $3'].join(', ')}
      WHERE id = $1 AND version = $2 AND deleted_at IS NULL RETURNING id`,
    params,
  );
  return rows.length === 1;
}

/** Marks a proposal deleted: it disappears from every read. */
export async function deleteProposal(db: Sql, id: string, at: Date): Promise<void> {
  await db.query('UPDATE proposals SET deleted_at = $2 WHERE id = $1', [id, at]);
}

/** Appends a status to the proposal's history. */
export async function recordStatus(
  db: Sql,
  proposalId: string,
  status: ProposalStatus,
  reasons: readonly string[],
  at: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO proposal_status_history (proposal_id, status, reasons, at) VALUES ($1, $2, $3, $4)',
    [proposalId, status, JSON.stringify(reasons), at],
  );
}

/** The proposal's statuses, oldest first. */
export async function statusHistory(
  db: Sql,
  proposalId: string,
): Promise<{ status: ProposalStatus; reasons: string[]; at: string }[]> {
  const rows = await db.query<{ status: ProposalStatus; reasons: string[]; at: Date }>(
    'SELECT status, reasons, at FROM proposal_status_history WHERE proposal_id = $1 ORDER BY id',
    [proposalId],
  );
  return rows.map((row) => ({
    status: row.status,
    reasons: row.reasons,
    at: new Date(row.at).toISOString(),
  }));
}
