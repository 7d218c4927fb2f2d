import type { LedgerSubType, PaymentMethodType } from '@brand/domain';
import { serialisePaymentWork } from '../../integrations/payments/payment-work-queue';
import type { PlatformContext } from '../../platform-context';
import { type IntervalJob, startIntervalJob } from '../../shared/interval-job';
import { loadStatementSummaries } from './account-statements';
import { type CancellationSweep, settleCancelledAccounts } from './cancellation-settlement';
import type { CollectPayment } from './collect-payment';
import { findCustomerAccount } from './customer-account-repository';
import { postTransaction } from './ledger-service';
import { type RefundSweep, sendAllDecidedRefunds } from './provider-refunds';
import { listStatementsToCollect } from './statement-repository';
import { runStatements, type StatementRun } from './statement-run';

/** Which provider collects by each payment method: direct debit by GoCardless, cards by Stripe. */
export const COLLECTOR_OF_METHOD = {
  BACS_DEBIT: 'GOCARDLESS',
  CARD: 'STRIPE',
} as const satisfies Record<PaymentMethodType, LedgerSubType>;

/** The idempotency key of a statement's scheduled collection: one try per statement. */
export function collectionKey(statementId: string): string {
  return `collection:${statementId}`;
}

/** What one collections run did, per statement. */
export type CollectionRun = {
  posted: string[];
  pending: string[];
  /** Refused by the provider: the statement is FAILED and its amount stays outstanding. */
  failed: { statementId: string; reason: string | null }[];
  /** The provider could not be asked (an outage): nothing recorded, tried again next run. */
  errors: { statementId: string; error: string }[];
};

/**
 * The collections run: each issued statement due by the clock (but a purchase's statement 0, which
 * its checkout took) that owes money and has had no collection yet is collected through `collect` once, and the answer is
 * posted as a PAYMENT (PENDING, POSTED or FAILED) on that statement with the same idempotency
 * key. A provider call that throws records nothing, so the next run asks again with that key and
 * the provider answers the first attempt. A failure leaves the amount outstanding for the
 * customer to settle by card (or an agent by phone); it is not collected again automatically.
 */
export async function runCollections(
  context: PlatformContext,
  collect: CollectPayment,
): Promise<CollectionRun> {
  const run: CollectionRun = { posted: [], pending: [], failed: [], errors: [] };
  const now = context.clock.now();
  for (const { accountId, statementId } of await listStatementsToCollect(context.db, now)) {
    try {
      const account = await findCustomerAccount(context.db, accountId);
      const statement = (await loadStatementSummaries(context.db, accountId)).find(
        (candidate) => candidate.id === statementId,
      );
      if (!account || !statement || statement.amountOutstanding <= 0) continue;
      const key = collectionKey(statementId);
      const result = await collect(account, statement, statement.amountOutstanding, key);
      await postTransaction(
        context.db,
        {
          accountId,
          kind: 'PAYMENT',
          amountPence: statement.amountOutstanding,
          idempotencyKey: key,
          status: result.status,
          statementId,
          subType: account.paymentMethodType
            ? COLLECTOR_OF_METHOD[account.paymentMethodType]
            : null,
          descriptionKey: 'billing.lineItem.payment',
          providerPaymentId: result.providerPaymentId,
          failureReason: result.failureReason ?? null,
        },
        context.clock.now(),
      );
      if (result.status === 'FAILED') {
        run.failed.push({ statementId, reason: result.failureReason ?? null });
      } else {
        run[result.status === 'POSTED' ? 'posted' : 'pending'].push(statementId);
      }
    } catch (error) {
      run.errors.push({
        statementId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return run;
}

/** One run of the billing job: statements due, then their collections. */
export type BillingRun = {
  statements: StatementRun;
  /** Refunds decided and left unsent (a crash, an outage), sent now. */
  refunds: RefundSweep;
  cancellations: CancellationSweep;
  collections: CollectionRun;
};

/**
 * Issues the statements due by the clock, sends the refunds decided and not yet sent (a crash
 * between a commit and its provider call), settles the accounts of cancellations that have taken
 * effect (credit, final statement, refund, mandate), then collects what statements ask for.
 */
export async function runBillingJob(
  context: PlatformContext,
  collect: CollectPayment,
): Promise<BillingRun> {
  const statements = await runStatements(context);
  const refunds = await sendAllDecidedRefunds(context);
  const cancellations = await settleCancelledAccounts(context);
  const collections = await runCollections(context, collect);
  return { statements, refunds, cancellations, collections };
}

/** Where the job reports its runs (Fastify's logger fits). */
export type BillingJobLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** A started billing job. */
export type BillingJob = IntervalJob<BillingRun>;

/** Runs the billing job now and then every `intervalMinutes` (0: only now); see startIntervalJob. */
export function startBillingJob(
  context: PlatformContext,
  settings: { intervalMinutes: number },
  collect: CollectPayment,
  log: BillingJobLog,
): BillingJob {
  return startIntervalJob({
    name: 'billing job',
    intervalMs: settings.intervalMinutes * 60_000,
    // Queued with the sandbox's runs and test-clock advances, so none overlaps another.
    run: () => serialisePaymentWork(context, () => runBillingJob(context, collect)),
    log,
    report: (run) => {
      log.info(
        {
          statements: run.statements.issued.length,
          refundsSent: run.refunds.sent.length,
          cancellationsSettled: run.cancellations.settlements.length,
          collected: run.collections.posted.length + run.collections.pending.length,
          failed: run.collections.failed.length,
        },
        'billing job: statements and collections run',
      );
      const problems = [
        ...run.statements.failed,
        ...run.refunds.failed,
        ...run.refunds.refused.map((refused) => ({ ...refused, needs: 'a person to pay it back' })),
        ...run.cancellations.failed,
        ...run.cancellations.settlements.filter((settlement) => settlement.owedBackPence > 0),
        ...run.collections.errors,
      ];
      if (problems.length > 0) log.error({ problems }, 'billing job: work it could not do');
    },
  });
}
