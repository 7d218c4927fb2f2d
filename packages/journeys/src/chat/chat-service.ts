// The chat behind one interface (ADR 0047): the embedded chat (the platform's routes, this
// package's panel) or a vendor's widget, chosen by the platform's app configuration.
import type { ChatContext } from './chat-api';

/** The chat providers the platform can name. */
export const CHAT_VENDORS = ['embedded', 'intercom', 'zendesk'] as const;

/** One of CHAT_VENDORS. */
export type ChatVendor = (typeof CHAT_VENDORS)[number];

/** What app-config's `chat` says. */
export type ChatSettings =
  | { vendor: 'embedded' }
  | { vendor: 'intercom'; appId: string }
  | { vendor: 'zendesk'; key: string };

/** A chat the customer can be put in touch through. */
export interface ChatService {
  readonly vendor: ChatVendor;
  /** Opens the chat, with what the customer was doing attached where the chat can take it. */
  open(context: ChatContext): void | Promise<void>;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Reads app-config's `chat`: a vendor with its id, or the embedded chat when there is none (an
 * older platform) or it names nothing this app knows.
 */
export function chatSettingsOf(config: unknown): ChatSettings {
  const chat = (config as { chat?: { vendor?: unknown; appId?: unknown; key?: unknown } } | null)
    ?.chat;
  if (chat?.vendor === 'intercom' && isText(chat.appId))
    return { vendor: 'intercom', appId: chat.appId };
  if (chat?.vendor === 'zendesk' && isText(chat.key)) return { vendor: 'zendesk', key: chat.key };
  return { vendor: 'embedded' };
}
