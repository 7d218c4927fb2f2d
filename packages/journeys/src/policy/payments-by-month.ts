// The payments of the last 12 months for the billing tab's chart (issue 17 "Billing tab gaps"):
// money received per calendar month in Europe/London, from the statements' line items.
import type { Statement } from './billingApi';

/** How many months the chart covers, this one included. */
export const PAYMENT_MONTHS = 12;

/** One month's payments: `month` is 'YYYY-MM' in Europe/London; `paidPence` what arrived. */
export interface MonthPayments {
  month: string;
  paidPence: number;
}

const monthOfParts = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  timeZone: 'Europe/London',
});

/** The 'YYYY-MM' of an instant, in Europe/London (a payment at 00:30 BST on 1 June is June's). */
export function londonMonth(instant: Date): string {
  const parts = monthOfParts.formatToParts(instant);
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  return `${year}-${month}`;
}

/** The `count` months up to and including `last` ('YYYY-MM'), oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const total = year * 12 + (month - 1) - back;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * What the customer paid in each of the last 12 months to `now`: posted payments less posted
 * payment reversals (a returned Direct Debit never arrived). Pending and failed payments are not
 * money received; a line item on two statements counts once. Months with nothing are 0.
 */
export function paymentsByMonth(
  statements: readonly Pick<Statement, 'lineItems'>[],
  now: Date,
): MonthPayments[] {
  const months = monthsEndingWith(londonMonth(now), PAYMENT_MONTHS);
  const paid = new Map(months.map((month) => [month, 0]));
  const seen = new Set<string>();
  for (const item of statements.flatMap((statement) => statement.lineItems)) {
    if (seen.has(item.lineItemId) || item.status !== 'POSTED') continue;
    if (item.type !== 'PAYMENT' && item.type !== 'PAYMENT_REVERSAL') continue;
    seen.add(item.lineItemId);
    const month = londonMonth(new Date(item.effectiveAt));
    const sofar = paid.get(month);
    // A payment is a credit (negative) on the customer's account; money received is its opposite.
    if (sofar !== undefined) paid.set(month, sofar - item.amount);
  }
  return months.map((month) => ({ month, paidPence: Math.max(0, paid.get(month) ?? 0) }));
}
