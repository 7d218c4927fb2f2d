import type { Permission } from '@brand/domain';

// The vocabulary is the domain's (@brand/domain PERMISSIONS), so the console shows a tool to
// exactly those the API lets use it.
export { PERMISSIONS, type Permission } from '@brand/domain';

/** True when the token's holder (never an impersonated customer) holds `permission`. */
export function holds(permissions: readonly string[], permission: Permission): boolean {
  return permissions.includes(permission);
}
