import {
  STATEMENT_SETTLEMENT_FALLBACK,
  STATEMENT_SETTLEMENT_RULES,
  statementSettlementStatus,
} from './statement-settlement';

const issued = { issued: true, amountOutstanding: 1000, pendingPayments: 0, failedPayments: 0 };

describe('statementSettlementStatus', () => {
  it('reads its table top to bottom: draft, money in flight, settled, failed; else awaiting', () => {
    expect(STATEMENT_SETTLEMENT_RULES.map((row) => row.status)).toEqual([
      'DRAFT',
      'PENDING',
      'SETTLED',
      'FAILED',
    ]);
    expect(STATEMENT_SETTLEMENT_FALLBACK).toBe('PENDING');
  });

  it('is DRAFT until the run issues the statement', () => {
    expect(statementSettlementStatus({ ...issued, issued: false, amountOutstanding: 0 })).toBe(
      'DRAFT',
    );
  });

  it('is PENDING while money is owed and no collection was tried', () => {
    expect(statementSettlementStatus(issued)).toBe('PENDING');
  });

  it('is PENDING while a payment is in flight, even one that would settle it', () => {
    expect(statementSettlementStatus({ ...issued, amountOutstanding: 0, pendingPayments: 1 })).toBe(
      'PENDING',
    );
  });

  it('is FAILED when a collection failed and money is still owed', () => {
    expect(statementSettlementStatus({ ...issued, failedPayments: 1 })).toBe('FAILED');
  });

  it('is SETTLED when nothing is owed, a failed attempt since paid included', () => {
    expect(statementSettlementStatus({ ...issued, amountOutstanding: 0, failedPayments: 1 })).toBe(
      'SETTLED',
    );
    expect(statementSettlementStatus({ ...issued, amountOutstanding: -500 })).toBe('SETTLED');
  });
});
