import { JOB_LOCKS } from '../../jobs/job-locks';
import type { PlatformContext } from '../../platform-context';
import { type IntervalJob, startIntervalJob } from '../../shared/interval-job';
import { listUnboundCheckoutPayments } from './checkout-payment-repository';
import { settleCheckoutPayment } from './proposal-settlement';

/**
 * A payment younger than this is left to its own webhook or browser return: the job is for the
 * ones a crash left behind, not a race with the normal path (which is safe anyway).
 */
export const RECONCILE_GRACE_MS = 60_000;

/** What one run did. */
export type ReconcileRun = {
  bound: string[];
  failed: { providerPaymentId: string; error: string }[];
};

/**
 * One run of the reconcile job: every payment recorded for a proposal but never bound with it
 * (the process died between the provider's answer and the bind) is bound now, with its ledger
 * posting, exactly as the webhook would have. Safe beside a late webhook: both end in one policy
 * and one payment.
 */
export async function runReconcileJob(context: PlatformContext): Promise<ReconcileRun> {
  const run: ReconcileRun = { bound: [], failed: [] };
  const before = new Date(context.clock.now().getTime() - RECONCILE_GRACE_MS);
  for (const payment of await listUnboundCheckoutPayments(context.db, before)) {
    try {
      await settleCheckoutPayment(context, payment);
      run.bound.push(payment.providerPaymentId);
    } catch (error) {
      run.failed.push({
        providerPaymentId: payment.providerPaymentId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return run;
}

/** Where the job reports (Fastify's logger fits). */
export type ReconcileJobLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type ReconcileJob = IntervalJob<ReconcileRun>;

/** Runs the reconcile job now and then every `intervalMinutes` (0: only now); see startIntervalJob. */
export function startReconcileJob(
  context: PlatformContext,
  settings: { intervalMinutes: number },
  log: ReconcileJobLog,
): ReconcileJob {
  return startIntervalJob({
    name: 'reconcile job',
    intervalMs: settings.intervalMinutes * 60_000,
    // One run at a time across every instance on the database (ADR 0019).
    run: () => context.db.exclusively(JOB_LOCKS.checkoutReconcile, () => runReconcileJob(context)),
    log,
    report: (run) => {
      if (run.bound.length > 0)
        log.info({ bound: run.bound }, 'reconcile job: paid proposals bound');
      if (run.failed.length > 0) log.error({ failed: run.failed }, 'reconcile job: could not bind');
    },
  });
}
