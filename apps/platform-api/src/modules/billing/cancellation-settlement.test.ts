import { randomUUID } from 'node:crypto';
import { statementServicePeriod } from '@brand/domain';
import fc from 'fast-check';
import { ProviderRefusal } from '../../integrations/provider-error';
import type { PlatformContext } from '../../platform-context';
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
import { decideRefunds, sendDecidedRefunds } from './provider-refunds';
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
      op: fc.constant('refund' as const),
      // What the providers do with the refunds sent this time (ADR 0043).
      outcome: fc.constantFrom(
        'accept' as const,
        'refuse' as const,
        'outage' as const,
        'lostAnswer' as const,
      ),
    }),
    fc.record({
      op: fc.constant('cancel' as const),
      // From a week before the cover starts to past its year.
      day: fc.integer({ min: -7, max: 380 }),
      full: fc.boolean(),
    }),
  );

  /**
   * Card and Direct Debit providers as a refund sees them: each refund made once per key (a key
   * asked again answers the first), and this step's outcome for a key not seen before: made,
   * refused, not reached, or made with its answer lost on the way back.
   */
  function providers(made: Map<string, { amountPence: number; paymentId: string }>) {
    let outcome: 'accept' | 'refuse' | 'outage' | 'lostAnswer' = 'accept';
    const refund = async (request: {
      idempotencyKey: string;
      paymentId: string;
      amountPence: number;
    }) => {
      const earlier = made.get(request.idempotencyKey);
      if (earlier) return { id: `RF-${request.idempotencyKey}`, status: 'created', ...earlier };
      if (outcome === 'refuse')
        throw new ProviderRefusal('refused', 'refund_payment_invalid_state');
      if (outcome === 'outage') throw new Error('the provider is down');
      const refunded = { amountPence: request.amountPence, paymentId: request.paymentId };
      made.set(request.idempotencyKey, refunded);
      if (outcome === 'lostAnswer') throw new Error('the answer was lost on the way back');
      return { id: `RF-${request.idempotencyKey}`, status: 'created', ...refunded };
    };
    const platform = t.app.platform;
    const context: PlatformContext = {
      ...platform,
      integrations: {
        ...platform.integrations,
        cardPayments: { ...platform.integrations.cardPayments, refund },
        directDebit: { ...platform.integrations.directDebit, refund },
      },
    };
    return {
      context,
      next(next: typeof outcome) {
        outcome = next;
      },
    };
  }

  it('keeps the balance the sum of its postings after any invoices, payments, credit notes, refunds (card and Direct Debit, decided then sent, refused, interrupted) and cancellations, and credits each statement once, never above its charge', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 10 }), async (operations) => {
        const { accountId } = await flexAccount(t);
        const made = new Map<string, { amountPence: number; paymentId: string }>();
        const provider = providers(made);
        let refundRound = 0;
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
          } else if (step.op === 'refund') {
            // The credit balance decided as refunds in one commit, then sent: what settlements
            // and credit refunds do. Lines left decided by an outage are sent by a later step.
            refundRound += 1;
            const round = refundRound;
            const balanceBefore = await customerBalance(t.db, accountId);
            await t.db.transaction((tx) =>
              decideRefunds(
                tx,
                {
                  accountId,
                  owedPence: -balanceBefore,
                  keyOf: (payment) => `test-refund:${round}:${payment.id}`,
                },
                NOW,
              ),
            );
            // Deciding never turns a credit into a debt.
            expect(await customerBalance(t.db, accountId)).toBeLessThanOrEqual(
              Math.max(0, balanceBefore),
            );
            provider.next(step.outcome);
            await sendDecidedRefunds(provider.context, accountId).catch(() => undefined);
          } else {
            const card = step.op === 'PAYMENT' && step.amount % 2 === 0;
            await postTransaction(
              t.db,
              {
                accountId,
                kind: step.op,
                amountPence: step.amount,
                idempotencyKey: `test:${randomUUID()}`,
                subType: step.op === 'CREDIT_NOTE' ? null : card ? 'STRIPE' : 'GOCARDLESS',
                descriptionKey: 'billing.lineItem.test',
                providerPaymentId: step.op === 'PAYMENT' ? `PM${randomUUID()}` : null,
              },
              NOW,
            );
          }
          expect(await customerBalance(t.db, accountId)).toBe(
            await balanceFromTransactions(t, accountId),
          );
        }
        expect(await unbalancedTransactions(t)).toEqual([]);
        const lines = await listTransactions(t.db, accountId);
        // No payment is refunded more than it paid, and the provider made exactly the refunds the
        // ledger counts: each once, for the ledger's amount (a lost answer's line still decided).
        for (const payment of lines.filter((line) => line.kind === 'PAYMENT')) {
          const refunded = lines
            .filter(
              (line) =>
                line.kind === 'REFUND' &&
                line.status !== 'FAILED' &&
                line.providerPaymentId === payment.providerPaymentId,
            )
            .reduce((sum, line) => sum + line.amountPence, 0);
          expect(refunded).toBeLessThanOrEqual(payment.amountPence);
        }
        const sentOrDecided = lines.filter(
          (line) => line.idempotencyKey.startsWith('test-refund:') && line.status !== 'FAILED',
        );
        for (const [key, refund] of made) {
          expect(sentOrDecided.find((line) => line.idempotencyKey === key)?.amountPence).toBe(
            refund.amountPence,
          );
        }
        for (const line of sentOrDecided.filter((refund) => refund.status === 'POSTED')) {
          expect(made.get(line.idempotencyKey)?.amountPence).toBe(line.amountPence);
        }
        // Each statement's cancellation credit is at most what it charged, net of its discount.
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
    // Twelve accounts of up to ten steps each on one PGlite connection, on a shared machine.
  }, 180_000);
});
