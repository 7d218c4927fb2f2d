import type { FastifyReply } from 'fastify';
import { ApiError } from '../../http/problem';
import { countHit, dropEndedWindows, type RateLimit } from '../../http/rate-limit-windows';
import type { PlatformContext } from '../../platform-context';

/**
 * Messages (and conversations opened) per customer and minute: one every two seconds for a minute
 * is past anyone typing, short of a script filling the agents' queue.
 */
export const CHAT_SEND_RATE_LIMIT = { hits: 30, windowMs: 60_000 } as const satisfies RateLimit;

const KEY_PREFIX = 'chat-send:';

/**
 * Counts one send of the caller in rate_limit_windows (shared by every instance) and answers 429
 * with Retry-After when they are over the limit.
 */
export async function limitChatSends(
  context: PlatformContext,
  callerUserId: string,
  reply: FastifyReply,
): Promise<void> {
  const now = context.clock.now();
  await dropEndedWindows(context.db, KEY_PREFIX, CHAT_SEND_RATE_LIMIT, now);
  const count = await countHit(
    context.db,
    `${KEY_PREFIX}${callerUserId}`,
    CHAT_SEND_RATE_LIMIT,
    now,
  );
  if (count.allowed) return;
  reply.header('retry-after', String(count.retryAfterSeconds));
  throw new ApiError(
    'too-many-requests',
    `Too many messages. Try again in ${count.retryAfterSeconds} seconds.`,
    { code: 'rateLimit.exceeded' },
  );
}
