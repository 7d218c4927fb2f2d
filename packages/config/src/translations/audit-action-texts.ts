import { type AuditAction, isAuditAction } from '@brand/domain';

/**
 * The translation key describing an audit action (admin.audit.actions in common/admin.ts), or
 * null for an action the platform no longer writes, which a reader shows by its code.
 */
export function auditActionKey(action: string): `admin.audit.actions.${AuditAction}` | null {
  return isAuditAction(action) ? `admin.audit.actions.${action}` : null;
}
