import { randomUUID } from 'node:crypto';
import { DISCLOSURE_PATHS } from '@brand/config';
import { normalisePostcode } from '@brand/domain';
import { answerJsonPath } from '../../db/answer-json-path';
import { ApiError } from '../../http/problem';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../http/tokens';
import type { PlatformContext } from '../../platform-context';

type SessionKind = 'anonymous' | 'back-book' | 'sign-in';

async function startSession(
  context: PlatformContext,
  userId: string,
  kind: SessionKind,
  anonymous: boolean,
): Promise<string> {
  const sessionId = randomUUID();
  const now = context.clock.now();
  await context.db.query(
    'INSERT INTO sessions (id, user_id, kind, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [sessionId, userId, kind, now, new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000)],
  );
  return context.tokens.issue(userId, sessionId, { anonymous, roles: [], permissions: [] });
}

/** A new anonymous visitor: a user of kind anonymous and a token for it. */
export async function createAnonymousSession(context: PlatformContext): Promise<string> {
  const userId = `anon_${randomUUID()}`;
  await context.db.query('INSERT INTO users (id, kind, created_at) VALUES ($1, $2, $3)', [
    userId,
    'anonymous',
    context.clock.now(),
  ]);
  return startSession(context, userId, 'anonymous', true);
}

/** What retrieving a saved quote asks: the quote's reference and two facts of its policyholder. */
export type BackBookRetrieval = {
  externalReference: string;
  dateOfBirth: string;
  postcode: string;
};

// The answers a back-book retrieval matches on.
const DATE_OF_BIRTH = answerJsonPath(DISCLOSURE_PATHS.policyholderDateOfBirth);
const POSTCODE = answerJsonPath(DISCLOSURE_PATHS.policyholderAddress, 'postalCode');

const RETRIEVE_FAILED = 'We could not find a saved quote with those details.';

/**
 * Retrieves a saved quote: a token for the anonymous visitor who saved it. Every wrong
 * combination answers the same 401, so the call tells nothing about which part was wrong.
 * Only a quote still being bought is found: a token of the visitor reads everything the visitor
 * holds, so a bought proposal (a policy), or any quote of a visitor who holds a policy (its
 * renewal, its upgrade, another quote bought alongside), answers as a wrong combination does;
 * a policy is reached by signing in. A quote held by a registered account is retrieved by
 * signing in too, never by these three facts.
 */
export async function retrieveBackBookSession(
  context: PlatformContext,
  retrieval: BackBookRetrieval,
): Promise<string> {
  const [row] = await context.db.query<{
    owner_user_id: string;
    date_of_birth: string | null;
    postcode: string | null;
  }>(
    `SELECT p.owner_user_id,
            p.data #>> ${DATE_OF_BIRTH} AS date_of_birth,
            p.data #>> ${POSTCODE} AS postcode
       FROM proposals p JOIN users u ON u.id = p.owner_user_id
      WHERE upper(p.external_reference) = upper($1) AND p.deleted_at IS NULL
        AND p.status <> 'POLICY' AND u.kind = 'anonymous'
        AND NOT EXISTS (SELECT 1 FROM policies o WHERE o.owner_user_id = p.owner_user_id)`,
    [retrieval.externalReference.trim()],
  );
  const matches =
    row !== undefined &&
    row.date_of_birth === retrieval.dateOfBirth &&
    row.postcode !== null &&
    normalisePostcode(row.postcode) === normalisePostcode(retrieval.postcode);
  if (!matches) throw new ApiError('unauthorized', RETRIEVE_FAILED, { code: 'retrieve.notFound' });
  return startSession(context, row.owner_user_id, 'back-book', true);
}
