import { resolve } from 'node:path';

/** What the platform reads from its environment. */
export type PlatformSettings = {
  port: number;
  host: string;
  /** A PostgreSQL server; absent means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where people reach the platform: links in emails and the tokens' issuer. */
  publicUrl: string;
  /** Behind a reverse proxy: client addresses and the scheme come from its X-Forwarded-* headers. */
  trustProxy: boolean;
  /** The renewal job: how far ahead of expiry it invites, and how often it runs. */
  renewals: RenewalJobSettings;
  /** Minutes between billing runs (statements and collections). @default 60 */
  billingIntervalMinutes: number;
  /** Minutes between checkout reconcile runs (paid proposals left unbound). @default 5 */
  reconcileIntervalMinutes: number;
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
  const intervalMinutes = Number(env.RENEWAL_JOB_INTERVAL_MINUTES ?? 60);
  if (!Number.isInteger(intervalMinutes) || intervalMinutes < 0) {
    throw new Error(
      `RENEWAL_JOB_INTERVAL_MINUTES must be a whole number of minutes, not "${env.RENEWAL_JOB_INTERVAL_MINUTES}".`,
    );
  }
  return { windowDays, intervalMinutes };
}

function readInterval(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const minutes = Number(env[name] ?? fallback);
  if (!Number.isInteger(minutes) || minutes < 0) {
    throw new Error(`${name} must be a whole number of minutes, not "${env[name]}".`);
  }
  return minutes;
}

/** Reads the settings from the environment, with the embedded defaults. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): PlatformSettings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  }
  const host = env.HOST ?? '127.0.0.1';
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    publicUrl: (env.PUBLIC_URL ?? `http://${shownHost}:${port}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY === 'true',
    renewals: readRenewalSettings(env),
    billingIntervalMinutes: readInterval(env, 'BILLING_JOB_INTERVAL_MINUTES', 60),
    reconcileIntervalMinutes: readInterval(env, 'CHECKOUT_RECONCILE_INTERVAL_MINUTES', 5),
  };
}
