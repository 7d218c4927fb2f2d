/**
 * The permissions a token's `permissions` claim may carry that the API judges:
 * - `access:impersonate`: an admin may act for a customer, naming them in X-Impersonate-User;
 * - `action:mta-claims`: an admin may edit the claims of a policy (routes declare it);
 * - `action:review-uploads`: an agent may list, open and mark reviewed the customers' uploads.
 */
export const PERMISSIONS = [
  'access:impersonate',
  'action:mta-claims',
  'action:review-uploads',
] as const;
/** A permission of the access vocabulary. */
export type Permission = (typeof PERMISSIONS)[number];

/** True when the token's holder (never an impersonated customer) holds `permission`. */
export function holds(permissions: readonly string[], permission: Permission): boolean {
  return permissions.includes(permission);
}
