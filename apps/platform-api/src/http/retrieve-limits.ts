import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../platform-context';
import { ApiError } from './problem';
import { countHit, dropEndedWindows, type RateLimit } from './rate-limit-windows';

/** The window the retrieve limits count in: 15 minutes. */
export const RETRIEVE_WINDOW_MS = 15 * 60 * 1000;

/**
 * How often a saved quote may be asked for (POST /session/back-book): per quote reference, so
 * nobody can try many dates of birth and postcodes against one quote, and per client address, so
 * nobody can try many references. A visitor who mistypes has 10 tries; an office behind one
 * address has 30 in a window. Every attempt counts, right or wrong, found or not: the limit tells
 * nothing about whether a reference exists.
 */
export const RETRIEVE_LIMITS = {
  perReference: { hits: 10, windowMs: RETRIEVE_WINDOW_MS },
  perClient: { hits: 30, windowMs: RETRIEVE_WINDOW_MS },
} as const satisfies Record<string, RateLimit>;

const KEY_PREFIX = 'retrieve:';

/** The limited key of a quote reference, as the retrieve matches it (trimmed, any case). */
export function referenceKey(externalReference: string): string {
  return `${KEY_PREFIX}reference:${externalReference.trim().toUpperCase()}`;
}

/** The limited key of a client (its address as the platform sees it). */
export function clientKey(address: string): string {
  return `${KEY_PREFIX}client:${address}`;
}

/**
 * A preHandler for the retrieve: counts the attempt against both limits and answers 429 (with
 * Retry-After) when either is over, before the quote is looked at.
 */
export function limitRetrieveAttempts(context: PlatformContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const body = request.body as { externalReference?: unknown } | null;
    const reference = typeof body?.externalReference === 'string' ? body.externalReference : '';
    const now = context.clock.now();
    await dropEndedWindows(context.db, KEY_PREFIX, RETRIEVE_LIMITS.perReference, now);
    const counts = [
      await countHit(context.db, clientKey(request.ip), RETRIEVE_LIMITS.perClient, now),
      await countHit(context.db, referenceKey(reference), RETRIEVE_LIMITS.perReference, now),
    ];
    const refused = counts.filter((count) => !count.allowed);
    if (refused.length === 0) return;
    const retryAfter = Math.max(...refused.map((count) => count.retryAfterSeconds));
    reply.header('retry-after', String(retryAfter));
    throw new ApiError(
      'too-many-requests',
      `Too many attempts to retrieve a quote. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
      { code: 'retrieve.tooManyAttempts' },
    );
  };
}
