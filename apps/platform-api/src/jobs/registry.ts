import type { FastifyInstance } from 'fastify';
import { systemClock } from '../clock';
import { startEmailDeliveryJob } from '../integrations/email/email-delivery-job';
import { startPaymentSandboxJob } from '../integrations/payments/payment-sandbox-job';
import { startBillingJob } from '../modules/billing';
import { startChatEmailJob } from '../modules/chat';
import { providerCollectPayment, startReconcileJob } from '../modules/checkout';
import { startLifecycleJob } from '../modules/policy-lifecycle';
import { startRenewalJob } from '../modules/renewals';
import { startUploadSweepJob } from '../modules/uploads';
import type { PlatformSettings } from '../settings';
import type { IntervalJob } from '../shared/interval-job';
import { JOB_LOCKS, type JobLockName } from './job-locks';

/** What the jobs' schedules are read from (the environment, see settings.ts). */
export type JobScheduleSettings = Pick<
  PlatformSettings,
  | 'renewals'
  | 'lifecycle'
  | 'billingIntervalMinutes'
  | 'reconcileIntervalMinutes'
  | 'uploadSweepIntervalMinutes'
  | 'chatEmailIntervalMinutes'
  | 'paymentSandboxIntervalSeconds'
>;

/** A background job of the platform, as the registry lists it. */
export type JobDefinition = {
  /** Its name in the schedule (and in tests). */
  readonly name: string;
  /**
   * When it runs and what it does: at start-up, then every interval its setting names (with the
   * default in brackets; 0 minutes: at start-up only).
   */
  readonly schedule: string;
  /** The lock its runs take, so across instances on one database they run one at a time. */
  readonly lock: JobLockName;
  /** Starts it (startIntervalJob): a run now, then one every interval, until stopped. */
  start(app: FastifyInstance, settings: JobScheduleSettings): IntervalJob<unknown>;
};

/**
 * Every background job, beside the modules list (modules/index.ts): each module's job is started
 * from here and nowhere else (startJobSchedule, one call in main.ts). Every instance starts them
 * all; the lock makes a job's runs happen one at a time across the instances (ADR 0019).
 */
export const JOBS = [
  {
    name: 'renewals',
    schedule: 'every RENEWAL_JOB_INTERVAL_MINUTES (60): renewal proposals made, due renewals bound',
    lock: JOB_LOCKS.renewals,
    start: (app, settings) => startRenewalJob(app.platform, settings.renewals, app.log),
  },
  {
    name: 'policyLifecycle',
    schedule:
      'every LIFECYCLE_JOB_INTERVAL_MINUTES (60): policies started, renewed and lapsed on the clock (unpaid after LAPSE_AFTER_FAILED_PAYMENT_DAYS, 14), each recorded and emailed',
    lock: JOB_LOCKS.policyLifecycle,
    start: (app, settings) => startLifecycleJob(app.platform, settings.lifecycle, app.log),
  },
  {
    name: 'paymentSandbox',
    schedule:
      "every PAYMENT_SANDBOX_INTERVAL_SECONDS (2), sandboxes only: the sandboxes' clockwork and webhooks",
    lock: JOB_LOCKS.paymentWork,
    start: (app, settings) =>
      startPaymentSandboxJob(app, app.log, settings.paymentSandboxIntervalSeconds * 1000),
  },
  {
    name: 'billing',
    schedule: 'every BILLING_JOB_INTERVAL_MINUTES (60): statements issued, collections taken',
    lock: JOB_LOCKS.paymentWork,
    start: (app, settings) =>
      startBillingJob(
        app.platform,
        { intervalMinutes: settings.billingIntervalMinutes },
        providerCollectPayment(app.platform),
        app.log,
      ),
  },
  {
    name: 'checkoutReconcile',
    schedule:
      'every CHECKOUT_RECONCILE_INTERVAL_MINUTES (5): paid checkouts a crash left unbound settled, replaced Direct Debit mandates a crash left live cancelled',
    lock: JOB_LOCKS.checkoutReconcile,
    start: (app, settings) =>
      startReconcileJob(
        app.platform,
        { intervalMinutes: settings.reconcileIntervalMinutes },
        app.log,
      ),
  },
  {
    name: 'emailDelivery',
    schedule: 'every 30 s: queued emails (policy confirmations) sent or tried again',
    lock: JOB_LOCKS.emailDelivery,
    start: (app) => startEmailDeliveryJob(app.platform, app.log),
  },
  {
    name: 'uploadSweep',
    schedule:
      'every UPLOAD_SWEEP_INTERVAL_MINUTES (60): staged uploads never committed and upload bytes no row names, each once a day old, removed (ADR 0040)',
    lock: JOB_LOCKS.uploadSweep,
    start: (app, settings) =>
      startUploadSweepJob(
        app.platform,
        // Stored files' ages are the store's, stamped by the machine's clock (ADR 0040).
        { intervalMinutes: settings.uploadSweepIntervalMinutes, storeClock: systemClock },
        app.log,
      ),
  },
  {
    name: 'chatEmail',
    schedule:
      "every CHAT_EMAIL_JOB_INTERVAL_MINUTES (1): agents' chat answers a customer has not seen for 2 minutes emailed, once each (ADR 0046)",
    lock: JOB_LOCKS.chatEmail,
    start: (app, settings) =>
      startChatEmailJob(
        app.platform,
        { intervalMinutes: settings.chatEmailIntervalMinutes },
        app.log,
      ),
  },
] as const satisfies readonly JobDefinition[];

/** The platform's background jobs, by name. */
export type JobName = (typeof JOBS)[number]['name'];
