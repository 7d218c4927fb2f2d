import type { PlatformContext } from '../../platform-context';
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

export type ReconcileJob = {
  readonly firstRun: Promise<ReconcileRun | null>;
  stop(): Promise<void>;
};

/** Runs the reconcile job now and every `intervalMinutes` (0: only now), like the renewal job. */
export function startReconcileJob(
  context: PlatformContext,
  settings: { intervalMinutes: number },
  log: ReconcileJobLog,
): ReconcileJob {
  let running: Promise<ReconcileRun | null> | null = null;
  let stopped = false;
  const tick = (): Promise<ReconcileRun | null> => {
    if (running || stopped) return running ?? Promise.resolve(null);
    running = runReconcileJob(context)
      .then((run) => {
        if (run.bound.length > 0)
          log.info({ bound: run.bound }, 'reconcile job: paid proposals bound');
        if (run.failed.length > 0)
          log.error({ failed: run.failed }, 'reconcile job: could not bind');
        return run;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'reconcile job: the run failed');
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer =
    settings.intervalMinutes > 0
      ? setInterval(() => void tick(), settings.intervalMinutes * 60_000).unref()
      : null;
  const firstRun = tick();
  return {
    firstRun,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
