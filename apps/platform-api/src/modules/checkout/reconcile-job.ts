import type { PaidCheckout } from '../../integrations/payments/card-payments';
import { JOB_LOCKS } from '../../jobs/job-locks';
import type { PlatformContext } from '../../platform-context';
import { type IntervalJob, startIntervalJob } from '../../shared/interval-job';
import { findTransactionByKey } from '../billing';
import type { CheckoutPurpose } from './card-checkout';
import { settleCompletedCheckout } from './checkout-events';
import {
  listRefundsOwed,
  listUnboundCheckoutPayments,
  recordedPaymentIds,
} from './checkout-payment-repository';
import { refundOwedPayment } from './checkout-refunds';
import { settleCheckoutPayment } from './proposal-settlement';
import { providerPaymentKey } from './provider-payment-key';
import { sweepReplacedMandates } from './replaced-mandates';

/**
 * A payment younger than this is left to its own webhook or browser return: the job is for the
 * ones a crash left behind, not a race with the normal path (which is safe anyway).
 */
export const RECONCILE_GRACE_MS = 60_000;

/**
 * How far back reconcile asks the card provider for paid sessions: a session can be paid up to a
 * day after it opens (Stripe's and the sandbox's lifetime), and this leaves a day more for a
 * platform that was down.
 */
export const RECONCILE_PROVIDER_WINDOW_MS = 2 * 24 * 3_600_000;

/** What one run did. */
export type ReconcileRun = {
  /** Provider payment ids bound to their proposal (or posted, for an outstanding balance). */
  bound: string[];
  /** Provider payment ids refunded (paid for a quote changed since, or paid a second time). */
  refunded: string[];
  /** Replaced Direct Debit mandates a crash left live, cancelled now (at the provider, then here). */
  cancelledMandates: string[];
  /** What could not be done this run (a payment's id, or a mandate's), tried again next run. */
  failed: { providerPaymentId: string; error: string }[];
};

const failure = (providerPaymentId: string, error: unknown) => ({
  providerPaymentId,
  error: error instanceof Error ? error.message : String(error),
});

/** Whether a paid session's payment is something the platform has not yet acted on. */
async function isUnsettled(context: PlatformContext, session: PaidCheckout, recorded: Set<string>) {
  const paymentId = session.paymentId;
  if (!paymentId) return false;
  const purpose = session.metadata.purpose as CheckoutPurpose | undefined;
  // A proposal's payment once recorded is the recorded payments' part of the run to finish.
  if (purpose === 'proposal') return !recorded.has(paymentId);
  // An adjustment's payment is on the ledger once it committed its change (ADR 0038); one that
  // could not is refunded again under its own key, which the provider answers with the first.
  if (purpose === 'settle' || purpose === 'adjustment') {
    return !(await findTransactionByKey(context.db, providerPaymentKey('STRIPE', paymentId)));
  }
  return false;
}

/**
 * One run of the reconcile job, for whatever a crash or a lost webhook left undone:
 * 1. every payment recorded for a proposal but never bound with it (the process died between the
 *    provider's answer and the bind) is settled now, exactly as the webhook would have;
 * 2. every paid session the card provider lists from the last two days whose payment the
 *    platform never recorded (its webhook never arrived, or its delivery died before recording
 *    it) is settled as its webhook would have been: a proposal bound, a balance posted;
 * 3. every payment owed back (paid for a quote changed since, or a second payment) and not yet
 *    refunded is refunded; a Direct Debit one is reported, as a person must refund it.
 * Safe beside a late webhook: both end in one policy, one payment and at most one refund.
 */
export async function runReconcileJob(context: PlatformContext): Promise<ReconcileRun> {
  const run: ReconcileRun = { bound: [], refunded: [], cancelledMandates: [], failed: [] };
  const now = context.clock.now().getTime();
  const before = new Date(now - RECONCILE_GRACE_MS);

  for (const payment of await listUnboundCheckoutPayments(context.db, before)) {
    try {
      const outcome = await settleCheckoutPayment(context, payment);
      (outcome === 'bound' ? run.bound : run.refunded).push(payment.providerPaymentId);
    } catch (error) {
      run.failed.push(failure(payment.providerPaymentId, error));
    }
  }

  try {
    const sessions = await context.integrations.cardPayments.listPaidCheckouts({
      createdSince: new Date(now - RECONCILE_PROVIDER_WINDOW_MS),
    });
    const recorded = await recordedPaymentIds(
      context.db,
      sessions.flatMap((session) => (session.paymentId ? [session.paymentId] : [])),
    );
    for (const session of sessions) {
      if (!(await isUnsettled(context, session, recorded))) continue;
      const paymentId = session.paymentId as string;
      try {
        await settleCompletedCheckout(context, session);
        run.bound.push(paymentId);
      } catch (error) {
        run.failed.push(failure(paymentId, error));
      }
    }
  } catch (error) {
    run.failed.push(failure('card provider', error));
  }

  for (const owed of await listRefundsOwed(context.db, before)) {
    if (run.refunded.includes(owed.providerPaymentId)) continue;
    try {
      const outcome = await refundOwedPayment(context, owed.providerPaymentId);
      if (outcome === 'refunded') run.refunded.push(owed.providerPaymentId);
      if (outcome === 'needsAPerson') {
        run.failed.push(
          failure(
            owed.providerPaymentId,
            `The Direct Debit payment of ${owed.amountPence}p for ${owed.proposalId} is owed back (${owed.refundReason}): refund it with the provider, then mark it refunded.`,
          ),
        );
      }
    } catch (error) {
      run.failed.push(failure(owed.providerPaymentId, error));
    }
  }

  const sweep = await sweepReplacedMandates(context);
  run.cancelledMandates.push(...sweep.cancelled);
  run.failed.push(...sweep.failed.map(({ mandateId, error }) => failure(mandateId, error)));
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
      if (run.bound.length > 0) log.info({ bound: run.bound }, 'reconcile job: payments settled');
      if (run.refunded.length > 0) {
        log.info({ refunded: run.refunded }, 'reconcile job: payments refunded');
      }
      if (run.cancelledMandates.length > 0) {
        log.info({ mandates: run.cancelledMandates }, 'reconcile job: replaced mandates cancelled');
      }
      if (run.failed.length > 0)
        log.error({ failed: run.failed }, 'reconcile job: could not settle');
    },
  });
}
