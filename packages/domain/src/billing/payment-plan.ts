import type { PaymentScheduleType } from '../enums/billing';
import { formatGBP } from '../money/format';
import { assertPence, type Pence } from '../money/pence';

/** How often the payments after the first fall due: monthly, or none (one payment). */
export const PAYMENT_PERIODS = ['month', 'once'] as const;
/** A payment period. */
export type PaymentPeriod = (typeof PAYMENT_PERIODS)[number];

/** The period of each schedule type. */
export const PAYMENT_PERIOD_OF_SCHEDULE = {
  MONTHLY: 'month',
  SINGLE_PAYMENT: 'once',
} as const satisfies Record<PaymentScheduleType, PaymentPeriod>;

/** A payment schedule as the API gives it: its type and each payment after discounts, in pence. */
export interface PaymentPlanInput {
  type: PaymentScheduleType;
  /** Each payment the customer makes, first to last (the quote's `instalments`). */
  instalments: readonly Pence[];
}

/** What to tell the customer they pay: every screen, email and document reads this. */
export interface PaymentPlan {
  period: PaymentPeriod;
  /** Paid today, at checkout: the platform charges exactly this. */
  firstPence: Pence;
  /** Each payment after the first; the first again for a single payment. */
  regularPence: Pence;
  /** How many payments follow the first. */
  laterPayments: number;
  /**
   * True when the first payment differs from the rest: a monthly split puts the pennies left over
   * on the first month (2195 then 2193 × 11), and the customer is told so.
   */
  firstDiffers: boolean;
  /** Every payment added up. */
  totalPence: Pence;
}

/**
 * The payment plan of a schedule. Throws a RangeError when there is no payment, when an amount is
 * not whole pence, or when the payments after the first are not all alike: every screen would then
 * show a figure the customer is not charged.
 */
export function paymentPlan({ type, instalments }: PaymentPlanInput): PaymentPlan {
  const [first, ...later] = instalments;
  if (first === undefined) throw new RangeError(`A ${type} schedule with no payment`);
  instalments.forEach((amount, index) => {
    assertPence(amount, `instalment ${index + 1}`);
  });
  const regular = later[0] ?? first;
  if (later.some((amount) => amount !== regular)) {
    throw new RangeError(`The later payments differ: ${later.join(', ')}`);
  }
  return {
    period: PAYMENT_PERIOD_OF_SCHEDULE[type],
    firstPence: first,
    regularPence: regular,
    laterPayments: later.length,
    firstDiffers: first !== regular,
    totalPence: instalments.reduce((sum, amount) => sum + amount, 0),
  };
}

/** The translation keys of a payment plan's sentence, in order of the decision below. */
export const PAYMENT_PLAN_KEYS = [
  'quote.premium.free',
  'quote.premium.single',
  'quote.premium.firstThenMonthly',
  'quote.premium.monthly',
] as const;
/** A payment plan sentence key. */
export type PaymentPlanKey = (typeof PAYMENT_PLAN_KEYS)[number];

/** The en-GB sentence of each key; the brand's translation sets carry the same words. */
export const PAYMENT_PLAN_TEXTS_EN_GB = {
  'quote.premium.free': 'Free',
  'quote.premium.single': '{{amount}} in one payment',
  'quote.premium.firstThenMonthly': '{{first}} today, then {{regular}} a month',
  'quote.premium.monthly': '{{amount}} a month',
} as const satisfies Record<PaymentPlanKey, string>;

/** A payment plan's sentence: its key and the amounts it names, already written as pounds. */
export interface PaymentPlanMessage {
  key: PaymentPlanKey;
  params: { amount: string; first: string; regular: string };
}

/**
 * What to say about a plan: "Free" when nothing is ever paid, one payment, a first payment that
 * differs from the months after it, or the same amount every month.
 */
export function paymentPlanMessage(plan: PaymentPlan): PaymentPlanMessage {
  const params = {
    amount: formatGBP(plan.firstPence),
    first: formatGBP(plan.firstPence),
    regular: formatGBP(plan.regularPence),
  };
  const key: PaymentPlanKey =
    plan.totalPence === 0
      ? 'quote.premium.free'
      : plan.period === 'once'
        ? 'quote.premium.single'
        : plan.firstDiffers
          ? 'quote.premium.firstThenMonthly'
          : 'quote.premium.monthly';
  return { key, params };
}

/** A plan in en-GB words: "£21.95 today, then £21.93 a month", "£263.16 in one payment". */
export function formatPaymentPlan(plan: PaymentPlan): string {
  const { key, params } = paymentPlanMessage(plan);
  return PAYMENT_PLAN_TEXTS_EN_GB[key].replace(
    /\{\{(\w+)\}\}/g,
    (_, name: keyof PaymentPlanMessage['params']) => params[name],
  );
}
