import {
  canModifyBillingDay,
  isValidPaymentDay,
  ordinal,
  PAYMENT_DAY_MAX,
  PAYMENT_DAY_MIN,
  paymentDayOptions,
} from './payment-day';

describe('isValidPaymentDay', () => {
  it('accepts 1 and 28, as numbers or digit strings', () => {
    expect(isValidPaymentDay(PAYMENT_DAY_MIN)).toBe(true);
    expect(isValidPaymentDay(PAYMENT_DAY_MAX)).toBe(true);
    expect(isValidPaymentDay('1')).toBe(true);
    expect(isValidPaymentDay(' 28 ')).toBe(true);
  });

  it('refuses 0 and 29', () => {
    expect(isValidPaymentDay(0)).toBe(false);
    expect(isValidPaymentDay(29)).toBe(false);
    expect(isValidPaymentDay('29')).toBe(false);
  });

  it('refuses empty, fractional and non-numeric values', () => {
    expect(isValidPaymentDay('')).toBe(false);
    expect(isValidPaymentDay('  ')).toBe(false);
    expect(isValidPaymentDay(undefined)).toBe(false);
    expect(isValidPaymentDay(null)).toBe(false);
    expect(isValidPaymentDay(1.5)).toBe(false);
    expect(isValidPaymentDay('1.5')).toBe(false);
    expect(isValidPaymentDay('-1')).toBe(false);
    expect(isValidPaymentDay(Number.NaN)).toBe(false);
  });
});

describe('paymentDayOptions', () => {
  it('offers 1 to 28 in order', () => {
    const options = paymentDayOptions();
    expect(options).toHaveLength(28);
    expect(options[0]).toBe(1);
    expect(options.at(-1)).toBe(28);
    expect(options.every(isValidPaymentDay)).toBe(true);
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [28, '28th'],
    [101, '101st'],
    [111, '111th'],
  ])('writes %i as %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });

  it('throws a RangeError for a non-integer', () => {
    expect(() => ordinal(1.5)).toThrow(RangeError);
  });
});

describe('canModifyBillingDay', () => {
  it('allows an admin with the toggle on and an active account', () => {
    expect(
      canModifyBillingDay({ isAdmin: true, allowModifyBillingDay: true, accountStatus: 'ACTIVE' }),
    ).toBe(true);
  });

  it('refuses when any one condition fails', () => {
    expect(
      canModifyBillingDay({ isAdmin: false, allowModifyBillingDay: true, accountStatus: 'ACTIVE' }),
    ).toBe(false);
    expect(
      canModifyBillingDay({ isAdmin: true, allowModifyBillingDay: false, accountStatus: 'ACTIVE' }),
    ).toBe(false);
    expect(
      canModifyBillingDay({
        isAdmin: true,
        allowModifyBillingDay: true,
        accountStatus: 'SUSPENDED',
      }),
    ).toBe(false);
    expect(
      canModifyBillingDay({ isAdmin: true, allowModifyBillingDay: true, accountStatus: undefined }),
    ).toBe(false);
  });
});
