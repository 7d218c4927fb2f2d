import { resolve } from 'node:path';
import { readTrustProxy, type TrustProxy } from './http/proxy-trust';
import { readEmailSettings, type SmtpSettings } from './integrations/email/email-settings';

/** What the platform reads from its environment. */
export type PlatformSettings = {
  port: number;
  host: string;
  /** A PostgreSQL server; absent means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where people reach the platform: links in emails and the tokens' issuer. */
  publicUrl: string;
  /**
   * The reverse proxies in front (TRUST_PROXY: their hop count or addresses, never "everyone"):
   * client addresses and the scheme come from their X-Forwarded-* headers. @default false
   */
  trustProxy: TrustProxy;
  /**
   * The SMTP server email is sent through (SMTP_URL, EMAIL_FROM); undefined: the local outbox,
   * allowed only while PUBLIC_URL is this machine.
   */
  smtp: SmtpSettings | undefined;
  /** The renewal job: how far ahead of expiry it invites, and how often it runs. */
  renewals: RenewalJobSettings;
  /** The policy lifecycle job: how often it runs, and the grace before unpaid cover lapses. */
  lifecycle: PolicyLifecycleSettings;
  /** Minutes between billing runs (statements and collections). @default 60 */
  billingIntervalMinutes: number;
  /** Minutes between checkout reconcile runs (paid proposals left unbound). @default 5 */
  reconcileIntervalMinutes: number;
  /** Minutes between upload sweeps (stale staged uploads, unnamed upload bytes). @default 60 */
  uploadSweepIntervalMinutes: number;
  /** Minutes between runs emailing the chat answers customers have not seen. @default 1 */
  chatEmailIntervalMinutes: number;
  /**
   * Seconds between the payment sandboxes' runs (their clockwork and webhook deliveries); a long
   * one holds webhooks back, as an end-to-end test of a crash before the webhook needs. @default 2
   */
  paymentSandboxIntervalSeconds: number;
  /**
   * PAYMENT_TEST_CLOCK=on: the platform's clock runs at real time plus an offset that
   * POST /sandbox/clock/advance moves on (like Stripe's test clocks); sandboxes only. @default false
   */
  paymentTestClock: boolean;
};

/**
 * UK practice (and the FCA's ICOBS 6A.2) is that a renewal invitation reaches the customer at
 * least 21 days before the renewal date, so the window can never be shorter than that.
 */
export const MINIMUM_RENEWAL_WINDOW_DAYS = 21;

/** The renewal job's settings (RENEWAL_WINDOW_DAYS, RENEWAL_JOB_INTERVAL_MINUTES). */
export type RenewalJobSettings = {
  /**
   * Policies expiring within this many days get their renewal proposal, rated at once (a
   * renewal's start date is the anniversary, not a customer's answer) and priced until the
   * renewal day. @default 30
   */
  windowDays: number;
  /** Minutes between runs after the one at start-up; 0 runs only at start-up. @default 60 */
  intervalMinutes: number;
};

function readRenewalSettings(env: NodeJS.ProcessEnv): RenewalJobSettings {
  const windowDays = Number(env.RENEWAL_WINDOW_DAYS ?? 30);
  if (!Number.isInteger(windowDays) || windowDays < MINIMUM_RENEWAL_WINDOW_DAYS) {
    throw new Error(
      `RENEWAL_WINDOW_DAYS must be a whole number of days, at least ${MINIMUM_RENEWAL_WINDOW_DAYS}, not "${env.RENEWAL_WINDOW_DAYS}".`,
    );
  }
  return { windowDays, intervalMinutes: readInterval(env, 'RENEWAL_JOB_INTERVAL_MINUTES', 60) };
}

/** The policy lifecycle job's settings (LIFECYCLE_JOB_INTERVAL_MINUTES, LAPSE_AFTER_FAILED_PAYMENT_DAYS). */
export type PolicyLifecycleSettings = {
  /** Minutes between runs after the one at start-up; 0 runs only at start-up. @default 60 */
  intervalMinutes: number;
  /**
   * Days after a statement fell due that cover lapses when its collection failed and it is still
   * unpaid: the time the customer has to pay it by card before the car is uninsured. @default 14
   */
  lapseAfterFailedPaymentDays: number;
};

/** The lapse grace for unpaid collections when LAPSE_AFTER_FAILED_PAYMENT_DAYS is not set. */
export const DEFAULT_LAPSE_AFTER_FAILED_PAYMENT_DAYS = 14;

/** The longest grace the lapse for unpaid collections may have: a month's statement and a half. */
export const MAXIMUM_LAPSE_GRACE_DAYS = 45;

function readLifecycleSettings(env: NodeJS.ProcessEnv): PolicyLifecycleSettings {
  const raw = env.LAPSE_AFTER_FAILED_PAYMENT_DAYS;
  const days = Number(raw ?? DEFAULT_LAPSE_AFTER_FAILED_PAYMENT_DAYS);
  if (
    !Number.isInteger(days) ||
    days < 1 ||
    days > MAXIMUM_LAPSE_GRACE_DAYS ||
    raw?.trim() === ''
  ) {
    throw new Error(
      `LAPSE_AFTER_FAILED_PAYMENT_DAYS must be a whole number of days from 1 to ${MAXIMUM_LAPSE_GRACE_DAYS}, not "${raw}".`,
    );
  }
  return {
    intervalMinutes: readInterval(env, 'LIFECYCLE_JOB_INTERVAL_MINUTES', 60),
    lapseAfterFailedPaymentDays: days,
  };
}

/**
 * The shortest interval a job may have (about a second): fractions of a minute let a test run
 * several instances' jobs against each other in seconds; below that a timer would spin.
 */
export const MINIMUM_JOB_INTERVAL_MINUTES = 0.02;

function readInterval(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const minutes = Number(env[name] ?? fallback);
  if (
    !Number.isFinite(minutes) ||
    minutes < 0 ||
    (minutes > 0 && minutes < MINIMUM_JOB_INTERVAL_MINUTES) ||
    env[name]?.trim() === ''
  ) {
    throw new Error(
      `${name} must be a number of minutes, 0 or at least ${MINIMUM_JOB_INTERVAL_MINUTES}, not "${env[name]}".`,
    );
  }
  return minutes;
}

function readPaymentSandboxInterval(env: NodeJS.ProcessEnv): number {
  const seconds = Number(env.PAYMENT_SANDBOX_INTERVAL_SECONDS ?? 2);
  // Below a second the timer would spin (and a blank value reads as 0).
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new Error(
      `PAYMENT_SANDBOX_INTERVAL_SECONDS must be a whole number of seconds, at least 1, not "${env.PAYMENT_SANDBOX_INTERVAL_SECONDS}".`,
    );
  }
  return seconds;
}

/** The payment providers' keys: any of them means a real vendor rather than its sandbox. */
const PAYMENT_PROVIDER_KEYS = /^(STRIPE|GOCARDLESS)_/;

function readPaymentTestClock(env: NodeJS.ProcessEnv): boolean {
  const value = env.PAYMENT_TEST_CLOCK ?? 'off';
  if (value !== 'on' && value !== 'off') {
    throw new Error(`PAYMENT_TEST_CLOCK must be on or off, not "${value}".`);
  }
  if (value === 'off') return false;
  // Moving time with a real vendor would bill real customers early and confuse its webhooks.
  const vendorKeys = Object.keys(env).filter(
    (name) => PAYMENT_PROVIDER_KEYS.test(name) && env[name],
  );
  if (vendorKeys.length > 0) {
    throw new Error(
      `PAYMENT_TEST_CLOCK=on works only with the payment sandboxes: unset ${vendorKeys.join(', ')}.`,
    );
  }
  return true;
}

/** Reads the settings from the environment, with the embedded defaults. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): PlatformSettings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  }
  const host = env.HOST ?? '127.0.0.1';
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const publicUrl = (env.PUBLIC_URL ?? `http://${shownHost}:${port}`).replace(/\/$/, '');
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    publicUrl,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    smtp: readEmailSettings(env, publicUrl),
    renewals: readRenewalSettings(env),
    lifecycle: readLifecycleSettings(env),
    billingIntervalMinutes: readInterval(env, 'BILLING_JOB_INTERVAL_MINUTES', 60),
    reconcileIntervalMinutes: readInterval(env, 'CHECKOUT_RECONCILE_INTERVAL_MINUTES', 5),
    uploadSweepIntervalMinutes: readInterval(env, 'UPLOAD_SWEEP_INTERVAL_MINUTES', 60),
    chatEmailIntervalMinutes: readInterval(env, 'CHAT_EMAIL_JOB_INTERVAL_MINUTES', 1),
    paymentSandboxIntervalSeconds: readPaymentSandboxInterval(env),
    paymentTestClock: readPaymentTestClock(env),
  };
}
