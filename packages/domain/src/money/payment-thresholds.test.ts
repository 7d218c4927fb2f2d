import {
  CARD_MINIMUM,
  DIRECT_DEBIT_MINIMUM,
  isPaymentNeeded,
  shouldTakeCardPayment,
  shouldTakeDirectDebitPayment,
  ZERO_PAYMENT_TOLERANCE,
} from './payment-thresholds';

describe('limits', () => {
  it('are the spec values in pounds', () => {
    expect(ZERO_PAYMENT_TOLERANCE).toBe(0.001);
    expect(DIRECT_DEBIT_MINIMUM).toBe(0.01);
    expect(CARD_MINIMUM).toBe(0);
  });
});

describe('isPaymentNeeded', () => {
  it('needs no payment without a method when the total is 0.001 or less', () => {
    expect(isPaymentNeeded({ hasPaymentMethod: false, discountedTotal: 0.001 })).toBe(false);
    expect(isPaymentNeeded({ hasPaymentMethod: false, discountedTotal: 0.0009 })).toBe(false);
    expect(isPaymentNeeded({ hasPaymentMethod: false, discountedTotal: 0 })).toBe(false);
    expect(isPaymentNeeded({ hasPaymentMethod: false, discountedTotal: -5 })).toBe(false);
  });
  it('needs payment without a method once the total is above 0.001', () => {
    expect(isPaymentNeeded({ hasPaymentMethod: false, discountedTotal: 0.0011 })).toBe(true);
    expect(isPaymentNeeded({ hasPaymentMethod: false, discountedTotal: 10 })).toBe(true);
  });
  it('needs payment whenever there is a payment method', () => {
    expect(isPaymentNeeded({ hasPaymentMethod: true, discountedTotal: 0 })).toBe(true);
    expect(isPaymentNeeded({ hasPaymentMethod: true, discountedTotal: 0.001 })).toBe(true);
  });
  it('treats a total that is not a number as nothing to pay', () => {
    expect(isPaymentNeeded({ hasPaymentMethod: false, discountedTotal: Number.NaN })).toBe(false);
  });
});

describe('shouldTakeCardPayment', () => {
  it('pays only above zero', () => {
    expect(shouldTakeCardPayment(0)).toBe(false);
    expect(shouldTakeCardPayment(-0.01)).toBe(false);
    expect(shouldTakeCardPayment(0.001)).toBe(true);
    expect(shouldTakeCardPayment(0.01)).toBe(true);
    expect(shouldTakeCardPayment(Number.NaN)).toBe(false);
  });
});

describe('shouldTakeDirectDebitPayment', () => {
  it('pays only above 0.01, otherwise binds', () => {
    expect(shouldTakeDirectDebitPayment(0.01)).toBe(false);
    expect(shouldTakeDirectDebitPayment(0.0099)).toBe(false);
    expect(shouldTakeDirectDebitPayment(0)).toBe(false);
    expect(shouldTakeDirectDebitPayment(0.0101)).toBe(true);
    expect(shouldTakeDirectDebitPayment(0.02)).toBe(true);
    expect(shouldTakeDirectDebitPayment(Number.NaN)).toBe(false);
  });
});
