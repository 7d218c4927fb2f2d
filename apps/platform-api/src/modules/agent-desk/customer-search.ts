import type { Sql } from '../../db/database';
import { listPoliciesOf, registrationsInForce } from '../policy-records';
import {
  type CustomerIdentity,
  HOLDER_ANSWERS,
  IDENTITY_SELECT,
  type IdentityRow,
  identityFromRow,
} from './customer-identity';
import { MATCH_KINDS, type MatchKind, type SearchPlan } from './search-query';

/** The most customers one search answers. */
export const MOST_RESULTS = 20;

/** A policy or quote as a search result lists it. */
type PolicySummary = {
  policyId: string;
  policyNumber: string;
  schemeCode: string;
  status: string;
  registration: string | null;
};
type QuoteSummary = {
  proposalId: string;
  quoteReference: string;
  schemeCode: string;
  status: string;
  registration: string | null;
};

/** One customer found, with what found them and what they hold. */
export type CustomerSearchResult = CustomerIdentity & {
  matchedOn: MatchKind;
  policies: PolicySummary[];
  quotes: QuoteSummary[];
};

// An exact match outranks every name match (whose score is at most 2: prefix plus similarity).
const EXACT_SCORE = 3;

/**
 * Where people's details are searched: policyholders' customers rows, and the answers of the
 * live proposals of customers who have none (a saved quote). Each expression is one that
 * migration 0024 indexes, written the same way, so each condition is an index lookup.
 */
const PEOPLE = [
  {
    from: 'customers c',
    user: 'c.user_id',
    where: 'true',
    firstName: 'c.first_name',
    lastName: 'c.last_name',
    email: 'c.email',
    phone: 'c.phone',
    postcode: `(c.address ->> 'postalCode')`,
    dateOfBirth: (param: string) => `c.date_of_birth = ${param}::date`,
  },
  {
    from: 'proposals p',
    user: 'p.owner_user_id',
    where:
      'p.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM customers c WHERE c.user_id = p.owner_user_id)',
    firstName: `(p.data #>> ${HOLDER_ANSWERS.firstName})`,
    lastName: `(p.data #>> ${HOLDER_ANSWERS.lastName})`,
    email: `(p.data #>> ${HOLDER_ANSWERS.email})`,
    phone: `(p.data #>> ${HOLDER_ANSWERS.phone})`,
    postcode: `(p.data #>> ${HOLDER_ANSWERS.postcode})`,
    dateOfBirth: (param: string) => `(p.data #>> ${HOLDER_ANSWERS.dateOfBirth}) = ${param}::text`,
  },
] as const;
type People = (typeof PEOPLE)[number];

// Below this many letters a soundex code is too coarse to narrow anything ("Sm" is S500).
const SHORTEST_SOUNDED = 4;

/** SQL text with its parameters, numbered as they are added. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A word's match on a name column: its prefix (as the agent types), a near spelling (pg_trgm's
 * %), or for a surname its sound (a transposed "Smtih"); scored 1 for the prefix plus the
 * trigram similarity, so "Smith" for "smith" beats "Smyth". Each way is a condition of its own:
 * the search looks each up in its own index and joins what they find (a planner given the three
 * ORed read every customer instead).
 */
function wordMatch(column: string, word: string, params: Params, sounded: boolean) {
  const value = params.add(word);
  const prefix = params.add(`${word}%`);
  const lowered = `lower(${column})`;
  return {
    conditions: [
      `${lowered} LIKE ${prefix}`,
      `${lowered} % ${value}`,
      ...(sounded && word.length >= SHORTEST_SOUNDED
        ? [`soundex(${column}) = soundex(${value})`]
        : []),
    ],
    score: `((${lowered} LIKE ${prefix})::int + similarity(${lowered}, ${value}))`,
  };
}

function nameBranches(
  people: People,
  name: NonNullable<SearchPlan['name']>,
  params: Params,
): string[] {
  const select = (score: string, where: string) =>
    `SELECT ${people.user} AS user_id, 'name' AS matched_on, ${score} AS score
      FROM ${people.from} WHERE ${people.where} AND ${where}`;
  if ('either' in name) {
    const last = wordMatch(people.lastName, name.either, params, true);
    const first = wordMatch(people.firstName, name.either, params, false);
    const score = `greatest(${last.score}, ${first.score})`;
    return [...last.conditions, ...first.conditions].map((condition) => select(score, condition));
  }
  const last = wordMatch(people.lastName, name.last, params, true);
  const first = name.first ? wordMatch(people.firstName, name.first, params, true) : null;
  const score = `(${last.score} + ${first ? first.score : '0'}) / 2`;
  const firstMatches = first ? ` AND (${first.conditions.join(' OR ')})` : '';
  return last.conditions.map((condition) => select(score, `${condition}${firstMatches}`));
}

function exactBranches(
  kind: Exclude<MatchKind, 'name'>,
  value: string,
  params: Params,
  now: Date,
): string[] {
  const v = params.add(value);
  const hit = (user: string, from: string, where: string) =>
    `SELECT ${user} AS user_id, '${kind}' AS matched_on, ${EXACT_SCORE} AS score FROM ${from} WHERE ${where}`;
  const onPeople = (condition: (people: People) => string) =>
    PEOPLE.map((people) =>
      hit(people.user, people.from, `${people.where} AND ${condition(people)}`),
    );
  switch (kind) {
    case 'email':
      return [
        ...onPeople((people) => `lower(${people.email}) = ${v}`),
        hit('u.id', 'users u', `lower(u.email) = ${v} AND u.kind = 'customer'`),
      ];
    case 'phone':
      return onPeople((people) => `search_phone(${people.phone}) = ${v}`);
    case 'postcode':
      return onPeople((people) => `search_key(${people.postcode}) = ${v}`);
    case 'dateOfBirth':
      return onPeople((people) => people.dateOfBirth(v));
    case 'policyNumber':
      return [
        hit(
          'p.owner_user_id',
          'policies p',
          `search_key(p.policy_number) = ${v} OR substring(p.policy_number from '[0-9]+$') = ${v}`,
        ),
      ];
    case 'quoteReference':
      return [
        hit(
          'p.owner_user_id',
          'proposals p',
          `p.external_reference = ${v} AND p.deleted_at IS NULL`,
        ),
      ];
    case 'registration': {
      // A policy's car: the version in force and any waiting change after it (no later version
      // has started), so a car changed from tomorrow is found by either plate today.
      const at = params.add(now);
      return [
        hit(
          'p.owner_user_id',
          'policy_versions v JOIN policies p ON p.id = v.policy_id',
          `search_key(v.data #>> ${HOLDER_ANSWERS.registration}) = ${v}
            AND NOT EXISTS (SELECT 1 FROM policy_versions w WHERE w.policy_id = v.policy_id
                             AND w.version > v.version AND w.started_at <= ${at})`,
        ),
        hit(
          'p.owner_user_id',
          'proposals p',
          `search_key(p.data #>> ${HOLDER_ANSWERS.registration}) = ${v}
            AND p.deleted_at IS NULL AND p.status <> 'POLICY'`,
        ),
      ];
    }
  }
}

type FoundRow = IdentityRow & { matched_on: MatchKind };

/**
 * The query that finds and ranks a search's customers (at most MOST_RESULTS) with their identity:
 * exact matches first, then names by how closely they match, then by name. Null when the search
 * has nothing to look for.
 */
export function customerSearchQuery(
  plan: SearchPlan,
  now: Date,
): { text: string; values: unknown[] } | null {
  const params = new Params();
  const branches = [
    ...plan.exact.flatMap(({ kind, value }) => exactBranches(kind, value, params, now)),
    ...(plan.name
      ? PEOPLE.flatMap((people) => nameBranches(people, plan.name as never, params))
      : []),
  ];
  if (branches.length === 0) return null;
  const kinds = params.add([...MATCH_KINDS]);
  const text = `WITH hits AS (${branches.join('\n UNION ALL\n')}),
          best AS (SELECT DISTINCT ON (user_id) user_id, matched_on, score FROM hits
                    ORDER BY user_id, score DESC, array_position(${kinds}::text[], matched_on))
     SELECT who.*, best.matched_on, best.score FROM best
       CROSS JOIN LATERAL (${IDENTITY_SELECT} AND u.id = best.user_id) who
      ORDER BY best.score DESC, lower(who.last_name), lower(who.first_name), who.user_id
      LIMIT ${MOST_RESULTS}`;
  return { text, values: params.values };
}

/**
 * The customers a search finds, the best match first (customerSearchQuery), each with what they
 * hold: one query finds and ranks them, two more list their policies and quotes.
 */
export async function searchCustomers(
  db: Sql,
  plan: SearchPlan,
  now: Date,
): Promise<CustomerSearchResult[]> {
  const query = customerSearchQuery(plan, now);
  if (!query) return [];
  const rows = await db.query<FoundRow>(query.text, query.values);
  const userIds = rows.map((row) => row.user_id);
  const [policies, quotes] = await Promise.all([
    policySummaries(db, userIds, now),
    quoteSummaries(db, userIds),
  ]);
  return rows.map((row) => ({
    ...identityFromRow(row),
    matchedOn: row.matched_on,
    policies: policies.get(row.user_id) ?? [],
    quotes: quotes.get(row.user_id) ?? [],
  }));
}

function grouped<T>(entries: [string, T][]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const [key, value] of entries) groups.set(key, [...(groups.get(key) ?? []), value]);
  return groups;
}

/** The customers' policies, newest first, each with the car of its version in force. */
async function policySummaries(
  db: Sql,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, PolicySummary[]>> {
  const policies = await listPoliciesOf(db, userIds);
  const registrations = await registrationsInForce(
    db,
    policies.map((policy) => policy.id),
    now,
  );
  return grouped(
    policies.map((policy) => [
      policy.ownerUserId,
      {
        policyId: policy.id,
        policyNumber: policy.policyNumber,
        schemeCode: policy.schemeCode,
        status: policy.status,
        registration: registrations.get(policy.id) ?? null,
      },
    ]),
  );
}

/**
 * The customers' quotes: live proposals not bought (a bought one is listed as its policy), newest
 * first. One query for every customer found, where the proposals module reads one owner's.
 */
async function quoteSummaries(
  db: Sql,
  userIds: readonly string[],
): Promise<Map<string, QuoteSummary[]>> {
  const rows = await db.query<{
    id: string;
    owner_user_id: string;
    external_reference: string;
    scheme_code: string;
    status: string;
    registration: string | null;
  }>(
    `SELECT p.id, p.owner_user_id, p.external_reference, p.scheme_code, p.status,
            nullif(btrim(p.data #>> ${HOLDER_ANSWERS.registration}), '') AS registration
       FROM proposals p
      WHERE p.owner_user_id = ANY($1::text[]) AND p.deleted_at IS NULL AND p.status <> 'POLICY'
      ORDER BY p.updated_at DESC, p.id`,
    [userIds],
  );
  return grouped(
    rows.map((row) => [
      row.owner_user_id,
      {
        proposalId: row.id,
        quoteReference: row.external_reference,
        schemeCode: row.scheme_code,
        status: row.status,
        registration: row.registration,
      },
    ]),
  );
}
