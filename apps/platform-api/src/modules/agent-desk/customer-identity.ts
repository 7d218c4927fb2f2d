import { DISCLOSURE_PATHS } from '@brand/config';
import { answerJsonPath } from '../../db/answer-json-path';
import type { Sql } from '../../db/database';

/** The facts an agent checks a caller against (the contract's identity fields). */
export type CustomerIdentity = {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  postcode: string | null;
  email: string | null;
  phone: string | null;
};

/** The answers of a proposal a customer is found and known by, as JSON paths in its data. */
export const HOLDER_ANSWERS = {
  firstName: answerJsonPath(DISCLOSURE_PATHS.policyholderName, 'firstName'),
  lastName: answerJsonPath(DISCLOSURE_PATHS.policyholderName, 'lastName'),
  dateOfBirth: answerJsonPath(DISCLOSURE_PATHS.policyholderDateOfBirth),
  postcode: answerJsonPath(DISCLOSURE_PATHS.policyholderAddress, 'postalCode'),
  email: answerJsonPath(DISCLOSURE_PATHS.policyholderEmail),
  phone: answerJsonPath(DISCLOSURE_PATHS.policyholderPhone),
  registration: answerJsonPath(DISCLOSURE_PATHS.vehicle, 'vrn'),
} as const;

/** A customer identity row as IDENTITY_SELECT answers it. */
export type IdentityRow = {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  postcode: string | null;
  email: string | null;
  phone: string | null;
};

/**
 * Every customer user (users.kind 'customer') with their identity: a policyholder's from their
 * customers row; lacking one (a signed-in customer with a saved quote), from the answers of
 * their latest live proposal, the email falling back to the one they sign in with. Anonymous
 * visitors, merged visitors and agents are never in it: they cannot be acted for.
 */
export const IDENTITY_SELECT = `SELECT u.id AS user_id,
    COALESCE(c.first_name, q.data #>> ${HOLDER_ANSWERS.firstName}) AS first_name,
    COALESCE(c.last_name, q.data #>> ${HOLDER_ANSWERS.lastName}) AS last_name,
    COALESCE(to_char(c.date_of_birth, 'YYYY-MM-DD'), q.data #>> ${HOLDER_ANSWERS.dateOfBirth})
      AS date_of_birth,
    COALESCE(c.address ->> 'postalCode', q.data #>> ${HOLDER_ANSWERS.postcode}) AS postcode,
    COALESCE(c.email, q.data #>> ${HOLDER_ANSWERS.email}, u.email) AS email,
    COALESCE(c.phone, q.data #>> ${HOLDER_ANSWERS.phone}) AS phone
  FROM users u
  LEFT JOIN customers c ON c.user_id = u.id
  LEFT JOIN LATERAL (
    SELECT p.data FROM proposals p
     WHERE p.owner_user_id = u.id AND p.deleted_at IS NULL AND c.id IS NULL
     ORDER BY p.updated_at DESC, p.id DESC LIMIT 1) q ON true
  WHERE u.kind = 'customer'`;

/** The identity of a row of IDENTITY_SELECT. */
export function identityFromRow(row: IdentityRow): CustomerIdentity {
  return {
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    postcode: row.postcode,
    email: row.email,
    phone: row.phone,
  };
}

/** One customer user's identity, or null for an unknown id, an agent's or a visitor's. */
export async function findCustomerIdentity(
  db: Sql,
  userId: string,
): Promise<CustomerIdentity | null> {
  const [row] = await db.query<IdentityRow>(`${IDENTITY_SELECT} AND u.id = $1`, [userId]);
  return row ? identityFromRow(row) : null;
}
