import type { ActingPrincipal } from '../../http/impersonation';

/** The user id the audit log names for what the checkout does on a provider's word. */
export const CHECKOUT_ACTOR = 'system:checkout';

/**
 * Who binds when a payment's webhook (or the reconcile job) binds a proposal: the platform,
 * acting for the proposal's owner, so ownership checks and the audit read as they do for an agent.
 */
export function checkoutPrincipal(ownerUserId: string): ActingPrincipal {
  return {
    userId: CHECKOUT_ACTOR,
    sessionId: CHECKOUT_ACTOR,
    anonymous: false,
    roles: [],
    permissions: [],
    actingForUserId: ownerUserId,
  };
}
