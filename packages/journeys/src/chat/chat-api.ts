// The embedded chat's platform calls (the chat routes of the platform's `chat` module).
import type { ApiClient } from '@brand/api-client';

/** Who wrote a message: the customer, an agent, or the platform (the context notes). */
export type ChatAuthor = 'CUSTOMER' | 'AGENT' | 'SYSTEM';

/** What the customer was doing when they opened the chat. */
export interface ChatContext {
  page: string;
  proposalId?: string;
  policyId?: string;
  error?: string;
}

/** One message of a conversation. */
export interface ChatMessage {
  id: string;
  conversationId: string;
  author: ChatAuthor;
  authorName: string;
  text: string;
  sentAt: string;
  clientMessageId?: string;
}

/** A conversation with its messages. */
export interface ChatConversation {
  id: string;
  status: 'OPEN' | 'CLOSED';
  openedAt: string;
  context: ChatContext;
  customerUserId?: string;
  visitor: boolean;
  assignedAgentName?: string;
  messages: ChatMessage[];
}

/** The caller's open conversation, or null when they have none (404). */
export function getCurrentConversation(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<ChatConversation> {
  return api.request(
    {
      operationId: 'getCurrentChatConversation',
      method: 'GET',
      path: '/api/chat/conversations/current',
      secured: true,
    },
    signal ? { signal } : {},
  );
}

/** Opens a conversation (or answers the caller's open one, noting the new context). */
export function openConversation(
  api: ApiClient,
  body: { context: ChatContext; text?: string },
): Promise<ChatConversation> {
  return api.request({
    operationId: 'createChatConversation',
    method: 'POST',
    path: '/api/chat/conversations',
    secured: true,
    body,
  });
}

/** Sends a message; the same clientMessageId twice makes one message. */
export function sendMessage(
  api: ApiClient,
  conversationId: string,
  body: { text: string; clientMessageId: string },
): Promise<ChatMessage> {
  return api.request({
    operationId: 'sendChatMessage',
    method: 'POST',
    path: '/api/chat/conversations/{conversationId}/messages',
    pathParams: { conversationId },
    secured: true,
    body,
  });
}

/** Marks the messages up to `upToMessageId` as seen by the customer. */
export function markRead(
  api: ApiClient,
  conversationId: string,
  upToMessageId: string,
): Promise<void> {
  return api.request({
    operationId: 'markChatRead',
    method: 'POST',
    path: '/api/chat/conversations/{conversationId}/read',
    pathParams: { conversationId },
    secured: true,
    body: { upToMessageId },
  });
}

/** The conversation's event stream (`message` and `status` events), resuming after `lastEventId`. */
export function conversationEvents(
  api: ApiClient,
  conversationId: string,
  lastEventId: string | undefined,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  return api.request(
    {
      operationId: 'getChatConversationEvents',
      method: 'GET',
      path: '/api/chat/conversations/{conversationId}/events',
      pathParams: { conversationId },
      secured: true,
      responseType: 'stream',
    },
    { signal, ...(lastEventId ? { headers: { 'Last-Event-ID': lastEventId } } : {}) },
  );
}
