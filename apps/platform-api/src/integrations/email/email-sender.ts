/** One email the platform sends (the quote link, sign-in codes). */
export type EmailMessage = { to: string; subject: string; text: string };

/**
 * Sends email: through SMTP (SMTP_URL), or into the local outbox on a developer's machine. `kind`
 * says which, so the outbox's pages are served only while it is the sender.
 */
export interface EmailSender {
  readonly kind?: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
}
