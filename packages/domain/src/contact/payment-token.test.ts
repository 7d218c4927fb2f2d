import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  isPaymentTokenExpired,
  isValidPaymentToken,
  normalisePaymentToken,
  PAYMENT_TOKEN_PATTERN,
  PAYMENT_TOKEN_VALIDITY_MINUTES,
} from './payment-token';

describe('isValidPaymentToken', () => {
  it.each([
    'tok_1N3T00LkdIwHu7ixt44h1F8k',
    'tok_visa',
    'tok_chargeDeclined',
    'tok_a',
    'tok_visa_debit',
  ])('accepts %p', (token) => {
    expect(isValidPaymentToken(token)).toBe(true);
  });

  it('accepts a pasted token with surrounding whitespace', () => {
    expect(isValidPaymentToken('  tok_visa\n')).toBe(true);
  });

  it.each([
    ['only the prefix', 'tok_'],
    ['no prefix', '1N3T00LkdIwHu7ix'],
    ['an upper-case prefix', 'TOK_visa'],
    ['another Stripe object id', 'pm_1N3T00LkdIwHu7ix'],
    ['a card source id', 'src_1N3T00LkdIwHu7ix'],
    ['a hyphen', 'tok_visa-debit'],
    ['an inner space', 'tok_visa debit'],
    ['a card number', '4242424242424242'],
  ])('refuses %s (%p)', (_reason, token) => {
    expect(isValidPaymentToken(token)).toBe(false);
  });

  it('refuses empty and non-string values', () => {
    expect(isValidPaymentToken('')).toBe(false);
    expect(isValidPaymentToken(undefined)).toBe(false);
    expect(isValidPaymentToken({ id: 'tok_visa' })).toBe(false);
  });
});

describe('PAYMENT_TOKEN_PATTERN', () => {
  it('does not trim', () => {
    expect(PAYMENT_TOKEN_PATTERN.test('tok_visa')).toBe(true);
    expect(PAYMENT_TOKEN_PATTERN.test(' tok_visa')).toBe(false);
  });
});

describe('normalisePaymentToken', () => {
  it('trims surrounding whitespace', () => {
    expect(normalisePaymentToken('\ttok_visa ')).toBe('tok_visa');
  });

  it('returns the empty string for a non-string value', () => {
    expect(normalisePaymentToken(null as unknown as string)).toBe('');
  });
});

describe('isPaymentTokenExpired', () => {
  const issuedAt = '2026-03-29T00:55:00Z';
  const issuedPlus = (ms: number) => new Date(Date.parse(issuedAt) + ms).toISOString();
  const validityMs = PAYMENT_TOKEN_VALIDITY_MINUTES * 60_000;

  it('is not expired when just issued', () => {
    expect(isPaymentTokenExpired(issuedAt, issuedAt)).toBe(false);
  });

  it(`is not expired 1 ms before ${PAYMENT_TOKEN_VALIDITY_MINUTES} minutes`, () => {
    expect(isPaymentTokenExpired(issuedAt, issuedPlus(validityMs - 1))).toBe(false);
  });

  it(`is expired at exactly ${PAYMENT_TOKEN_VALIDITY_MINUTES} minutes`, () => {
    expect(isPaymentTokenExpired(issuedAt, issuedPlus(validityMs))).toBe(true);
  });

  it('measures elapsed time, not London wall-clock time, across the clocks going forward', () => {
    // 00:55 UTC is 00:55 GMT; five minutes later it is 02:00 BST, yet only 5 minutes have passed.
    expect(isPaymentTokenExpired(issuedAt, '2026-03-29T02:00:00+01:00')).toBe(false);
  });

  it('accepts Dates and luxon DateTimes', () => {
    const issued = new Date(issuedAt);
    expect(isPaymentTokenExpired(issued, DateTime.fromJSDate(issued).plus({ minutes: 11 }))).toBe(
      true,
    );
  });

  it('is not expired when issued a moment after now (clock skew)', () => {
    expect(isPaymentTokenExpired(issuedPlus(1000), issuedAt)).toBe(false);
  });

  it('counts an unreadable issue time or now as expired', () => {
    expect(isPaymentTokenExpired('not a date', issuedAt)).toBe(true);
    expect(isPaymentTokenExpired(issuedAt, 'not a date')).toBe(true);
  });

  it('uses the current time by default', () => {
    expect(isPaymentTokenExpired(new Date())).toBe(false);
    expect(isPaymentTokenExpired(new Date(Date.now() - validityMs))).toBe(true);
  });
});

describe('payment token properties', () => {
  it('normalising twice gives the same as normalising once, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (input) => {
        const once = normalisePaymentToken(input);
        expect(normalisePaymentToken(once)).toBe(once);
        expect(isValidPaymentToken(input)).toBe(PAYMENT_TOKEN_PATTERN.test(once));
      }),
    );
  });
});
