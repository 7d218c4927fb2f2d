/** The permission an admin needs to open the admin console and act for a customer. */
export const IMPERSONATE_PERMISSION = 'access:impersonate';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of a JWT, read without checking its signature: the app only uses them to choose what
 * to show; the platform checks the signature on every call. Undefined for anything not a JWT.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The strings of a list claim of an access token (empty when missing or unreadable). */
export function listClaimOf(token: string | null | undefined, claim: string): string[] {
  const values = token ? decodeJwtPayload(token)?.[claim] : undefined;
  return Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : [];
}

/** The claim that carries a user's permissions: Auth0's own name, not namespaced. */
export const PERMISSIONS_CLAIM = 'permissions';

/** The `permissions` claim of an access token (empty when missing or unreadable). */
export function permissionsOf(token: string | null | undefined): string[] {
  return listClaimOf(token, PERMISSIONS_CLAIM);
}

/** True when the access token grants `permission`. */
export function hasPermission(token: string | null | undefined, permission: string): boolean {
  return permissionsOf(token).includes(permission);
}

/**
 * The roles of an access token, in `rolesClaim`: the claim's name comes from the platform's
 * `GET /api/app-config` (`auth.rolesClaim`), the one the platform reads roles from.
 */
export function rolesOf(token: string | null | undefined, rolesClaim: string): string[] {
  return listClaimOf(token, rolesClaim);
}
