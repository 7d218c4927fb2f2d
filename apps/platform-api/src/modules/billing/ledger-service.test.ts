import { randomUUID } from 'node:crypto';
import type { LedgerType } from '@brand/domain';
import fc from 'fast-check';
import { ApiError } from '../../http/problem';
import {
  balanceFromTransactions,
  flexAccount,
  unbalancedTransactions,
} from '../../test/ledger-test-support';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { customerBalance } from './ledger-repository';
import {
  failPayment,
  postTransaction,
  reverseTransaction,
  setTransactionStatus,
} from './ledger-service';
import type { LedgerTransaction, PostTransactionInput } from './ledger-transaction';

const NOW = new Date('2026-03-02T10:00:00Z');

describe(`the ledger (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: NOW.toISOString(), anonymousToken: false });
  let accountId: string;

  beforeAll(async () => {
    ({ accountId } = await flexAccount(t));
  });

  const payment = (overrides: Partial<PostTransactionInput> = {}): PostTransactionInput => ({
    accountId,
    kind: 'PAYMENT',
    amountPence: 2500,
    idempotencyKey: `test:${randomUUID()}`,
    descriptionKey: 'billing.lineItem.payment',
    subType: 'STRIPE',
    ...overrides,
  });

  async function expectInvariant(): Promise<void> {
    expect(await unbalancedTransactions(t)).toEqual([]);
    expect(await customerBalance(t.db, accountId)).toBe(
      await balanceFromTransactions(t, accountId),
    );
  }

  describe('posting', () => {
    it('writes balanced postings and moves the balance by the kind’s direction', async () => {
      const before = await customerBalance(t.db, accountId);
      await postTransaction(t.db, payment({ kind: 'DEBIT_JOURNAL', amountPence: 700 }), NOW);
      await postTransaction(t.db, payment({ amountPence: 200 }), NOW);
      expect(await customerBalance(t.db, accountId)).toBe(before + 500);
      await expectInvariant();
    });

    it('answers a repeat of the same request with the first transaction, posting once', async () => {
      const input = payment();
      const before = await customerBalance(t.db, accountId);
      const first = await postTransaction(t.db, input, NOW);
      const again = await postTransaction(t.db, { ...input, status: 'PENDING' }, NOW);
      expect(again).toEqual(first);
      expect(await customerBalance(t.db, accountId)).toBe(before - 2500);
    });

    it('refuses the same key with a different request (409), changing nothing', async () => {
      const input = payment();
      await postTransaction(t.db, input, NOW);
      const before = await customerBalance(t.db, accountId);
      await expect(
        postTransaction(t.db, { ...input, amountPence: 2501 }, NOW),
      ).rejects.toMatchObject({ kind: 'conflict', code: 'ledger.idempotencyKeyReused' });
      expect(await customerBalance(t.db, accountId)).toBe(before);
    });

    it('refuses zero and negative amounts before writing anything', async () => {
      await expect(postTransaction(t.db, payment({ amountPence: 0 }), NOW)).rejects.toThrow(
        RangeError,
      );
      await expect(postTransaction(t.db, payment({ amountPence: -1 }), NOW)).rejects.toThrow(
        RangeError,
      );
    });

    it('lets a transaction that failed at once leave the balance as it was', async () => {
      const before = await customerBalance(t.db, accountId);
      const failed = await postTransaction(
        t.db,
        payment({ status: 'FAILED', failureReason: 'card_declined' }),
        NOW,
      );
      expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'card_declined' });
      expect(await customerBalance(t.db, accountId)).toBe(before);
      await expectInvariant();
    });
  });

  describe('the database itself', () => {
    it('refuses to commit postings that do not sum to zero', async () => {
      const tx = await postTransaction(t.db, payment(), NOW);
      await expect(
        t.db.query(
          `INSERT INTO ledger_postings (transaction_id, ledger_account, amount_pence)
           VALUES ($1, 'customer:x', 1)`,
          [tx.id],
        ),
      ).rejects.toThrow(/does not balance/);
      await expectInvariant();
    });

    it('never lets a posting change or go', async () => {
      await expect(t.db.query('UPDATE ledger_postings SET amount_pence = 1')).rejects.toThrow(
        /never changed/,
      );
      await expect(t.db.query('DELETE FROM ledger_postings')).rejects.toThrow(/never changed/);
    });
  });

  describe('status changes', () => {
    it('posts a pending payment once the provider confirms it; a second confirmation is a no-op', async () => {
      const pending = await postTransaction(t.db, payment({ status: 'PENDING' }), NOW);
      const posted = await t.db.transaction((tx) =>
        setTransactionStatus(tx, pending.id, { status: 'POSTED' }, NOW),
      );
      expect(posted.status).toBe('POSTED');
      const again = await t.db.transaction((tx) =>
        setTransactionStatus(tx, pending.id, { status: 'POSTED' }, NOW),
      );
      expect(again.status).toBe('POSTED');
      await expect(
        t.db.transaction((tx) => setTransactionStatus(tx, pending.id, { status: 'FAILED' }, NOW)),
      ).rejects.toMatchObject({ code: 'ledger.statusTransition' });
    });

    it('takes a failed pending payment out of the balance with contra postings', async () => {
      const before = await customerBalance(t.db, accountId);
      const pending = await postTransaction(t.db, payment({ status: 'PENDING' }), NOW);
      expect(await customerBalance(t.db, accountId)).toBe(before - 2500);
      await t.db.transaction((tx) => failPayment(tx, pending.id, 'insufficient_funds', NOW));
      expect(await customerBalance(t.db, accountId)).toBe(before);
      await expectInvariant();
    });

    it('reverses a posted payment that fails later, once', async () => {
      const before = await customerBalance(t.db, accountId);
      const paid = await postTransaction(t.db, payment(), NOW);
      const reversal = await t.db.transaction((tx) =>
        failPayment(tx, paid.id, 'refer_to_payer', NOW),
      );
      expect(reversal).toMatchObject({ kind: 'PAYMENT_REVERSAL', reversesId: paid.id });
      const again = await reverseTransaction(t.db, paid.id, 'refer_to_payer', NOW);
      expect(again.id).toBe(reversal.id);
      expect(await customerBalance(t.db, accountId)).toBe(before);
      await expectInvariant();
    });

    it('reverses only posted payments and refunds', async () => {
      const invoice = await postTransaction(t.db, payment({ kind: 'INVOICE' }), NOW);
      await expect(reverseTransaction(t.db, invoice.id, 'x', NOW)).rejects.toMatchObject({
        code: 'ledger.notReversible',
      });
      const pending = await postTransaction(t.db, payment({ status: 'PENDING' }), NOW);
      await expect(reverseTransaction(t.db, pending.id, 'x', NOW)).rejects.toMatchObject({
        code: 'ledger.notReversible',
      });
      await expect(reverseTransaction(t.db, 'LT-missing', 'x', NOW)).rejects.toMatchObject({
        kind: 'not-found',
      });
    });
  });

  describe('invariant under any sequence of operations (fast-check)', () => {
    const KINDS: LedgerType[] = [
      'INVOICE',
      'CREDIT_NOTE',
      'DEBIT_JOURNAL',
      'CREDIT_JOURNAL',
      'PAYMENT',
      'REFUND',
    ];
    const operation = fc.oneof(
      fc.record({
        op: fc.constant('post' as const),
        kind: fc.constantFrom(...KINDS),
        amount: fc.integer({ min: 1, max: 500_000 }),
        key: fc.integer({ min: 0, max: 5 }),
        status: fc.constantFrom('PENDING' as const, 'POSTED' as const, 'FAILED' as const),
      }),
      fc.record({
        op: fc.constant('settle' as const),
        index: fc.nat(),
        status: fc.constantFrom('POSTED' as const, 'FAILED' as const),
      }),
      fc.record({ op: fc.constant('reverse' as const), index: fc.nat() }),
    );

    it('keeps every transaction summing to zero and the balance the sum of its postings', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(operation, { minLength: 1, maxLength: 12 }),
          async (operations) => {
            const run = randomUUID();
            const posted: LedgerTransaction[] = [];
            for (const step of operations) {
              try {
                if (step.op === 'post') {
                  posted.push(
                    await postTransaction(
                      t.db,
                      {
                        accountId,
                        kind: step.kind,
                        amountPence: step.amount,
                        status: step.status,
                        idempotencyKey: `${run}:${step.key}`,
                        descriptionKey: 'billing.lineItem.test',
                      },
                      NOW,
                    ),
                  );
                } else if (posted.length > 0) {
                  const target = posted[step.index % posted.length] as LedgerTransaction;
                  if (step.op === 'settle') {
                    await t.db.transaction((tx) =>
                      setTransactionStatus(tx, target.id, { status: step.status }, NOW),
                    );
                  } else {
                    await reverseTransaction(t.db, target.id, 'returned', NOW);
                  }
                }
              } catch (error) {
                // A refused operation (a reused key, a move a status may not make) changes nothing.
                if (!(error instanceof ApiError) || error.kind !== 'conflict') throw error;
              }
              expect(await customerBalance(t.db, accountId)).toBe(
                await balanceFromTransactions(t, accountId),
              );
            }
            expect(await unbalancedTransactions(t)).toEqual([]);
          },
        ),
        { numRuns: 25 },
      );
    });
  });

  describe('concurrent posts', () => {
    it('posts each idempotency key once however many posts of it race', async () => {
      const run = randomUUID();
      const before = await customerBalance(t.db, accountId);
      const keys = Array.from({ length: 8 }, (_, i) => `${run}:${i}`);
      // Five posts of each key with one body, and one with another body (a client's mistake),
      // all at once: whichever body lands first is the key's one transaction; the other is a 409.
      const posts = keys.flatMap((key, i) => [
        ...Array.from({ length: 5 }, () => ({ key, amount: 100 * (i + 1) })),
        { key, amount: 1 },
      ]);
      const outcomes = await Promise.all(
        posts.map(({ key, amount }) =>
          postTransaction(
            t.db,
            payment({ idempotencyKey: key, amountPence: amount, kind: 'INVOICE' }),
            NOW,
          )
            .then((transaction): LedgerTransaction | 'conflict' => transaction)
            .catch((error: unknown) => {
              if (error instanceof ApiError && error.kind === 'conflict')
                return 'conflict' as const;
              throw error;
            }),
        ),
      );
      const stored = new Map<string, LedgerTransaction>();
      for (const outcome of outcomes) {
        if (outcome === 'conflict') continue;
        const seen = stored.get(outcome.idempotencyKey);
        if (seen) expect(outcome).toEqual(seen);
        stored.set(outcome.idempotencyKey, outcome);
      }
      expect([...stored.keys()].sort()).toEqual([...keys].sort());
      const [count] = await t.db.query<{ n: number }>(
        'SELECT COUNT(*)::integer AS n FROM ledger_transactions WHERE idempotency_key LIKE $1',
        [`${run}:%`],
      );
      expect(Number(count?.n)).toBe(keys.length);
      const added = [...stored.values()].reduce((sum, tx) => sum + tx.amountPence, 0);
      expect(await customerBalance(t.db, accountId)).toBe(before + added);
      await expectInvariant();
    });
  });
});
