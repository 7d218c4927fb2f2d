import { depreciatedValue, VALUE_FLOOR } from './vehicle-valuation';

describe('depreciatedValue', () => {
  it('loses the most in the first two years, then a steady share each year', () => {
    expect(depreciatedValue(20_000, 0)).toBe(18_000);
    expect(depreciatedValue(20_000, 1)).toBe(15_000);
    expect(depreciatedValue(20_000, 2)).toBe(13_050);
  });

  it('rounds to £50 and never goes below the floor', () => {
    expect(depreciatedValue(10_333, 0) % 50).toBe(0);
    expect(depreciatedValue(10_000, 40)).toBe(VALUE_FLOOR);
    expect(depreciatedValue(10_000, -1)).toBe(depreciatedValue(10_000, 0));
  });
});
