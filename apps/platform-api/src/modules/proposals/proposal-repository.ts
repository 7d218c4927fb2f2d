import type { ProposalStatus } from '@brand/domain';
import type { Sql } from '../../db/database';
import { type ProposalRecord, type ProposalRow, proposalFromRow } from './proposal-record';
import {
  quoteById,
  type StoredQuote,
  type StoredQuoteJson,
  storedQuoteOf,
} from './quote-repository';

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

/** Stores a new proposal, its first version and its first status, in one statement. */
export async function insertProposal(db: Sql, proposal: NewProposal): Promise<void> {
  await db.query(
    `WITH created AS (
       INSERT INTO proposals (id, owner_user_id, scheme_code, brand, kind, status, source,
         external_reference, data, promo_code, source_proposal_id, source_policy_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
       RETURNING id, version, status, data, payment_schedule, voluntary_excess, optional_covers
     ), first_version AS (
       INSERT INTO proposal_versions (proposal_id, version, saved_at, status, data, payment_schedule,
         voluntary_excess, optional_covers)
       SELECT id, version, $13, status, data, payment_schedule, voluntary_excess, optional_covers
         FROM created
     )
     INSERT INTO proposal_status_history (proposal_id, status, reasons, at)
     SELECT id, status, '[]', $13 FROM created`,
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

/** A proposal with its current quote as stored (see quoteById), read in one query. */
export type ProposalAndQuoteRow = ProposalRow & { quote_json: StoredQuoteJson | string | null };

/** The proposal with this code and its current quote (one query), or null. */
export async function findProposalWithQuote(
  db: Sql,
  id: string,
): Promise<{ proposal: ProposalRecord; quote: StoredQuote | null } | null> {
  const [row] = await db.query<ProposalAndQuoteRow>(
    `SELECT ${PROPOSAL_COLUMNS}, q.quote AS quote_json
       FROM ${PROPOSALS_WITH_OWNER}
       LEFT JOIN LATERAL (${quoteById('p.current_quote_id')}) q ON true
      WHERE p.id = $1 AND p.deleted_at IS NULL`,
    [id],
  );
  if (!row) return null;
  return { proposal: proposalFromRow(row), quote: storedQuoteOf(row.quote_json) };
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

/** The columns a version row repeats from the proposal: its answers, choices, status and quote. */
const VERSION_COLUMNS = [
  'status',
  'data',
  'paymentSchedule',
  'voluntaryExcess',
  'optionalCovers',
  'currentQuoteId',
] as const satisfies readonly (keyof ProposalUpdate)[];

/** What a save appends beside its changes: the quote it rated, the status it records. */
export type VersionExtras = {
  /** The quote rated by this save (its id is `changes.currentQuoteId`), held in the version row. */
  quote?: StoredQuote | null | undefined;
  /** The status history row of a save that changes the status. */
  history?: { status: ProposalStatus; reasons: readonly string[] } | undefined;
};

/**
 * Saves `changes` as the proposal's next version, in one statement: it appends the row
 * (proposal_id, expectedVersion + 1) to proposal_versions with the answers, choices, status and
 * the quote this save rated, moves the current view (`proposals`) to it and, when asked, records
 * the status. The version row's key is the optimistic lock: a version is appended once, so of two
 * saves made from the same version only one lands; the other appends nothing and changes nothing.
 * The proposal's row is locked before the append, in the order every transaction that reads it
 * FOR UPDATE and then saves takes them, so a save waits behind such a transaction (and then finds
 * its version gone) rather than deadlocking with it. Returns false when nothing was saved: the
 * version was taken or passed, or the proposal is gone.
 */
export async function updateProposal(
  db: Sql,
  id: string,
  expectedVersion: number,
  changes: ProposalUpdate,
  at: Date,
  extras: VersionExtras = {},
): Promise<boolean> {
  const keys = (Object.keys(changes) as (keyof ProposalUpdate)[]).filter(
    (key) => changes[key] !== undefined,
  );
  const params: unknown[] = [id, expectedVersion, at];
  const placeholders = new Map<keyof ProposalUpdate, string>();
  for (const key of keys) {
    const value = changes[key];
    params.push(JSON_COLUMNS.has(key) && value !== null ? JSON.stringify(value) : value);
    placeholders.set(key, `$${params.length}`);
  }
  // A version column takes the change when there is one, else the proposal's current value.
  const versioned = (key: (typeof VERSION_COLUMNS)[number]) => {
    const placeholder = placeholders.get(key);
    if (!placeholder) return `p.${UPDATE_COLUMNS[key]}`;
    if (key === 'data') return `${placeholder}::jsonb`;
    if (key === 'optionalCovers') return `${placeholder}::text[]`;
    if (key === 'voluntaryExcess') return `${placeholder}::integer`;
    return `${placeholder}::text`;
  };
  params.push(extras.quote ? JSON.stringify(extras.quote) : null);
  const quoteParam = `$${params.length}::jsonb`;
  const sets = keys.map((key) => `${UPDATE_COLUMNS[key]} = ${placeholders.get(key)}`);
  let history = '';
  if (extras.history) {
    params.push(extras.history.status, JSON.stringify(extras.history.reasons));
    history = `, history AS (
       INSERT INTO proposal_status_history (proposal_id, status, reasons, at)
       SELECT proposal_id, $${params.length - 1}, $${params.length}::jsonb, $3 FROM appended
     )`;
  }
  const [row] = await db.query<{ saved: number }>(
    `WITH appended AS (
       INSERT INTO proposal_versions (proposal_id, version, saved_at, status, data, payment_schedule,
         voluntary_excess, optional_covers, quote_id, quote)
       SELECT p.id, p.version + 1, $3, ${VERSION_COLUMNS.map(versioned).join(', ')}, ${quoteParam}
         FROM proposals p
        WHERE p.id = $1 AND p.version = $2 AND p.deleted_at IS NULL
          FOR NO KEY UPDATE OF p
       ON CONFLICT (proposal_id, version) DO NOTHING
       RETURNING proposal_id, version
     ), moved AS (
       UPDATE proposals SET ${[...sets, 'version = appended.version', 'updated_at = $3'].join(', ')}
         FROM appended WHERE proposals.id = appended.proposal_id
       RETURNING proposals.id
     )${history}
     SELECT count(*)::int AS saved FROM moved`,
    params,
  );
  return row?.saved === 1;
}

/**
 * Saves a change worked out from each live proposal's current state as its next version (for
 * changes of several proposals at once: a visitor's merge, a policy's renewals). A proposal whose
 * version a concurrent save took is read again and its change worked out anew, so neither save is
 * lost. Answers the ids saved.
 */
export async function updateEachCurrent(
  db: Sql,
  ids: readonly string[],
  change: (current: ProposalRecord) => ProposalUpdate,
  at: Date,
): Promise<string[]> {
  const saved: string[] = [];
  for (const id of ids) {
    for (let attempt = 0; ; attempt += 1) {
      const current = await findProposal(db, id);
      if (!current) break;
      if (await updateProposal(db, id, current.version, change(current), at)) {
        saved.push(id);
        break;
      }
      // Each retry follows a save that did land; a proposal saved this often is contended.
      if (attempt === 4) throw new Error(`Proposal ${id} kept changing under a save.`);
    }
  }
  return saved;
}

/** Marks a proposal deleted: it disappears from every read. */
export async function deleteProposal(db: Sql, id: string, at: Date): Promise<void> {
  await db.query('UPDATE proposals SET deleted_at = $2 WHERE id = $1', [id, at]);
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
