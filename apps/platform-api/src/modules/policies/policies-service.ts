import { actingUserId, assertOwner } from '../../http/access';
import type { Principal } from '../../http/principal';
import { notFound } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { policyWithStatusNow } from '../policy-lifecycle';
import { findPolicy, listPolicies, type PolicyRecord } from '../policy-records';

/**
 * The caller's policies, each with its status brought up to date with the clock through the
 * lifecycle's recorded transitions (the caller sorts them).
 */
export async function listOwnPolicies(
  context: PlatformContext,
  principal: Principal,
  filter: { schemeCode?: string | undefined },
): Promise<PolicyRecord[]> {
  const policies = await listPolicies(context.db, actingUserId(principal), filter);
  return Promise.all(policies.map((policy) => policyWithStatusNow(context, policy)));
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
  return policyWithStatusNow(context, policy);
}
