import fc from 'fast-check';
import { assertPence, isPence, penceToPounds, poundsToPence } from './pence';

describe('poundsToPence', () => {
  it('converts whole and fractional pounds exactly', () => {
    expect(poundsToPence(19.99)).toBe(1999);
    expect(poundsToPence(0.1 + 0.2)).toBe(30);
    expect(poundsToPence(100)).toBe(10000);
    expect(poundsToPence(0)).toBe(0);
    expect(poundsToPence(1234567.89)).toBe(123456789);
  });
  it('rounds half a penny away from zero on the written decimal, not the float', () => {
    expect(poundsToPence(1.005)).toBe(101);
    expect(poundsToPence(1.0049)).toBe(100);
    expect(poundsToPence(-1.005)).toBe(-101);
    expect(poundsToPence(-1.0049)).toBe(-100);
    expect(poundsToPence(0.005)).toBe(1);
    expect(poundsToPence(0.0049)).toBe(0);
  });
  it('handles negative amounts without producing negative zero', () => {
    expect(poundsToPence(-5)).toBe(-500);
    expect(Object.is(poundsToPence(-0.001), 0)).toBe(true);
    expect(Object.is(poundsToPence(-0), 0)).toBe(true);
  });
  it('reads amounts JavaScript writes in exponent form', () => {
    expect(poundsToPence(1e-7)).toBe(0);
    expect(poundsToPence(5e-3)).toBe(1);
    expect(poundsToPence(5e-4)).toBe(0);
  });
  it('refuses non-finite amounts and amounts beyond safe pence', () => {
    expect(() => poundsToPence(Number.NaN)).toThrow(RangeError);
    expect(() => poundsToPence(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => poundsToPence(1e21)).toThrow(RangeError);
    expect(poundsToPence(9e13)).toBe(9e15);
    expect(() => poundsToPence(1e14)).toThrow(RangeError);
    expect(poundsToPence(10000000000000.01)).toBe(1000000000000001);
  });
  it('rounds a written third decimal place half up in magnitude', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1e12 }),
        fc.integer({ min: 0, max: 9 }),
        fc.boolean(),
        (p, k, neg) => {
          const written = `${neg ? '-' : ''}${Math.trunc(p / 100)}.${String(p % 100).padStart(2, '0')}${k}`;
          const expected = p + (k >= 5 ? 1 : 0);
          expect(poundsToPence(Number(written))).toBe(neg && expected !== 0 ? -expected : expected);
        },
      ),
    );
  });
  it('round-trips every pence amount through pounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15 + 1, max: 1e15 - 1 }), (pence) => {
        expect(poundsToPence(penceToPounds(pence))).toBe(pence);
      }),
    );
  });
});

describe('penceToPounds', () => {
  it('divides by 100', () => {
    expect(penceToPounds(1999)).toBe(19.99);
    expect(penceToPounds(-500)).toBe(-5);
  });
  it('refuses fractional pence', () => {
    expect(() => penceToPounds(19.99)).toThrow(
      new RangeError('Not a whole number of pence (minor): 19.99'),
    );
  });
});

describe('isPence', () => {
  it('accepts safe integers only', () => {
    expect(isPence(0)).toBe(true);
    expect(isPence(-1999)).toBe(true);
    expect(isPence(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isPence(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
    expect(isPence(1.5)).toBe(false);
    expect(isPence('100')).toBe(false);
    expect(isPence(Number.NaN)).toBe(false);
    expect(isPence(undefined)).toBe(false);
  });
});

describe('assertPence', () => {
  it('passes whole pence and names the bad value otherwise', () => {
    expect(() => assertPence(10)).not.toThrow();
    expect(() => assertPence(0.5, 'gross')).toThrow('Not a whole number of pence (gross): 0.5');
  });
});
