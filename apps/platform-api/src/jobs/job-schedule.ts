import type { FastifyInstance } from 'fastify';
import { startEmailDeliveryJob } from '../integrations/email/email-delivery-job';
import { startPaymentSandboxJob } from '../integrations/payments/payment-sandbox-job';
import { startBillingJob } from '../modules/billing/collections-job';
import { providerCollectPayment } from '../modules/checkout/collect-payment-adapter';
import { startReconcileJob } from '../modules/checkout/reconcile-job';
import { startRenewalJob } from '../modules/renewals/renewal-job';
import type { PlatformSettings } from '../settings';

/** How often each job runs (from the environment, see settings.ts). */
export type JobScheduleSettings = Pick<
  PlatformSettings,
  | 'renewals'
  | 'billingIntervalMinutes'
  | 'reconcileIntervalMinutes'
  | 'paymentSandboxIntervalSeconds'
>;

/** The platform's background jobs, by name. */
export type JobName =
  | 'renewals'
  | 'paymentSandbox'
  | 'billing'
  | 'checkoutReconcile'
  | 'emailDelivery';

/** The started jobs. */
export type JobSchedule = {
  /** Each job's run at start-up, settled once it has run (or failed, which it logs). */
  readonly firstRuns: Readonly<Record<JobName, Promise<unknown>>>;
  /** Stops every timer and waits for the runs in flight. */
  stop(): Promise<void>;
};

/**
 * Starts the platform's background jobs, each now and then on its interval (startIntervalJob):
 * renewals, the payment sandboxes' clockwork and webhooks, statements and collections, and the
 * checkout reconcile, and the delivery of queued emails. Every instance starts them all; each run takes its job's lock on the
 * database first (JOB_LOCKS), so across the instances sharing a database a job's runs happen one
 * at a time, and the jobs' own records (one statement per number, one collection per statement,
 * one renewal per policy) make each day's work happen once (ADR 0019).
 */
export function startJobSchedule(app: FastifyInstance, settings: JobScheduleSettings): JobSchedule {
  const context = app.platform;
  const jobs = {
    renewals: startRenewalJob(context, settings.renewals, app.log),
    paymentSandbox: startPaymentSandboxJob(
      app,
      app.log,
      settings.paymentSandboxIntervalSeconds * 1000,
    ),
    billing: startBillingJob(
      context,
      { intervalMinutes: settings.billingIntervalMinutes },
      providerCollectPayment(context),
      app.log,
    ),
    checkoutReconcile: startReconcileJob(
      context,
      { intervalMinutes: settings.reconcileIntervalMinutes },
      app.log,
    ),
    emailDelivery: startEmailDeliveryJob(context, app.log),
  };
  return {
    firstRuns: {
      renewals: jobs.renewals.firstRun,
      paymentSandbox: jobs.paymentSandbox.firstRun,
      billing: jobs.billing.firstRun,
      checkoutReconcile: jobs.checkoutReconcile.firstRun,
      emailDelivery: jobs.emailDelivery.firstRun,
    },
    async stop() {
      await Promise.all(Object.values(jobs).map((job) => job.stop()));
    },
  };
}
