import {
  cardDigits,
  hasExpired,
  parseExpiry,
  passesLuhn,
  SANDBOX_TEST_CARDS,
} from './sandbox-test-cards';

describe('the sandbox test cards', () => {
  it('are all valid card numbers', () => {
    for (const number of Object.keys(SANDBOX_TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
  });

  it('fails the Luhn check for a mistyped number or one of the wrong length', () => {
    expect(passesLuhn(cardDigits('4242 4242 4242 4241'))).toBe(false);
    expect(passesLuhn('42')).toBe(false);
    expect(passesLuhn('4242x242424242424')).toBe(false);
  });

  it('reads an expiry and knows when it has passed', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('4 / 2027')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('soon')).toBeNull();
    const now = new Date('2026-03-02T10:00:00Z');
    expect(hasExpired({ month: 3, year: 2026 }, now)).toBe(false);
    expect(hasExpired({ month: 2, year: 2026 }, now)).toBe(true);
    expect(hasExpired({ month: 12, year: 2025 }, now)).toBe(true);
  });
});
