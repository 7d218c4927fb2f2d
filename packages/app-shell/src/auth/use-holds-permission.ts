import { PERMISSIONS_CLAIM } from './access-token';
import { useHoldsClaim } from './use-holds-claim';

/**
 * Whether the signed-in user's access token holds `permission`: false for a visitor, null while
 * the sign-in or the token is being read. It only chooses what to show; the platform checks the
 * same claim on every call.
 */
export function useHoldsPermission(permission: string): boolean | null {
  return useHoldsClaim(PERMISSIONS_CLAIM, permission);
}
