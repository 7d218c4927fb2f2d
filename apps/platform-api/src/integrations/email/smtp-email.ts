import { createTransport } from 'nodemailer';
import { ProviderError } from '../provider-error';
import type { EmailSender } from './email-sender';
import type { SmtpSettings } from './email-settings';

/** How long a send may wait on the server: a sign-in page waits on it. */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 20_000 } as const;

/** The server's words, without the credentials a URL-shaped message might carry. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\/\/[^@\s/]*@/g, '//***@');
}

/**
 * Sends email through an SMTP server on nodemailer (SMTP_URL: smtps:// for TLS from the start,
 * smtp:// for STARTTLS when the server offers it; credentials in the URL). A send resolves only
 * once the server has accepted the message for its recipient: a refused recipient, a refused
 * login or an unreachable server rejects with a ProviderError (502 to an API caller), never
 * silence, so a person is not told to look for an email that was never sent.
 */
export function createSmtpEmail(
  settings: SmtpSettings,
  timeouts: { connection: number; greeting: number; socket: number } = SMTP_TIMEOUTS_MS,
): EmailSender {
  const transport = createTransport(
    {
      url: settings.url,
      connectionTimeout: timeouts.connection,
      greetingTimeout: timeouts.greeting,
      socketTimeout: timeouts.socket,
    },
    { from: settings.from },
  );
  return {
    kind: 'smtp',
    async send(message) {
      let info: { rejected?: unknown[] };
      try {
        info = await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      } catch (error) {
        throw new ProviderError(`The email was not sent: ${reasonOf(error)}`);
      }
      if (info.rejected && info.rejected.length > 0) {
        throw new ProviderError('The SMTP server refused the recipient.');
      }
    },
  };
}
