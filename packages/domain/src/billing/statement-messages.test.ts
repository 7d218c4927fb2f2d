import {
  refundMessageKey,
  STATEMENT_MESSAGE_FALLBACK_KEY,
  STATEMENT_MESSAGE_KEYS,
  STATEMENT_MESSAGE_RULES,
  type StatementMessageInput,
  statementMessageKey,
} from './statement-messages';

const statement = (overrides: Partial<StatementMessageInput>): StatementMessageInput => ({
  amountOutstanding: 1_000,
  final: false,
  statementNumber: 3,
  ...overrides,
});

describe('statementMessageKey', () => {
  it('gives a refund message for a final statement owing the customer 1p or more', () => {
    expect(statementMessageKey(statement({ final: true, amountOutstanding: -1 }))).toBe(
      'billing.refund.due',
    );
  });

  it('says nothing is outstanding at zero, final or not', () => {
    expect(statementMessageKey(statement({ final: true, amountOutstanding: 0 }))).toBe(
      'billing.nothingOutstanding',
    );
    expect(statementMessageKey(statement({ amountOutstanding: 0, statementNumber: 0 }))).toBe(
      'billing.nothingOutstanding',
    );
  });

  it('says nothing is outstanding for a credit on a non-final statement', () => {
    expect(statementMessageKey(statement({ amountOutstanding: -500 }))).toBe(
      'billing.nothingOutstanding',
    );
  });

  it('asks for the final payment on a final statement with 1p or more due, even the first', () => {
    expect(statementMessageKey(statement({ final: true, amountOutstanding: 1 }))).toBe(
      'billing.pending.finalPayment',
    );
    expect(
      statementMessageKey(statement({ final: true, amountOutstanding: 1, statementNumber: 0 })),
    ).toBe('billing.pending.finalPayment');
  });

  it('asks for the first payment on statement 0 and the next payment from statement 1', () => {
    expect(statementMessageKey(statement({ amountOutstanding: 1, statementNumber: 0 }))).toBe(
      'billing.pending.firstPayment',
    );
    expect(statementMessageKey(statement({ amountOutstanding: 1, statementNumber: 1 }))).toBe(
      'billing.pending.nextPayment',
    );
  });

  it('says a failed collection is owed now, first, final or later, unless nothing is left to pay', () => {
    for (const shape of [{ statementNumber: 0 }, { final: true }, { statementNumber: 4 }]) {
      expect(statementMessageKey(statement({ ...shape, status: 'FAILED' }))).toBe(
        'billing.failed.outstanding',
      );
    }
    expect(statementMessageKey(statement({ status: 'FAILED', amountOutstanding: 0 }))).toBe(
      'billing.nothingOutstanding',
    );
    expect(statementMessageKey(statement({ status: 'PENDING' }))).toBe(
      'billing.pending.nextPayment',
    );
  });

  it('throws a RangeError for an amount that is not whole pence', () => {
    expect(() => statementMessageKey(statement({ amountOutstanding: 1.5 }))).toThrow(RangeError);
    expect(() => statementMessageKey(statement({ amountOutstanding: Number.NaN }))).toThrow(
      RangeError,
    );
  });
});

describe('the statement message table', () => {
  it('reaches every key from its rows or the fallback, each once', () => {
    const reachable = [
      ...STATEMENT_MESSAGE_RULES.map((row) => row.key),
      STATEMENT_MESSAGE_FALLBACK_KEY,
    ];
    expect([...reachable].sort()).toEqual([...STATEMENT_MESSAGE_KEYS].sort());
  });
});

describe('refundMessageKey', () => {
  it('is the refund key only for a final statement with a negative outstanding amount', () => {
    expect(refundMessageKey({ final: true, amountOutstanding: -1 })).toBe('billing.refund.due');
    expect(refundMessageKey({ final: true, amountOutstanding: 0 })).toBeNull();
    expect(refundMessageKey({ final: false, amountOutstanding: -1 })).toBeNull();
  });
});
