import { creditOrDebit, isCredit, isDebit, LEDGER_DIRECTIONS } from './credit-debit';

describe('credit or debit', () => {
  it('calls a negative amount credit', () => {
    expect(isCredit(-1)).toBe(true);
    expect(isDebit(-1)).toBe(false);
    expect(creditOrDebit(-0.01)).toBe('credit');
  });
  it('calls zero and positive amounts debit', () => {
    expect(isCredit(0)).toBe(false);
    expect(isDebit(0)).toBe(true);
    expect(creditOrDebit(-0)).toBe('debit');
    expect(creditOrDebit(0)).toBe('debit');
    expect(creditOrDebit(1)).toBe('debit');
  });
  it('lists both directions', () => {
    expect(LEDGER_DIRECTIONS).toEqual(['credit', 'debit']);
  });
});
