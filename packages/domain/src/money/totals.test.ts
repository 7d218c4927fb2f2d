import { discountedTotal, sumPence, yearlyTotal } from './totals';

describe('sumPence', () => {
  it('adds pence exactly and is 0 for nothing', () => {
    expect(sumPence([10, 20, -5])).toBe(25);
    expect(sumPence([])).toBe(0);
  });
  it('refuses fractional pence', () => {
    expect(() => sumPence([10, 0.1])).toThrow(RangeError);
  });
});

describe('discountedTotal', () => {
  it('takes the absolute discount off the gross whatever its sign', () => {
    expect(discountedTotal(10000, 1500)).toBe(8500);
    expect(discountedTotal(10000, -1500)).toBe(8500);
    expect(discountedTotal(10000, 0)).toBe(10000);
  });
  it('can go below zero when the discount exceeds the gross', () => {
    expect(discountedTotal(1000, -1500)).toBe(-500);
  });
  it('refuses fractional pence', () => {
    expect(() => discountedTotal(100.5, 1)).toThrow(RangeError);
    expect(() => discountedTotal(100, 1.5)).toThrow(RangeError);
  });
});

describe('yearlyTotal', () => {
  it("sums the options' yearly totals", () => {
    expect(
      yearlyTotal([{ yearlyTotal: 45000 }, { yearlyTotal: 2999 }, { yearlyTotal: -1000 }]),
    ).toBe(46999);
    expect(yearlyTotal([])).toBe(0);
  });
});
