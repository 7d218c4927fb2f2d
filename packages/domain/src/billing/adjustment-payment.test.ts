import { ADJUSTMENT_PAYMENT_ACTIONS, adjustmentPaymentAction } from './adjustment-payment';

describe('adjustmentPaymentAction', () => {
  it('takes a card checkout for a single payment with 1p or more due', () => {
    expect(adjustmentPaymentAction({ scheduleType: 'SINGLE_PAYMENT', amountDue: 1 })).toBe(
      'cardCheckout',
    );
    expect(adjustmentPaymentAction({ scheduleType: 'SINGLE_PAYMENT', amountDue: 12_345 })).toBe(
      'cardCheckout',
    );
  });

  it('confirms directly for a single payment with nothing due or a credit', () => {
    expect(adjustmentPaymentAction({ scheduleType: 'SINGLE_PAYMENT', amountDue: 0 })).toBe(
      'confirm',
    );
    expect(adjustmentPaymentAction({ scheduleType: 'SINGLE_PAYMENT', amountDue: -1 })).toBe(
      'confirm',
    );
  });

  it('confirms directly for a monthly schedule whatever is due', () => {
    expect(adjustmentPaymentAction({ scheduleType: 'MONTHLY', amountDue: 5_000 })).toBe('confirm');
  });

  it('lists exactly the two actions', () => {
    expect(ADJUSTMENT_PAYMENT_ACTIONS).toEqual(['cardCheckout', 'confirm']);
  });

  it('confirms directly when the amount is not a number', () => {
    expect(adjustmentPaymentAction({ scheduleType: 'SINGLE_PAYMENT', amountDue: Number.NaN })).toBe(
      'confirm',
    );
  });
});
