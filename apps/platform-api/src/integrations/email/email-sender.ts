/** One email the platform sends (the quote link, sign-in codes). */
export type EmailMessage = { to: string; subject: string; text: string };

/** Sends email: SMTP in production, the local outbox by default. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
