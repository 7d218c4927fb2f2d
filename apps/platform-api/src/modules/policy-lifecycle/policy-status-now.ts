import type { PlatformContext } from '../../platform-context';
import { findPolicy, type PolicyRecord } from '../policy-records';
import { clockTransitionsDue } from './clock-transitions';
import { transitionPolicy } from './policy-transitions';

/**
 * Brings one policy's status up to date with the clock before it is shown (its start, its term's
 * end), through the same recorded transitions as the lifecycle job, so a read between two runs
 * never shows a policy that has ended as ACTIVE. The lapse for unpaid collections stays the job's:
 * its grace is the job's setting.
 */
export async function policyWithStatusNow(
  context: PlatformContext,
  policy: PolicyRecord,
): Promise<PolicyRecord> {
  const due = await clockTransitionsDue(context.db, context.clock.now(), policy.id);
  if (due.length === 0) return policy;
  for (const transition of due) await transitionPolicy(context, transition);
  // Read again: another instance may have moved it first, or further.
  return (await findPolicy(context.db, policy.id)) ?? policy;
}
