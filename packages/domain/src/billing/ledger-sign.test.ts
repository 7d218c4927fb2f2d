import { LEDGER_TYPES } from '../enums';
import { customerLedgerAmount, LEDGER_CUSTOMER_SIGN, LEDGER_REVERSAL_OF } from './ledger-sign';

describe('customerLedgerAmount', () => {
  it('adds charges and returned money to what the customer owes', () => {
    expect(customerLedgerAmount('INVOICE', 1250)).toBe(1250);
    expect(customerLedgerAmount('DEBIT_JOURNAL', 1)).toBe(1);
    expect(customerLedgerAmount('PAYMENT_REVERSAL', 999)).toBe(999);
    expect(customerLedgerAmount('REFUND', 500)).toBe(500);
  });

  it('takes credits and payments from it', () => {
    expect(customerLedgerAmount('CREDIT_NOTE', 1250)).toBe(-1250);
    expect(customerLedgerAmount('CREDIT_JOURNAL', 1)).toBe(-1);
    expect(customerLedgerAmount('PAYMENT', 999)).toBe(-999);
    expect(customerLedgerAmount('REFUND_REVERSAL', 500)).toBe(-500);
  });

  it('refuses zero, negative and fractional amounts', () => {
    expect(() => customerLedgerAmount('INVOICE', 0)).toThrow(RangeError);
    expect(() => customerLedgerAmount('PAYMENT', -5)).toThrow(RangeError);
    expect(() => customerLedgerAmount('PAYMENT', 1.5)).toThrow(RangeError);
  });
});

describe('LEDGER_CUSTOMER_SIGN', () => {
  it('gives every ledger type a direction, and a reversal the opposite of what it reverses', () => {
    expect(Object.keys(LEDGER_CUSTOMER_SIGN).sort()).toEqual([...LEDGER_TYPES].sort());
    for (const [type, reversal] of Object.entries(LEDGER_REVERSAL_OF)) {
      expect(LEDGER_CUSTOMER_SIGN[reversal]).toBe(
        -LEDGER_CUSTOMER_SIGN[type as keyof typeof LEDGER_REVERSAL_OF],
      );
    }
  });
});
