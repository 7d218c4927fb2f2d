import { linePayments, monthlySplit, paymentSchedule } from './payment-schedules';

describe('linePayments', () => {
  it('splits a term into 12 months, a discount as the exact negative of what it cancels', () => {
    expect(monthlySplit(100_007)).toEqual([8_344, 8_333]);
    expect(linePayments('MONTHLY', 100_007)).toEqual({ firstPence: 8_344, regularPence: 8_333 });
    expect(linePayments('MONTHLY', -100_007)).toEqual({
      firstPence: -8_344,
      regularPence: -8_333,
    });
    expect(linePayments('SINGLE_PAYMENT', 5_000)).toEqual({
      firstPence: 5_000,
      regularPence: 5_000,
    });
    expect(Object.is(linePayments('MONTHLY', 0).regularPence, 0)).toBe(true);
  });
});

describe('paymentSchedule', () => {
  const main = { coverGroup: 'main' as const, code: 'main', active: true };

  it('totals the active lines and leaves inactive ones out', () => {
    const result = paymentSchedule('SINGLE_PAYMENT', true, [
      { ...main, firstPence: 11_200, regularPence: 11_200 },
      { coverGroup: 'optional', code: 'x', active: false, firstPence: 1_120, regularPence: 1_120 },
    ]);
    expect(result.totals).toEqual({ gross: 11_200, discount: 0, discounted: 11_200 });
    expect(result.iptPence).toEqual({ gross: 1_200, discount: 0, discounted: 1_200 });
    expect(result.instalmentsPence).toEqual([11_200]);
  });

  it('never lets a discount take a payment below zero', () => {
    const result = paymentSchedule('MONTHLY', true, [
      { ...main, firstPence: 1_005, regularPence: 1_000 },
      { coverGroup: 'discount', code: 'd', active: true, firstPence: -2_000, regularPence: -2_000 },
    ]);
    expect(result.totals).toEqual({ gross: 1_000, discount: -1_000, discounted: 0 });
    expect(result.discountedInstalmentsPence.every((p) => p === 0)).toBe(true);
    expect(result.instalmentsPence[0]).toBe(1_005);
  });
});
