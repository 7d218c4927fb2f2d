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

  it('reads an expiry with a slash and knows when it has passed', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('4 / 2027')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('soon')).toBeNull();
    const now = new Date('2026-03-02T10:00:00Z');
    expect(hasExpired({ month: 3, year: 2026 }, now)).toBe(false);
    expect(hasExpired({ month: 2, year: 2026 }, now)).toBe(true);
    expect(hasExpired({ month: 12, year: 2025 }, now)).toBe(true);
  });

  it('reads an expiry typed with or without the slash, as card forms do', () => {
    expect(parseExpiry('0430')).toEqual({ month: 4, year: 2030 });
    expect(parseExpiry(' 0430 ')).toEqual({ month: 4, year: 2030 });
    expect(parseExpiry('042030')).toEqual({ month: 4, year: 2030 });
    expect(parseExpiry('04-30')).toEqual({ month: 4, year: 2030 });
    expect(parseExpiry('04 30')).toEqual({ month: 4, year: 2030 });
    expect(parseExpiry('1229')).toEqual({ month: 12, year: 2029 });
  });

  it('refuses digits that are no month and year', () => {
    expect(parseExpiry('1330')).toBeNull();
    expect(parseExpiry('0030')).toBeNull();
    expect(parseExpiry('430')).toBeNull();
    expect(parseExpiry('04300')).toBeNull();
    expect(parseExpiry('04//30')).toBeNull();
  });

  it('still refuses a past date typed without the slash', () => {
    const expiry = parseExpiry('0225');
    expect(expiry).toEqual({ month: 2, year: 2025 });
    expect(
      hasExpired(expiry as { month: number; year: number }, new Date('2026-03-02T10:00:00Z')),
    ).toBe(true);
  });
});
