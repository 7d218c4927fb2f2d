import type { PolicyStatus } from '@brand/domain';

/**
 * The status a new policy starts in: ACTIVE when its cover has already started (an immediate
 * start), PENDING while the start is still ahead.
 */
export function initialPolicyStatus(inceptedAt: string, now: Date): PolicyStatus {
  return new Date(inceptedAt).getTime() <= now.getTime() ? 'ACTIVE' : 'PENDING';
}
