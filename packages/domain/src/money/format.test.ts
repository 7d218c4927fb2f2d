import { formatGBP, formatGBPFromPounds } from './format';

describe('formatGBP', () => {
  it('writes pence as en-GB pounds with grouping and two decimals', () => {
    expect(formatGBP(123456)).toBe('£1,234.56');
    expect(formatGBP(5)).toBe('£0.05');
    expect(formatGBP(0)).toBe('£0.00');
    expect(formatGBP(123456789)).toBe('£1,234,567.89');
  });
  it('puts the minus sign before the pound sign and never shows negative zero', () => {
    expect(formatGBP(-500)).toBe('-£5.00');
    expect(formatGBP(-0)).toBe('£0.00');
  });
  it('drops .00 for whole pounds only when asked', () => {
    expect(formatGBP(10000, { wholePounds: true })).toBe('£100');
    expect(formatGBP(10000)).toBe('£100.00');
    expect(formatGBP(10001, { wholePounds: true })).toBe('£100.01');
    expect(formatGBP(9999, { wholePounds: true })).toBe('£99.99');
    expect(formatGBP(-15000, { wholePounds: true })).toBe('-£150');
  });
  it('refuses fractional pence', () => {
    expect(() => formatGBP(1.5)).toThrow(RangeError);
  });
});

describe('formatGBPFromPounds', () => {
  it('formats premiums given in pounds, rounding half a penny away from zero', () => {
    expect(formatGBPFromPounds(19.99)).toBe('£19.99');
    expect(formatGBPFromPounds(1.005)).toBe('£1.01');
    expect(formatGBPFromPounds(300, { wholePounds: true })).toBe('£300');
    expect(formatGBPFromPounds(-2.5)).toBe('-£2.50');
  });
});
