import fc from 'fast-check';
import {
  formatPaymentPlan,
  PAYMENT_PLAN_KEYS,
  PAYMENT_PLAN_TEXTS_EN_GB,
  paymentPlan,
  paymentPlanMessage,
} from './payment-plan';

// The API's monthly schedule for £263.18 a year: the rounding pennies ride on the first month.
const monthlyWithRounding = {
  type: 'MONTHLY',
  instalments: [2195, ...Array(11).fill(2193)],
} as const;

describe('the payment plan of a schedule', () => {
  it('takes the first payment from the first instalment and the rest from the later ones', () => {
    expect(paymentPlan(monthlyWithRounding)).toEqual({
      period: 'month',
      firstPence: 2195,
      regularPence: 2193,
      laterPayments: 11,
      firstDiffers: true,
      totalPence: 26318,
    });
  });
  it('says a single payment is paid once, first and only', () => {
    expect(paymentPlan({ type: 'SINGLE_PAYMENT', instalments: [26316] })).toEqual({
      period: 'once',
      firstPence: 26316,
      regularPence: 26316,
      laterPayments: 0,
      firstDiffers: false,
      totalPence: 26316,
    });
  });
  it('refuses a schedule with no payment, fractional pence or later payments that differ', () => {
    expect(() => paymentPlan({ type: 'MONTHLY', instalments: [] })).toThrow(RangeError);
    expect(() => paymentPlan({ type: 'MONTHLY', instalments: [2195, 2193.5] })).toThrow(RangeError);
    expect(() => paymentPlan({ type: 'MONTHLY', instalments: [2195, 2193, 2194] })).toThrow(
      RangeError,
    );
  });
  it('adds up to the instalments and names the first and the later payments, for any split', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (annual) => {
        const regular = Math.floor(annual / 12);
        const instalments = [annual - regular * 11, ...Array(11).fill(regular)];
        const plan = paymentPlan({ type: 'MONTHLY', instalments });
        expect(plan.totalPence).toBe(annual);
        expect(plan.firstPence).toBe(instalments[0]);
        expect(plan.regularPence).toBe(regular);
        expect(plan.firstDiffers).toBe(annual % 12 !== 0);
      }),
    );
  });
});

describe('what the customer is told', () => {
  it('says when the first payment differs from the months after it', () => {
    expect(formatPaymentPlan(paymentPlan(monthlyWithRounding))).toBe(
      '£21.95 today, then £21.93 a month',
    );
  });
  it('gives one monthly figure when every month is the same', () => {
    const plan = paymentPlan({ type: 'MONTHLY', instalments: Array(12).fill(2193) });
    expect(formatPaymentPlan(plan)).toBe('£21.93 a month');
  });
  it('says a single payment is one payment', () => {
    expect(formatPaymentPlan(paymentPlan({ type: 'SINGLE_PAYMENT', instalments: [26316] }))).toBe(
      '£263.16 in one payment',
    );
  });
  it('says free only when nothing is ever paid', () => {
    expect(formatPaymentPlan(paymentPlan({ type: 'SINGLE_PAYMENT', instalments: [0] }))).toBe(
      'Free',
    );
    expect(formatPaymentPlan(paymentPlan({ type: 'MONTHLY', instalments: [0, 500] }))).toBe(
      '£0.00 today, then £5.00 a month',
    );
  });
  it('gives the key and the amounts for a translation set to word', () => {
    expect(paymentPlanMessage(paymentPlan(monthlyWithRounding))).toEqual({
      key: 'quote.premium.firstThenMonthly',
      params: { amount: '£21.95', first: '£21.95', regular: '£21.93' },
    });
  });
  it('has en-GB words for every key', () => {
    expect(Object.keys(PAYMENT_PLAN_TEXTS_EN_GB).sort()).toEqual([...PAYMENT_PLAN_KEYS].sort());
  });
});
