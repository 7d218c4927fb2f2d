/**
 * The locks the platform's background work takes across every instance on one database
 * (Database.exclusively, ADR 0019): work under one name runs in one instance at a time.
 */
export const JOB_LOCKS = {
  /**
   * The billing job's runs (statements, collections), the payment sandboxes' runs and whole
   * test-clock advances: they move the same statements, payments and webhooks (ADR 0014).
   */
  paymentWork: 'payment work',
  /** The renewal job's runs: renewal proposals made and renewals bound. */
  renewals: 'renewal job',
  /** The policy lifecycle job's runs: statuses moved on the clock, recorded and emailed. */
  policyLifecycle: 'policy lifecycle job',
  /** The checkout reconcile job's runs: paid proposals a crash left unbound. */
  checkoutReconcile: 'checkout reconcile job',
  /** The email delivery job's runs: queued emails sent (policy confirmations). */
  emailDelivery: 'email delivery job',
  /** The upload sweep's runs: stale staged uploads and unnamed upload bytes removed. */
  uploadSweep: 'upload sweep job',
  /** The chat email job's runs: agents' answers a customer has not seen, emailed once each. */
  chatEmail: 'chat email job',
  /**
   * An instance's start-up, from building the app to seeding a new database: the first instance
   * makes the signing keys and the demo, and the others start on what it made.
   */
  startUp: 'start-up',
} as const;

/** A lock's name. */
export type JobLockName = (typeof JOB_LOCKS)[keyof typeof JOB_LOCKS];
