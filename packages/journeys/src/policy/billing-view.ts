// What the billing tab and the home notifications decide (spec 001 §2 "Billing tab", §8): which
// notices an account needs, each statement's message and status, as pure functions the table
// tests in billing-view.test.ts pin.
import {
  DIRECT_DEBIT_COLLECTION_WORKING_DAYS,
  formatGBP,
  hasActiveMandate,
  type PaymentStatus,
  REFUND_WORKING_DAYS,
  type StatementIcon,
  type StatusTone,
  statementMessageKey,
  statementStatusIcon,
} from '@brand/domain';
import { hasUsableCard } from '../checkout/checkout-routing';
import type { CustomerAccount, PaymentMethod, Statement } from './billingApi';

/** A notice an account can need, in the order they show. */
export const BILLING_NOTICES = ['outstandingBalance', 'missingCard', 'missingDirectDebit'] as const;
/** A billing notice. */
export type BillingNotice = (typeof BILLING_NOTICES)[number];

/**
 * The notices of an account (spec 001 §8): an outstanding balance (paid by card), a card account
 * without a card, a Direct Debit account without a live mandate. Once the policy's cover has
 * ended (`coverEnded`: cancelled, lapsed) nothing more is collected, so only a balance still owed
 * is said; a missing card or mandate is no longer asked for.
 */
export function billingNoticesOf(
  account: Pick<CustomerAccount, 'outstandingAmount' | 'paymentMethodType'>,
  methods: readonly Pick<PaymentMethod, 'type' | 'mandateStatus'>[],
  coverEnded = false,
): BillingNotice[] {
  const notices: BillingNotice[] = [];
  if (account.outstandingAmount > 0) notices.push('outstandingBalance');
  if (coverEnded) return notices;
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

/**
 * Whether home warns that a policy renewing automatically has no way to pay for the renewal
 * (issue 17): no card that is still valid `now` and no Direct Debit mandate that is not cancelled.
 * An account whose missing card or Direct Debit notice already shows gets no second warning.
 */
export function renewsWithoutPayment(
  account: Pick<CustomerAccount, 'outstandingAmount' | 'paymentMethodType'>,
  methods: readonly Pick<
    PaymentMethod,
    'type' | 'mandateStatus' | 'cardExpiryMonth' | 'cardExpiryYear'
  >[],
  renewsAutomatically: boolean,
  now: Date,
): boolean {
  if (!renewsAutomatically) return false;
  const notices = billingNoticesOf(account, methods);
  if (notices.includes('missingCard') || notices.includes('missingDirectDebit')) return false;
  const liveMandate = methods.some(
    (method) => method.type === 'BACS_DEBIT' && method.mandateStatus !== 'CANCELLED',
  );
  return !liveMandate && !hasUsableCard(methods, now);
}

/** A statement's payment message: its key and the values it reads. */
export interface StatementMessage {
  key: string;
  params: Record<string, string | number>;
}

/** The pending-payment or refund message of a statement (domain statement-messages.ts). */
export function statementMessageOf(
  statement: Pick<
    Statement,
    'amountOutstanding' | 'final' | 'statementNumber' | 'paymentDueAt' | 'status'
  >,
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

/**
 * The tone of each statement status. The tone only colours the badge: the icon's shape and the
 * status text carry the meaning, so it never rests on colour alone.
 */
export const STATEMENT_STATUS_TONES = {
  DRAFT: 'default',
  PENDING: 'info',
  FAILED: 'warning',
  SETTLED: 'success',
} as const satisfies Record<PaymentStatus, StatusTone>;

/** A statement status as shown: its text key, its icon (none for a draft) and its tone. */
export interface StatementStatusView {
  labelKey: string;
  icon: StatementIcon | null;
  tone: StatusTone;
}

/** How a statement status shows; an unknown status shows its text plainly. */
export function statementStatusView(status: string): StatementStatusView {
  const tone = Object.hasOwn(STATEMENT_STATUS_TONES, status)
    ? STATEMENT_STATUS_TONES[status as PaymentStatus]
    : 'default';
  return { labelKey: `enums.paymentStatuses.${status}`, icon: statementStatusIcon(status), tone };
}

/**
 * The tone of a statement's payment message: a failed statement warns, a refund or a settled
 * statement reassures, anything else informs.
 */
export function statementMessageTone(
  statement: Pick<Statement, 'status'>,
  message: Pick<StatementMessage, 'key'>,
): StatusTone {
  if (statement.status === 'FAILED') return 'warning';
  if (message.key === 'billing.refund.due' || statement.status === 'SETTLED') return 'success';
  return 'info';
}
