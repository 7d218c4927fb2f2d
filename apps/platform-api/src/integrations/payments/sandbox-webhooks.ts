import type { Clock } from '../../clock';
import type { Database, Sql } from '../../db/database';
import { goCardlessId } from './sandbox-ids';

/** The vendors whose webhooks the sandboxes send. */
export const SANDBOX_WEBHOOK_PROVIDERS = ['stripe', 'gocardless'] as const;
export type SandboxWebhookProvider = (typeof SANDBOX_WEBHOOK_PROVIDERS)[number];

/** Where the platform receives each vendor's webhooks. */
export const WEBHOOK_PATHS = {
  stripe: '/api/webhooks/stripe',
  gocardless: '/api/webhooks/gocardless',
} as const satisfies Record<SandboxWebhookProvider, string>;

/** The first retry waits a minute, each next one twice as long, never more than six hours. */
export const FIRST_RETRY_MS = 60_000;
export const LONGEST_RETRY_MS = 6 * 60 * 60_000;

/** How long to wait after `attempts` failed deliveries (exponential backoff, capped). */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Queues a webhook in the same transaction as the change it reports (so a change is never
 * without its webhook, nor a webhook without its change); the delivery job sends it.
 */
export async function queueSandboxWebhook(
  sql: Sql,
  provider: SandboxWebhookProvider,
  body: string,
  now: Date,
): Promise<void> {
  await sql.query(
    `INSERT INTO payment_sandbox_webhooks (id, provider, body, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $4)`,
    [goCardlessId('WB'), provider, body, now],
  );
}

/** Signs a body the way its vendor does, with the sandbox's secret: the request's headers. */
export type WebhookSigner = (body: string, now: Date) => Record<string, string>;

/** Sends one webhook to the platform and answers the HTTP status (throws when unreachable). */
export type WebhookTransport = (
  path: string,
  headers: Record<string, string>,
  body: string,
) => Promise<number>;

/** What one delivery run did. */
export type DeliveryRun = { delivered: number; failed: number };

/**
 * Sends every webhook that is due, each signed afresh (Stripe's signature carries the time of the
 * attempt). A 2xx answer marks it delivered; anything else, or no answer, schedules the next
 * attempt with backoff. It keeps trying until the platform acknowledges it.
 */
export async function deliverDueWebhooks(
  db: Database,
  clock: Clock,
  signers: Partial<Record<SandboxWebhookProvider, WebhookSigner>>,
  send: WebhookTransport,
): Promise<DeliveryRun> {
  const run: DeliveryRun = { delivered: 0, failed: 0 };
  const now = clock.now();
  const due = await db.query<{
    id: string;
    provider: SandboxWebhookProvider;
    body: string;
    attempts: number;
  }>(
    `SELECT id, provider, body, attempts FROM payment_sandbox_webhooks
      WHERE delivered_at IS NULL AND next_attempt_at <= $1
      ORDER BY created_at, id LIMIT 100`,
    [now],
  );
  for (const webhook of due) {
    const sign = signers[webhook.provider];
    if (!sign) continue;
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await send(
        WEBHOOK_PATHS[webhook.provider],
        sign(webhook.body, clock.now()),
        webhook.body,
      );
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    const attempts = webhook.attempts + 1;
    if (status !== null && status >= 200 && status < 300) {
      run.delivered += 1;
      await db.query(
        `UPDATE payment_sandbox_webhooks SET attempts = $2, delivered_at = $3, last_status = $4,
           last_error = NULL WHERE id = $1`,
        [webhook.id, attempts, clock.now(), status],
      );
    } else {
      run.failed += 1;
      await db.query(
        `UPDATE payment_sandbox_webhooks SET attempts = $2, next_attempt_at = $3, last_status = $4,
           last_error = $5 WHERE id = $1`,
        [
          webhook.id,
          attempts,
          new Date(now.getTime() + retryDelayMs(attempts)),
          status,
          error ?? `answered ${status}`,
        ],
      );
    }
  }
  return run;
}
