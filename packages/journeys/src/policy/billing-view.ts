// What the billing tab and the home notifications decide (spec 001 §2 "Billing tab", §8): which
// notices an account needs, each statement's message and status, as pure functions the table
// tests in billing-view.test.ts pin.
import {
  DIRECT_DEBIT_COLLECTION_WORKING_DAYS,
  formatGBP,
  hasActiveMandate,
  REFUND_WORKING_DAYS,
  type StatementIcon,
  statementMessageKey,
  statementStatusIcon,
} from '@brand/domain';
import type { CustomerAccount, PaymentMethod, Statement } from './billingApi';

/** A notice an account can need, in the order they show. */
export const BILLING_NOTICES = ['outstandingBalance', 'missingCard', 'missingDirectDebit'] as const;
/** A billing notice. */
export type BillingNotice = (typeof BILLING_NOTICES)[number];

/**
 * The notices of an account (spec 001 §8): an outstanding balance (paid by card), a card account
 * without a card, a Direct Debit account without a live mandate.
 */
export function billingNoticesOf(
  account: Pick<CustomerAccount, 'outstandingAmount' | 'paymentMethodType'>,
  methods: readonly Pick<PaymentMethod, 'type' | 'mandateStatus'>[],
): BillingNotice[] {
  const notices: BillingNotice[] = [];
  if (account.outstandingAmount > 0) notices.push('outstandingBalance');
  if (account.paymentMethodType === 'CARD' && !methods.some((m) => m.type === 'CARD')) {
    notices.push('missingCard');
  }
  const mandates = methods.flatMap((m) =>
    m.type === 'BACS_DEBIT' && m.mandateStatus ? [{ status: m.mandateStatus }] : [],
  );
  if (account.paymentMethodType === 'BACS_DEBIT' && !hasActiveMandate(mandates)) {
    notices.push('missingDirectDebit');
  }
  return notices;
}

/** A statement's payment message: its key and the values it reads. */
export interface StatementMessage {
  key: string;
  params: Record<string, string | number>;
}

/** The pending-payment or refund message of a statement (domain statement-messages.ts). */
export function statementMessageOf(
  statement: Pick<Statement, 'amountOutstanding' | 'final' | 'statementNumber' | 'paymentDueAt'>,
  formatDate: (iso: string) => string,
): StatementMessage {
  const key = statementMessageKey(statement);
  const days =
    key === 'billing.refund.due' ? REFUND_WORKING_DAYS : DIRECT_DEBIT_COLLECTION_WORKING_DAYS;
  return {
    key,
    params: {
      amount: formatGBP(Math.abs(statement.amountOutstanding)),
      date: formatDate(statement.paymentDueAt),
      minDays: days.min,
      maxDays: days.max,
    },
  };
}

/** The glyph drawn for each status icon; its accessible name is the status's text. */
export const STATEMENT_ICON_GLYPHS = {
  clock: '🕒',
  warning: '⚠️',
  tick: '✔️',
} as const satisfies Record<StatementIcon, string>;

/** A statement status as shown: its text key and its glyph, or null for a draft. */
export function statementStatusView(status: string): { labelKey: string; glyph: string | null } {
  const icon = statementStatusIcon(status);
  return {
    labelKey: `enums.paymentStatuses.${status}`,
    glyph: icon ? STATEMENT_ICON_GLYPHS[icon] : null,
  };
}
