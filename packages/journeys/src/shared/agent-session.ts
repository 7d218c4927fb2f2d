// Whether the signed-in user is an agent acting for a customer (spec 000 roles, 002 §5): the
// access token's access:impersonate permission, the claim the admin gate and the platform check.
import { IMPERSONATE_PERMISSION, useHoldsPermission } from '@brand/app-shell';

/**
 * True for an agent, false for a customer or a visitor, null while the token is being read. Only
 * chooses what to show: the platform refuses an agent's phone payment unless they act for a
 * customer, and a customer's hosted card checkout to an agent.
 */
export function useAgentSession(): boolean | null {
  return useHoldsPermission(IMPERSONATE_PERMISSION);
}
