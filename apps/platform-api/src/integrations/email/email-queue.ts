import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Sql } from '../../db/database';
import type { EmailMessage, EmailSender } from './email-sender';

/** How long a run that is sending an email holds it before another run may try it. */
const SENDING_LEASE_MS = 5 * 60_000;

/** The longest a failed email waits before its next try. */
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** An email not yet accepted by the sender is tried again after 1, 2, 4… minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Queues an email in the caller's transaction, so it exists exactly when the fact it tells does
 * (a policy issued, and a crash after the commit still sends it). The same key twice is one email.
 */
export async function queueEmail(
  tx: Sql,
  message: EmailMessage,
  dedupeKey: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO queued_emails (id, dedupe_key, recipient, subject, text_body, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (dedupe_key) DO NOTHING`,
    [randomUUID(), dedupeKey, message.to, message.subject, message.text, now],
  );
}

/** What one delivery run did. */
export type EmailDeliveryRun = { sent: number; failed: { dedupeKey: string; error: string }[] };

type QueuedRow = {
  id: string;
  dedupe_key: string;
  recipient: string;
  subject: string;
  text_body: string;
  attempts: number;
};

/**
 * Sends the queued emails that are due (or only the one with `dedupeKey`, right after its
 * transaction committed), marking each sent once the sender accepted it; a refusal is kept with its
 * error and tried again later. Delivery is at least once: a crash between the sender's acceptance
 * and the mark sends that email again on the next run, which beats losing a policy's confirmation.
 */
export async function deliverQueuedEmails(
  db: Sql,
  sender: EmailSender,
  clock: Clock,
  options: { dedupeKey?: string; limit?: number } = {},
): Promise<EmailDeliveryRun> {
  const run: EmailDeliveryRun = { sent: 0, failed: [] };
  const rows = await db.query<QueuedRow>(
    `SELECT id, dedupe_key, recipient, subject, text_body, attempts FROM queued_emails
      WHERE sent_at IS NULL AND next_attempt_at <= $1 AND ($2::text IS NULL OR dedupe_key = $2)
      ORDER BY next_attempt_at, id LIMIT $3`,
    [clock.now(), options.dedupeKey ?? null, options.limit ?? 100],
  );
  for (const row of rows) {
    // Claimed for a while first, so another instance's run or the send right after a bind does
    // not send the same email at the same time.
    const claimed = await db.query(
      `UPDATE queued_emails SET next_attempt_at = $3
        WHERE id = $1 AND sent_at IS NULL AND next_attempt_at <= $2 RETURNING id`,
      [row.id, clock.now(), new Date(clock.now().getTime() + SENDING_LEASE_MS)],
    );
    if (claimed.length === 0) continue;
    try {
      await sender.send({ to: row.recipient, subject: row.subject, text: row.text_body });
      await db.query(
        'UPDATE queued_emails SET sent_at = $2, attempts = attempts + 1 WHERE id = $1',
        [row.id, clock.now()],
      );
      run.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.query(
        `UPDATE queued_emails SET attempts = attempts + 1, next_attempt_at = $2, last_error = $3
          WHERE id = $1`,
        [row.id, new Date(clock.now().getTime() + retryDelayMs(row.attempts + 1)), message],
      );
      run.failed.push({ dedupeKey: row.dedupe_key, error: message });
    }
  }
  return run;
}
