/** The translation keys of the billing tab's payment message. */
export const STATEMENT_MESSAGE_KEYS = [
  'billing.refund.due',
  'billing.nothingOutstanding',
  'billing.failed.outstanding',
  'billing.pending.finalPayment',
  'billing.pending.firstPayment',
  'billing.pending.nextPayment',
] as const;
/** A statement message key. */
export type StatementMessageKey = (typeof STATEMENT_MESSAGE_KEYS)[number];

/**
 * The statement fields the message reads: amountOutstanding in pence, statementNumber 0 for the
 * first, and its status (a FAILED collection is not "will be taken": it is owed now).
 */
export type StatementMessageInput = {
  amountOutstanding: number;
  final: boolean;
  statementNumber: number;
  status?: string | undefined;
};

/**
 * The decision table, read top to bottom; the first matching row wins, and none matching gives
 * STATEMENT_MESSAGE_FALLBACK_KEY. A final statement wins over
 * a first one (a single statement that is also the last reads as the final payment). Collection
 * and refund times shown with these keys are DIRECT_DEBIT_COLLECTION_WORKING_DAYS and
 * REFUND_WORKING_DAYS in src/dates/working-days.ts.
 */
export const STATEMENT_MESSAGE_RULES: readonly {
  key: StatementMessageKey;
  when: (statement: StatementMessageInput) => boolean;
}[] = [
  { key: 'billing.refund.due', when: (s) => s.final && s.amountOutstanding < 0 },
  { key: 'billing.nothingOutstanding', when: (s) => s.amountOutstanding <= 0 },
  { key: 'billing.failed.outstanding', when: (s) => s.status === 'FAILED' },
  { key: 'billing.pending.finalPayment', when: (s) => s.final },
  { key: 'billing.pending.firstPayment', when: (s) => s.statementNumber === 0 },
];

/** The key when no row of the table matches: a later statement with money due. */
export const STATEMENT_MESSAGE_FALLBACK_KEY =
  'billing.pending.nextPayment' satisfies StatementMessageKey;

/**
 * The message key for a statement's payment state. Throws RangeError when amountOutstanding is not
 * a whole number of pence, since every row would then misread it.
 */
export function statementMessageKey(statement: StatementMessageInput): StatementMessageKey {
  if (!Number.isSafeInteger(statement.amountOutstanding)) {
    throw new RangeError(`Not a whole number of pence: ${String(statement.amountOutstanding)}`);
  }
  const rule = STATEMENT_MESSAGE_RULES.find((row) => row.when(statement));
  return rule?.key ?? STATEMENT_MESSAGE_FALLBACK_KEY;
}

/** 'billing.refund.due' when a final statement owes the customer money (negative outstanding), else null. */
export function refundMessageKey(
  statement: Pick<StatementMessageInput, 'amountOutstanding' | 'final'>,
): 'billing.refund.due' | null {
  return statement.final === true && statement.amountOutstanding < 0 ? 'billing.refund.due' : null;
}
