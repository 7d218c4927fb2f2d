import { type DateInput, londonDateTime, startOfLondonDay } from '../dates';
import { PAYMENT_DAY_MAX, PAYMENT_DAY_MIN } from './payment-day';

/** A statement's service period: London days 'yyyy-MM-dd', the end exclusive. */
export type ServicePeriod = { start: string; end: string };

function assertPaymentDay(paymentDay: number): void {
  if (
    !Number.isInteger(paymentDay) ||
    paymentDay < PAYMENT_DAY_MIN ||
    paymentDay > PAYMENT_DAY_MAX
  ) {
    throw new RangeError(`Not a payment day (1 to 28): ${String(paymentDay)}`);
  }
}

function assertStatementNumber(statementNumber: number): void {
  if (!Number.isSafeInteger(statementNumber) || statementNumber < 0) {
    throw new RangeError(`Not a statement number: ${String(statementNumber)}`);
  }
}

/**
 * The payment day an account starts with: the London day of the month cover starts on, or 28 for
 * the 29th to the 31st (every month has a 28th).
 */
export function defaultPaymentDay(inception: DateInput): number {
  return Math.min(londonDateTime(inception).day, PAYMENT_DAY_MAX);
}

/**
 * The service period of monthly statement `statementNumber` (0 is the first month): whole calendar
 * months from the London day cover starts. A start on the 31st falls on the last day of a shorter
 * month, as luxon's month arithmetic does.
 */
export function statementServicePeriod(
  inception: DateInput,
  statementNumber: number,
): ServicePeriod {
  assertStatementNumber(statementNumber);
  const start = startOfLondonDay(inception);
  return {
    start: start.plus({ months: statementNumber }).toISODate() as string,
    end: start.plus({ months: statementNumber + 1 }).toISODate() as string,
  };
}

/**
 * The London day monthly statement `statementNumber` is due: statement 0 (the first payment) on the
 * day cover starts, every later one on the payment day of the calendar month its service period
 * starts in. So a changed payment day moves a collection within its month, never into another month,
 * and no month is ever billed twice.
 */
export function statementDueDate(
  inception: DateInput,
  paymentDay: number,
  statementNumber: number,
): string {
  assertPaymentDay(paymentDay);
  assertStatementNumber(statementNumber);
  const start = startOfLondonDay(inception);
  if (statementNumber === 0) return start.toISODate() as string;
  return start.plus({ months: statementNumber }).set({ day: paymentDay }).toISODate() as string;
}

/** The next London day on or after `from` that is payment day `paymentDay`, as 'yyyy-MM-dd'. */
export function nextPaymentDate(paymentDay: number, from: DateInput): string {
  assertPaymentDay(paymentDay);
  const day = startOfLondonDay(from);
  const thisMonth = day.set({ day: paymentDay });
  return (thisMonth < day ? thisMonth.plus({ months: 1 }) : thisMonth).toISODate() as string;
}
