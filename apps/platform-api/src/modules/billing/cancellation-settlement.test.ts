import { randomUUID } from 'node:crypto';
import { statementServicePeriod } from '@brand/domain';
import fc from 'fast-check';
import {
  balanceFromTransactions,
  flexAccount,
  unbalancedTransactions,
} from '../../test/ledger-test-support';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { cancellationCreditPreview, creditCancelledCover } from './cancellation-settlement';
import { customerBalance, listTransactions } from './ledger-repository';
import { postTransaction } from './ledger-service';
import { issueStatement } from './statement-issue';
import { lastStatementNumber } from './statement-repository';

const NOW = new Date('2026-03-02T10:00:00Z');
const DAY_MS = 86_400_000;

describe(`the ledger under cancellations (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: NOW.toISOString(), anonymousToken: false });

  const operation = fc.oneof(
    fc.record({
      op: fc.constant('statement' as const),
      gross: fc.integer({ min: 0, max: 200_000 }),
      discount: fc.integer({ min: 0, max: 5_000 }),
    }),
    fc.record({
      op: fc.constantFrom('PAYMENT' as const, 'CREDIT_NOTE' as const, 'REFUND' as const),
      amount: fc.integer({ min: 1, max: 200_000 }),
    }),
    fc.record({
      op: fc.constant('cancel' as const),
      // From a week before the cover starts to past its year.
      day: fc.integer({ min: -7, max: 380 }),
      full: fc.boolean(),
    }),
  );

  it('keeps the balance the sum of its postings after any invoices, payments, credit notes, refunds and cancellations, and credits each statement once, never above its charge', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 10 }), async (operations) => {
        const { accountId } = await flexAccount(t);
        const [account] = await t.db.query<{ inception_at: Date }>(
          'SELECT inception_at FROM customer_accounts WHERE id = $1',
          [accountId],
        );
        const inception = new Date(account?.inception_at as Date);
        for (const step of operations) {
          if (step.op === 'statement') {
            await t.db.transaction(async (tx) => {
              const next = (await lastStatementNumber(tx, accountId)) + 1;
              await issueStatement(
                tx,
                {
                  accountId,
                  statementNumber: next,
                  due: NOW,
                  final: false,
                  charge: {
                    grossPence: step.gross,
                    discountedPence: Math.max(0, step.gross - step.discount),
                    servicePeriod: statementServicePeriod(inception, next),
                  },
                },
                NOW,
              );
            });
          } else if (step.op === 'cancel') {
            const cancellation = {
              endsAt: new Date(inception.getTime() + step.day * DAY_MS),
              full: step.full,
            };
            const preview = await cancellationCreditPreview(t.db, accountId, cancellation);
            const posted = await t.db.transaction((tx) =>
              creditCancelledCover(tx, accountId, cancellation, NOW),
            );
            // What the price said is what is posted; a second time posts nothing.
            expect(posted).toBe(preview);
            expect(
              await t.db.transaction((tx) =>
                creditCancelledCover(tx, accountId, cancellation, NOW),
              ),
            ).toBe(0);
          } else {
            await postTransaction(
              t.db,
              {
                accountId,
                kind: step.op,
                amountPence: step.amount,
                idempotencyKey: `test:${randomUUID()}`,
                subType: step.op === 'CREDIT_NOTE' ? null : 'GOCARDLESS',
                descriptionKey: 'billing.lineItem.test',
              },
              NOW,
            );
          }
          expect(await customerBalance(t.db, accountId)).toBe(
            await balanceFromTransactions(t, accountId),
          );
        }
        expect(await unbalancedTransactions(t)).toEqual([]);
        // Each statement's cancellation credit is at most what it charged, net of its discount.
        const lines = await listTransactions(t.db, accountId);
        for (const credit of lines.filter((line) =>
          line.idempotencyKey.startsWith('cancellation-credit:'),
        )) {
          const statementId = credit.idempotencyKey.slice('cancellation-credit:'.length);
          const charged = lines
            .filter((line) => line.statementId === statementId)
            .reduce(
              (sum, line) =>
                line.kind === 'INVOICE'
                  ? sum + line.amountPence
                  : line.idempotencyKey.startsWith('discount:')
                    ? sum - line.amountPence
                    : sum,
              0,
            );
          expect(credit.amountPence).toBeLessThanOrEqual(charged);
        }
      }),
      { numRuns: 12 },
    );
  });
});
