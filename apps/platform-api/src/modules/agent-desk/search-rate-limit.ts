import type { FastifyReply } from 'fastify';
import { ApiError } from '../../http/problem';
import { countHit, dropEndedWindows, type RateLimit } from '../../http/rate-limit-windows';
import type { PlatformContext } from '../../platform-context';

/**
 * Searches per agent and minute: two a second for a minute is well past an agent typing (the
 * console searches as they type, after a pause), well short of a script copying the customer
 * base out page by page.
 */
export const SEARCH_RATE_LIMIT = { hits: 120, windowMs: 60_000 } as const satisfies RateLimit;

const KEY_PREFIX = 'agent-search:';

/**
 * Counts one search of the agent in rate_limit_windows (shared by every instance, kept across
 * restarts) and answers 429 with Retry-After when the agent is over the limit.
 */
export async function limitAgentSearches(
  context: PlatformContext,
  agentUserId: string,
  reply: FastifyReply,
): Promise<void> {
  const now = context.clock.now();
  await dropEndedWindows(context.db, KEY_PREFIX, SEARCH_RATE_LIMIT, now);
  const count = await countHit(context.db, `${KEY_PREFIX}${agentUserId}`, SEARCH_RATE_LIMIT, now);
  if (count.allowed) return;
  reply.header('retry-after', String(count.retryAfterSeconds));
  throw new ApiError(
    'too-many-requests',
    `Too many searches. Try again in ${count.retryAfterSeconds} seconds.`,
    { code: 'rateLimit.exceeded' },
  );
}
