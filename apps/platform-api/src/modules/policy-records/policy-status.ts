import type { PolicyStatus } from '@brand/domain';

/**
 * The status a new policy starts in: ACTIVE when its cover has already started (an immediate
 * start), PENDING while the start is still ahead.
 */
export function initialPolicyStatus(inceptedAt: string, now: Date): PolicyStatus {
  return new Date(inceptedAt).getTime() <= now.getTime() ? 'ACTIVE' : 'PENDING';
}

/**
 * The status a policy holds at `now`: a PENDING policy becomes ACTIVE once its start has passed.
 * Every other status is left to the lifecycle jobs (lapse, renewal, cancellation).
 */
export function policyStatusAt(
  policy: { status: PolicyStatus; inceptedAt: string },
  now: Date,
): PolicyStatus {
  return policy.status === 'PENDING' ? initialPolicyStatus(policy.inceptedAt, now) : policy.status;
}
