import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Sql } from '../../db/database';
import type { EmailMessage, EmailSender } from './email-sender';

/** An email as the outbox keeps it. */
export type OutboxEmail = EmailMessage & { id: string; createdAt: string };

/**
 * The embedded default on a developer's machine: every email is kept in the database's outbox
 * instead of being sent, so a developer (and an end-to-end test) reads what a customer would have
 * received. The settings refuse it wherever PUBLIC_URL is not this machine (email-settings.ts).
 */
export function createOutboxEmail(db: Sql, clock: Clock): EmailSender {
  return {
    kind: 'outbox',
    async send(message) {
      await db.query(
        'INSERT INTO outbox_emails (id, recipient, subject, text_body, created_at) VALUES ($1, $2, $3, $4, $5)',
        [randomUUID(), message.to, message.subject, message.text, clock.now()],
      );
    },
  };
}

/** True for the local outbox (its pages are served only then). */
export function isOutboxEmail(sender: EmailSender): boolean {
  return sender.kind === 'outbox';
}

/** The newest emails in the outbox, optionally only those to one address. */
export async function readOutbox(db: Sql, to?: string, limit = 50): Promise<OutboxEmail[]> {
  const rows = await db.query<{
    id: string;
    recipient: string;
    subject: string;
    text_body: string;
    created_at: Date;
  }>(
    `SELECT id, recipient, subject, text_body, created_at FROM outbox_emails
      WHERE $1::text IS NULL OR lower(recipient) = lower($1) ORDER BY created_at DESC, id LIMIT $2`,
    [to ?? null, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
