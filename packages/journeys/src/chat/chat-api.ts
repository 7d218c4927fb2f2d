// The embedded chat's platform calls (the platform's `chat` module), through the generated client.
import {
  type ApiClient,
  createChatConversation,
  type GetCurrentChatConversationResult,
  getChatConversationEvents,
  getCurrentChatConversation,
  markChatRead,
  type SendChatMessageResult,
  sendChatMessage,
} from '@brand/api-client';

/** The longest message the platform takes. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** A conversation with its messages. */
export type ChatConversation = GetCurrentChatConversationResult;

/** One message of a conversation. */
export type ChatMessage = SendChatMessageResult;

/** Who wrote a message: the customer, an agent, or the platform (the context notes). */
export type ChatAuthor = ChatMessage['author'];

/** What the customer was doing when they opened the chat. */
export type ChatContext = ChatConversation['context'];

/** The caller's open conversation (a 404 when they have none). */
export function getCurrentConversation(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<ChatConversation> {
  return getCurrentChatConversation(api, {}, signal ? { signal } : {});
}

/** Opens a conversation (or answers the caller's open one, noting the new context). */
export function openConversation(
  api: ApiClient,
  body: { context: ChatContext; text?: string },
): Promise<ChatConversation> {
  return createChatConversation(api, { body });
}

/** Sends a message; the same clientMessageId twice makes one message. */
export function sendMessage(
  api: ApiClient,
  conversationId: string,
  body: { text: string; clientMessageId: string },
): Promise<ChatMessage> {
  return sendChatMessage(api, { conversationId, body });
}

/** Marks the messages up to `upToMessageId` as seen by the customer. */
export function markRead(
  api: ApiClient,
  conversationId: string,
  upToMessageId: string,
): Promise<void> {
  return markChatRead(api, { conversationId, body: { upToMessageId } });
}

/**
 * The conversation's event stream (`message` and `status` events), resuming after `lastEventId`;
 * the customer's and the agents' alike.
 */
export function conversationEvents(
  api: ApiClient,
  conversationId: string,
  lastEventId: string | undefined,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  return getChatConversationEvents(
    api,
    { conversationId },
    { signal, ...(lastEventId ? { headers: { 'Last-Event-ID': lastEventId } } : {}) },
  );
}
