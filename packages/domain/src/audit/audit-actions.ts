/**
 * Every action the platform writes to its audit log, one table: the platform's writer takes only
 * these (a new action is added here or does not compile), and the console describes each one in
 * words (`admin.audit.actions.<action>` in @brand/config, checked against this table by a test).
 */
export const AUDIT_ACTIONS = [
  // A call an agent made as a customer (the route is the row's target), refused ones included.
  'impersonation.call',
  // An agent stopped acting for a customer (the console's "Stop acting").
  'impersonation.end',
  'customer.search',
  'customer.view',
  'customer.billingView',
  'upload.reviewed',
  'upload.fileOpened',
  'chat.read',
  'chat.answer',
  'chat.close',
  'policyholder.updated',
  'policy.autoRenewal',
  'proposal.bind',
  'proposal.merge',
] as const;

/** An action of the audit log. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** True when `value` is an action the platform writes (older rows may hold others). */
export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}
