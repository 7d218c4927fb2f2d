import type { Role } from '@brand/domain';
import { useAuth } from './AuthProvider';
import { useHoldsClaim } from './use-holds-claim';

/**
 * Whether the signed-in user's access token holds `role` (`@brand/domain`'s ROLES, which the
 * platform's routes declare) in the roles claim the platform named in its app configuration:
 * false for a visitor, or when the app was given no claim name; null while the sign-in or the
 * token is being read. It only chooses what to show; the platform checks the role on every call.
 */
export function useHoldsRole(role: Role): boolean | null {
  return useHoldsClaim(useAuth().rolesClaim, role);
}
