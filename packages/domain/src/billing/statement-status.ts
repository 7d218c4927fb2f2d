import type { PaymentStatus } from '../enums';

/** The icons a statement status can show. */
export const STATEMENT_ICONS = ['clock', 'warning', 'tick'] as const;
/** A statement status icon. */
export type StatementIcon = (typeof STATEMENT_ICONS)[number];

/** The icon of each statement status; a draft shows none. */
export const STATEMENT_STATUS_ICONS = {
  DRAFT: null,
  PENDING: 'clock',
  FAILED: 'warning',
  SETTLED: 'tick',
} as const satisfies Record<PaymentStatus, StatementIcon | null>;

/** The icon for a statement status, or null for a draft or an unknown status; never throws. */
export function statementStatusIcon(status: unknown): StatementIcon | null {
  if (typeof status !== 'string' || !Object.hasOwn(STATEMENT_STATUS_ICONS, status)) return null;
  return STATEMENT_STATUS_ICONS[status as PaymentStatus];
}
