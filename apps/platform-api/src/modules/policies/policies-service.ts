import { actingUserId, assertOwner } from '../../http/access';
import type { Principal } from '../../http/principal';
import { notFound } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import {
  findPolicy,
  listPolicies,
  type PolicyRecord,
  policyStatusAt,
  updatePolicyStatus,
} from '../policy-records';

/**
 * Brings a policy's status up to date with the clock (PENDING to ACTIVE once its start passes)
 * and saves the change, as refreshExpiry does for proposals: every read goes through it.
 */
export async function refreshPolicyStatus(
  context: PlatformContext,
  policy: PolicyRecord,
): Promise<PolicyRecord> {
  const status = policyStatusAt(policy, context.clock.now());
  if (status === policy.status) return policy;
  // A concurrent read may have moved it first; either way it now holds `status`.
  await updatePolicyStatus(context.db, policy.id, policy.status, status);
  return { ...policy, status };
}

/** The caller's policies, each with its status brought up to date (the caller sorts them). */
export async function listOwnPolicies(
  context: PlatformContext,
  principal: Principal,
  filter: { schemeCode?: string | undefined },
): Promise<PolicyRecord[]> {
  const policies = await listPolicies(context.db, actingUserId(principal), filter);
  return Promise.all(policies.map((policy) => refreshPolicyStatus(context, policy)));
}

/** One of the caller's policies; another's answers 404, as one that does not exist. */
export async function getOwnPolicy(
  context: PlatformContext,
  principal: Principal,
  id: string,
): Promise<PolicyRecord> {
  const policy = await findPolicy(context.db, id);
  if (!policy) throw notFound('Policy');
  assertOwner(principal, policy.ownerUserId, 'Policy');
  return refreshPolicyStatus(context, policy);
}
