import fc from 'fast-check';
import { isValidOrderNumber, normaliseOrderNumber, orderNumberFirstDigits } from './order-number';

describe('isValidOrderNumber under a standard promotion', () => {
  it.each(['4000000', '6123456', '7999999'])('accepts %s (7 digits starting 4, 6 or 7)', (n) => {
    expect(isValidOrderNumber(n, 'MININEW12M2024Q1')).toBe(true);
  });
  it.each(['1234567', '3234567', '5234567', '0234567', '8234567', '9234567'])(
    'refuses %s (first digit not 4, 6 or 7)',
    (n) => {
      expect(isValidOrderNumber(n, 'MININEW12M2024Q1')).toBe(false);
    },
  );
  it('refuses 6 and 8 digits but accepts 7', () => {
    expect(isValidOrderNumber('412345', 'MININEW12M2024Q1')).toBe(false);
    expect(isValidOrderNumber('4123456', 'MININEW12M2024Q1')).toBe(true);
    expect(isValidOrderNumber('41234567', 'MININEW12M2024Q1')).toBe(false);
  });
  it('uses the standard digits for the 2024 H2 electric promotion and for no promotion', () => {
    expect(isValidOrderNumber('1234567', 'MINIELEC12M2024H2')).toBe(false);
    expect(isValidOrderNumber('1234567')).toBe(false);
    expect(isValidOrderNumber('4234567', null)).toBe(true);
  });
});

describe('isValidOrderNumber under the 2025 Q4 electric promotion', () => {
  it.each(['1234567', '3234567', '4234567', '6234567', '7234567'])('accepts %s', (n) => {
    expect(isValidOrderNumber(n, 'MINIELEC12M2025Q4')).toBe(true);
  });
  it.each(['2234567', '5234567', '0234567', '8234567', '9234567'])('refuses %s', (n) => {
    expect(isValidOrderNumber(n, 'MINIELEC12M2025Q4')).toBe(false);
  });
});

describe('order number input handling', () => {
  it('trims surrounding whitespace but refuses inner spaces and non-digits', () => {
    expect(isValidOrderNumber(' 4123456 ', 'MININEW12M2024Q1')).toBe(true);
    expect(isValidOrderNumber('412 3456', 'MININEW12M2024Q1')).toBe(false);
    expect(isValidOrderNumber('4l23456', 'MININEW12M2024Q1')).toBe(false);
    expect(isValidOrderNumber('４123456', 'MININEW12M2024Q1')).toBe(false);
  });
  it('refuses non-strings without throwing', () => {
    expect(isValidOrderNumber(4123456, 'MININEW12M2024Q1')).toBe(false);
    expect(isValidOrderNumber(undefined)).toBe(false);
    expect(normaliseOrderNumber(null as unknown as string)).toBe('');
  });
  it('never throws and is idempotent to normalise', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (value, promo) => {
        expect(typeof isValidOrderNumber(value, promo)).toBe('boolean');
        expect(normaliseOrderNumber(normaliseOrderNumber(value))).toBe(normaliseOrderNumber(value));
      }),
    );
  });
  it('names the allowed first digits per promotion', () => {
    expect(orderNumberFirstDigits('MINIELEC12M2025Q4')).toEqual(['1', '3', '4', '6', '7']);
    expect(orderNumberFirstDigits(undefined)).toEqual(['4', '6', '7']);
  });
});
