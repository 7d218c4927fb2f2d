export type { AuditAction } from './audit-actions';
export { AUDIT_ACTIONS, isAuditAction } from './audit-actions';
