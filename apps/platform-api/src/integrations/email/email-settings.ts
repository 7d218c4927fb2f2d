import { isValidEmail } from '@brand/domain';
import addressparser from 'nodemailer/lib/addressparser';
import { isLoopbackHost } from './loopback';

/** A real SMTP server to send through (SMTP_URL) and the sender every email names (EMAIL_FROM). */
export type SmtpSettings = { url: string; from: string };

/** The sender's name when EMAIL_FROM names only an address, or is unset. */
export const DEFAULT_SENDER_NAME = 'MINI Insurance';

/** SMTP_URL with its password hidden, for messages. */
function shown(url: URL): string {
  const copy = new URL(url.href);
  if (copy.password) copy.password = '***';
  return copy.href;
}

/** PUBLIC_URL's host name, or a message saying what PUBLIC_URL should look like. */
function publicHostOf(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname;
  } catch {
    throw new Error(
      `PUBLIC_URL must be a URL such as https://insurance.example, not "${publicUrl}".`,
    );
  }
}

function readSmtpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      'SMTP_URL must be a URL such as smtps://user:password@smtp.example.com (port 465) or smtp://user:password@smtp.example.com:587 (STARTTLS).',
    );
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error(
      `SMTP_URL must start smtp:// or smtps:// and name a server, not "${shown(url)}".`,
    );
  }
  return url;
}

/**
 * EMAIL_FROM as one mailbox, `Name <address>` or a bare address (then named
 * DEFAULT_SENDER_NAME); unset, `no-reply@` the public host. A list, a group or a line break (a
 * header injection) is refused.
 */
function readSender(value: string | undefined, publicUrl: string): string {
  const text = value?.trim();
  if (!text) {
    const host = publicHostOf(publicUrl);
    if (!host.includes('.') || /^[\d.]+$/.test(host) || host.startsWith('[')) {
      throw new Error(
        `EMAIL_FROM is needed: PUBLIC_URL's host "${host}" is no domain to send from. Write EMAIL_FROM="${DEFAULT_SENDER_NAME} <no-reply@your-domain>".`,
      );
    }
    return `${DEFAULT_SENDER_NAME} <no-reply@${host}>`;
  }
  const parsed = /[\r\n]/.test(text) ? [] : addressparser(text);
  const [mailbox] = parsed;
  if (parsed.length !== 1 || !mailbox?.address || !isValidEmail(mailbox.address)) {
    throw new Error(
      `EMAIL_FROM must be one sender such as "${DEFAULT_SENDER_NAME} <no-reply@insurance.example>", not "${text}".`,
    );
  }
  return `${mailbox.name || DEFAULT_SENDER_NAME} <${mailbox.address}>`;
}

/**
 * How the platform sends email: through SMTP_URL, or (unset) into the local outbox, which shows
 * sign-in codes to whoever can open it. The outbox runs only where PUBLIC_URL is this machine
 * (localhost, 127.0.0.0/8, [::1]): anywhere people reach the platform from elsewhere must send real
 * email, so the start refuses rather than expose the codes. Answers the SMTP settings, or
 * undefined for the outbox.
 */
export function readEmailSettings(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
): SmtpSettings | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) {
    if (!isLoopbackHost(publicHostOf(publicUrl))) {
      throw new Error(
        `SMTP_URL is needed: without it email goes to the local outbox, which shows sign-in codes to whoever opens it, so it runs only when PUBLIC_URL is this machine (localhost, 127.0.0.1 or [::1]), not "${publicUrl}". Set SMTP_URL=smtps://user:password@smtp.example.com to send real email.`,
      );
    }
    return undefined;
  }
  readSmtpUrl(smtpUrl);
  return { url: smtpUrl, from: readSender(env.EMAIL_FROM, publicUrl) };
}
