import type { EmailMessage } from '../../integrations/email/email-sender';

/** What the "an agent answered you" email says. */
export type ChatReplyEmailInput = {
  to: string;
  brand: string;
  /** The agents' unseen messages, oldest first. */
  messages: readonly { authorName: string; text: string }[];
  /** The page the chat was opened from, with the chat open again (?chat=open). */
  link: string;
};

/**
 * The email of agent answers the customer has not seen (they left before the answer came): the
 * answers as written, and a link back to the page the chat was opened from with the chat open.
 */
export function chatReplyEmail(input: ChatReplyEmailInput): EmailMessage {
  const many = input.messages.length > 1;
  return {
    to: input.to,
    subject: `${input.brand} Insurance answered your chat`,
    text: [
      `You left the chat before we answered. ${many ? 'Our answers' : 'Our answer'}:`,
      '',
      ...input.messages.flatMap((message) => [`${message.authorName}: ${message.text}`, '']),
      `To reply, open ${input.link}`,
      '',
      'If you did not start a chat with us, you can ignore this email.',
    ].join('\n'),
  };
}

/**
 * The link back: the chat's page on the platform's own origin with ?chat=open, or the home page
 * with it when the stored page would leave the origin (the context is the browser's word).
 */
export function chatLink(publicUrl: string, page: string): string {
  const origin = new URL(publicUrl);
  let target: URL;
  try {
    target = new URL(page, `${origin.origin}/`);
  } catch {
    target = new URL('/', origin);
  }
  if (target.origin !== origin.origin) target = new URL('/', origin);
  target.searchParams.set('chat', 'open');
  target.hash = '';
  return target.toString();
}
