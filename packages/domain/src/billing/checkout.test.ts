import { ConfigurationError } from '../errors';
import {
  CARD_CHECKOUT_ACTIONS,
  type CheckoutInput,
  checkoutAction,
  DIRECT_DEBIT_CHECKOUT_ACTIONS,
} from './checkout';

const input = (overrides: Partial<CheckoutInput>): CheckoutInput => ({
  method: 'CARD',
  discountedTotal: 42.5,
  hasCard: false,
  isAdmin: false,
  ...overrides,
});

describe('checkout thresholds', () => {
  it('reaches every listed action', () => {
    const totals = [0, 1];
    const card = new Set(
      totals.flatMap((discountedTotal) =>
        [true, false].flatMap((isAdmin) =>
          [true, false].map(
            (hasCard) => checkoutAction(input({ discountedTotal, isAdmin, hasCard })).action,
          ),
        ),
      ),
    );
    const directDebit = new Set(
      totals.map(
        (discountedTotal) =>
          checkoutAction(input({ method: 'DIRECT_DEBIT', discountedTotal })).action,
      ),
    );
    expect([...card].sort()).toEqual([...CARD_CHECKOUT_ACTIONS].sort());
    expect([...directDebit].sort()).toEqual([...DIRECT_DEBIT_CHECKOUT_ACTIONS].sort());
  });
});

describe('checkoutAction for CARD', () => {
  it('sends a customer with anything to pay to the hosted checkout', () => {
    expect(checkoutAction(input({ discountedTotal: 0.01 }))).toEqual({
      method: 'CARD',
      action: 'hostedCardCheckout',
      needsMandate: false,
    });
  });

  it('takes an admin through the phone (MOTO) card payment', () => {
    expect(checkoutAction(input({ isAdmin: true, hasCard: true })).action).toBe('motoCardPayment');
  });

  it('sets up a card when the total is exactly 0 and there is no card', () => {
    expect(checkoutAction(input({ discountedTotal: 0 })).action).toBe('cardSetup');
    expect(checkoutAction(input({ discountedTotal: -5, isAdmin: true })).action).toBe('cardSetup');
  });

  it('binds when the total is 0 and a card exists', () => {
    expect(checkoutAction(input({ discountedTotal: 0, hasCard: true })).action).toBe('bind');
  });
});

describe('checkoutAction for DIRECT_DEBIT', () => {
  it('collects a payment above 0.01', () => {
    expect(checkoutAction(input({ method: 'DIRECT_DEBIT', discountedTotal: 0.011 }))).toEqual({
      method: 'DIRECT_DEBIT',
      action: 'directDebitPayment',
      needsMandate: true,
    });
  });

  it('binds at exactly 0.01 and at 0, still needing a mandate', () => {
    expect(checkoutAction(input({ method: 'DIRECT_DEBIT', discountedTotal: 0.01 }))).toEqual({
      method: 'DIRECT_DEBIT',
      action: 'bind',
      needsMandate: true,
    });
    expect(checkoutAction(input({ method: 'DIRECT_DEBIT', discountedTotal: 0 })).action).toBe(
      'bind',
    );
  });
});

describe('checkoutAction for DUAL', () => {
  it('takes the card deposit as CARD does and needs a mandate', () => {
    expect(checkoutAction(input({ method: 'DUAL' }))).toEqual({
      method: 'DUAL',
      action: 'hostedCardCheckout',
      needsMandate: true,
    });
    expect(checkoutAction(input({ method: 'DUAL', isAdmin: true })).action).toBe('motoCardPayment');
    expect(checkoutAction(input({ method: 'DUAL', discountedTotal: 0 })).action).toBe('cardSetup');
    expect(
      checkoutAction(input({ method: 'DUAL', discountedTotal: 0, hasCard: true })).action,
    ).toBe('bind');
  });
});

describe('checkoutAction guards', () => {
  it('throws a RangeError for a non-finite total', () => {
    expect(() => checkoutAction(input({ discountedTotal: Number.NaN }))).toThrow(RangeError);
    expect(() => checkoutAction(input({ discountedTotal: Number.POSITIVE_INFINITY }))).toThrow(
      RangeError,
    );
  });

  it('raises a ConfigurationError for an unknown method', () => {
    expect(() => checkoutAction(input({ method: 'CHEQUE' as never }))).toThrow(ConfigurationError);
  });
});
