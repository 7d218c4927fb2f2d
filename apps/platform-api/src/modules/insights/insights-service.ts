import { randomUUID } from 'node:crypto';
import type { Static } from 'typebox';
import { assertOwner } from '../../http/access';
import type { Principal } from '../../http/principal';
import { notFound } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { findPolicy } from '../policy-records';
import { loadOwnedProposal } from '../proposals';
import type { FeedbackBody, ImpressionBody } from './insights-schemas';

/**
 * Keeps a customer's rating of a purchase, change or cancellation of one of their policies. Once
 * per customer, kind and policy (the prompt shows once): a repeat, from a replay or a second tab,
 * keeps the first and says it recorded nothing.
 */
export async function recordFeedback(
  context: PlatformContext,
  principal: Principal,
  body: Static<typeof FeedbackBody>,
): Promise<boolean> {
  const policy = await findPolicy(context.db, body.tags.policyId);
  if (!policy) throw notFound('Policy');
  assertOwner(principal, policy.ownerUserId, 'Policy');
  const comment = body.comment?.trim() || null;
  const rows = await context.db.query<{ id: string }>(
    `INSERT INTO feedback (id, user_id, type, rating, comment, policy_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, type, policy_id) DO NOTHING RETURNING id`,
    [
      `fb_${randomUUID()}`,
      policy.ownerUserId,
      body.type,
      body.rating,
      comment,
      policy.id,
      context.clock.now(),
    ],
  );
  return rows.length === 1;
}

/**
 * Records that a visitor arriving with tracking parameters saw a proposal (spec 002 §7): once per
 * proposal per session; a repeat records nothing and says so.
 */
export async function recordImpression(
  context: PlatformContext,
  principal: Principal,
  body: Static<typeof ImpressionBody>,
): Promise<boolean> {
  const proposal = await loadOwnedProposal(context.db, principal, body.proposalCode);
  const values = Object.fromEntries(
    Object.entries(body.values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  const rows = await context.db.query<{ proposal_id: string }>(
    `INSERT INTO impressions (proposal_id, session_id, tracking_values, created_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT (proposal_id, session_id) DO NOTHING RETURNING proposal_id`,
    [proposal.id, principal.sessionId, JSON.stringify(values), context.clock.now()],
  );
  return rows.length === 1;
}
