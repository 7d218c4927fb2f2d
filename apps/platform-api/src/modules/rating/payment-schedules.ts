import {
  type CoverGroup,
  iptIncluded,
  type PaymentScheduleType,
  penceToPounds,
} from '@brand/domain';
import type { PaymentSchedule, PriceOption } from './rating-types';

const MONTHS = 12;

/** One price option's payments on a schedule, in pence: the first payment and each later one. */
export type ScheduleLine = {
  readonly coverGroup: CoverGroup;
  readonly code: string;
  readonly active: boolean;
  /** Negative for a discount. */
  readonly firstPence: number;
  readonly regularPence: number;
};

/** annual / 12 in whole pence, the remainder on the first month: [first, each later month]. */
export function monthlySplit(annualPence: number): [number, number] {
  const regular = Math.floor(annualPence / MONTHS);
  return [annualPence - regular * (MONTHS - 1), regular];
}

/**
 * A line's payments for an amount over the schedule's whole term: twelve monthly parts, or the
 * whole in one. A discount is split as the negative of what it cancels, so it cancels it exactly.
 */
export function linePayments(
  type: PaymentScheduleType,
  termPence: number,
): { firstPence: number; regularPence: number } {
  if (type === 'SINGLE_PAYMENT') return { firstPence: termPence, regularPence: termPence };
  const sign = termPence < 0 ? -1 : 1;
  const [first, regular] = monthlySplit(Math.abs(termPence));
  // `|| 0` keeps a zero amount +0, not -0, in what the API serialises.
  return { firstPence: sign * first || 0, regularPence: sign * regular || 0 };
}

/** What a schedule's active lines come to, in pence: the first payment and each later one. */
export type ScheduleTotalsPence = {
  grossFirst: number;
  gross: number;
  /** What is paid: the gross less the absolute discounts, never below zero. */
  discountedFirst: number;
  discounted: number;
};

/**
 * The totals of a schedule's active lines: the schedule's own (paymentSchedule) and, on other main
 * premiums, the price explanation's, so the two cannot differ.
 */
export function scheduleTotals(lines: readonly ScheduleLine[]): ScheduleTotalsPence {
  let grossFirst = 0;
  let gross = 0;
  let discountFirst = 0;
  let discount = 0;
  for (const line of lines) {
    if (!line.active) continue;
    if (line.coverGroup === 'discount') {
      discountFirst += Math.abs(line.firstPence);
      discount += Math.abs(line.regularPence);
    } else {
      grossFirst += line.firstPence;
      gross += line.regularPence;
    }
  }
  return {
    grossFirst,
    gross,
    discountedFirst: Math.max(grossFirst - discountFirst, 0),
    discounted: Math.max(gross - discount, 0),
  };
}

function priceOption(line: ScheduleLine): PriceOption {
  return {
    coverGroup: line.coverGroup,
    code: line.code,
    premium: penceToPounds(line.regularPence),
    taxAmount: penceToPounds(iptIncluded(line.regularPence)),
    active: line.active,
  };
}

/**
 * A payment schedule from its lines. Totals are per payment period (the later months of a monthly
 * schedule); the active discounts reduce them and never below zero.
 */
export function paymentSchedule(
  type: PaymentScheduleType,
  active: boolean,
  lines: readonly ScheduleLine[],
): PaymentSchedule {
  const { grossFirst, gross, discounted, discountedFirst } = scheduleTotals(lines);
  const grossIpt = iptIncluded(gross);
  const discountedIpt = iptIncluded(discounted);
  const later = type === 'MONTHLY' ? MONTHS - 1 : 0;
  return {
    type,
    active,
    priceOptions: lines.map(priceOption),
    totals: { gross, discount: discounted - gross || 0, discounted },
    iptPence: {
      gross: grossIpt,
      discount: discountedIpt - grossIpt || 0,
      discounted: discountedIpt,
    },
    instalmentsPence: [grossFirst, ...Array.from({ length: later }, () => gross)],
    discountedInstalmentsPence: [
      discountedFirst,
      ...Array.from({ length: later }, () => discounted),
    ],
  };
}
