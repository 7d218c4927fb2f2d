import { asDisclosureAnswers, DISCLOSURE_PATHS, type DisclosureAnswers } from '@brand/config';
import type { FormValues } from '@brand/forms';
import { answerJsonPath } from '../../db/answer-json-path';
import type { Sql } from '../../db/database';

const VEHICLE_VRN = answerJsonPath(DISCLOSURE_PATHS.vehicle, 'vrn');

/**
 * The choices a version holds beside its answers: the voluntary excess and optional covers an
 * adjustment gave it. Absent ones are the bought proposal's (the first version holds none).
 */
export type VersionChoices = { voluntaryExcess?: number; optionalCovers?: string[] };

/** One version of a policy's cover: the quote it was sold on and the disclosure it holds. */
export type PolicyVersionRecord = {
  policyId: string;
  version: number;
  quoteId: string;
  /** The disclosure answers the version was sold on. */
  data: DisclosureAnswers;
  /** The excess and covers it changed from the bought proposal's. */
  choices: VersionChoices;
  /** When this version takes effect: the start, or a change's effective time. */
  startedAt: string;
  createdAt: string;
};

/** Stores a version of a policy's cover. */
export async function insertPolicyVersion(db: Sql, version: PolicyVersionRecord): Promise<void> {
  await db.query(
    `INSERT INTO policy_versions (policy_id, version, quote_id, data, choices, started_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      version.policyId,
      version.version,
      version.quoteId,
      JSON.stringify(version.data),
      JSON.stringify(version.choices),
      version.startedAt,
      version.createdAt,
    ],
  );
}

type PolicyVersionRow = {
  policy_id: string;
  version: number;
  quote_id: string;
  data: FormValues | string;
  choices: VersionChoices | string;
  started_at: Date | string;
  created_at: Date | string;
};

const VERSION_COLUMNS =
  'v.policy_id, v.version, v.quote_id, v.data, v.choices, v.started_at, v.created_at';

function versionFromRow(row: PolicyVersionRow): PolicyVersionRecord {
  return {
    policyId: row.policy_id,
    version: row.version,
    quoteId: row.quote_id,
    data: asDisclosureAnswers(typeof row.data === 'string' ? JSON.parse(row.data) : row.data),
    choices: typeof row.choices === 'string' ? JSON.parse(row.choices) : row.choices,
    startedAt: new Date(row.started_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The policy's latest version, or null: the cover as the last committed change left it, which may
 * not have taken effect yet. What a new change builds on and numbers itself after; anything shown
 * to people reads policyVersionInForce instead.
 */
export async function latestPolicyVersion(
  db: Sql,
  policyId: string,
): Promise<PolicyVersionRecord | null> {
  const [row] = await db.query<PolicyVersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM policy_versions v
      WHERE v.policy_id = $1 ORDER BY v.version DESC LIMIT 1`,
    [policyId],
  );
  return row ? versionFromRow(row) : null;
}

/**
 * The order that puts a policy's version in force at the time `$at` first (versions `v` of policy
 * `p`): those started by then (all of them before the policy starts), latest first.
 */
function inForceFirst(at: string): string {
  return `(v.started_at <= ${at} OR ${at} < p.incepted_at) DESC, v.version DESC`;
}

/**
 * The version of the policy's cover in force at `at` (ADR 0041), or null: the latest version
 * whose start has come. Before the policy starts it is the latest version, since every change
 * made before the start takes effect at the start (a start-date change moves the inception, and
 * the version it made starts then, so the versions' own starts do not order a policy not yet
 * started). A later version whose start is still to come is waiting: it is not shown yet.
 */
export async function policyVersionInForce(
  db: Sql,
  policyId: string,
  at: Date,
): Promise<PolicyVersionRecord | null> {
  // Versions started by `at` first (all of them before the start), latest first; a policy
  // whose versions all start later than `at` after its start cannot be made, and would answer
  // its latest rather than nothing.
  const [row] = await db.query<PolicyVersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM policy_versions v JOIN policies p ON p.id = v.policy_id
      WHERE v.policy_id = $1
      ORDER BY ${inForceFirst('$2')} LIMIT 1`,
    [policyId, at],
  );
  return row ? versionFromRow(row) : null;
}

/**
 * The registration of the car each policy's version in force at `at` insures (policyVersionInForce
 * for many policies in one query, for lists): by policy id, a policy with none left out.
 */
export async function registrationsInForce(
  db: Sql,
  policyIds: readonly string[],
  at: Date,
): Promise<Map<string, string>> {
  const rows = await db.query<{ policy_id: string; vrn: string | null }>(
    `SELECT DISTINCT ON (v.policy_id) v.policy_id, v.data #>> ${VEHICLE_VRN} AS vrn
       FROM policy_versions v JOIN policies p ON p.id = v.policy_id
      WHERE v.policy_id = ANY($1::text[])
      ORDER BY v.policy_id, ${inForceFirst('$2')}`,
    [policyIds, at],
  );
  return new Map(
    rows.flatMap((row) => (row.vrn?.trim() ? [[row.policy_id, row.vrn] as const] : [])),
  );
}

/** The registration of the car a version insures, or null when it has none yet. */
export function insuredRegistration(version: PolicyVersionRecord | null): string | null {
  const vrn = version?.data.vehicle?.vrn;
  return typeof vrn === 'string' && vrn.trim() !== '' ? vrn : null;
}

/**
 * The bought proposal as a version holds it: the version's answers, and its excess and covers
 * where an adjustment changed them. Every reader of a version (the policy page, its documents, the
 * next change's base) reads it through this, so they state one excess and one set of covers.
 */
export function asOfVersion<
  T extends { data: unknown; voluntaryExcess: number; optionalCovers: string[] },
>(bought: T, version: PolicyVersionRecord): T & { data: DisclosureAnswers } {
  return {
    ...bought,
    data: version.data,
    voluntaryExcess: version.choices.voluntaryExcess ?? bought.voluntaryExcess,
    optionalCovers: version.choices.optionalCovers ?? bought.optionalCovers,
  };
}
