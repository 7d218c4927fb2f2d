// The agents' chat calls (the platform's `/agent/chat` routes; `access:impersonate`, audited),
// through the generated client. A conversation's live stream is the customer's path, which agents
// may follow too (the journeys' `conversationEvents`).
import {
  type ApiClient,
  closeAgentChatConversation,
  type GetAgentChatQueueResult,
  getAgentChatConversation,
  getAgentChatEvents,
  getAgentChatQueue,
  type SendAgentChatMessageResult,
  sendAgentChatMessage,
} from '@brand/api-client';
import type { AgentConversation } from '@brand/journeys/agent-chat';

export type { AgentConversation, ChatQueueItem } from '@brand/journeys/agent-chat';

/** The open conversations, waiting first, oldest first. */
export function getChatQueue(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<GetAgentChatQueueResult> {
  return getAgentChatQueue(api, {}, signal ? { signal } : {});
}

/** The queue's event stream: a `queue` event (a ChatQueueItem) whenever a conversation changes. */
export function chatQueueEvents(
  api: ApiClient,
  lastEventId: string | undefined,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  return getAgentChatEvents(
    api,
    {},
    { signal, ...(lastEventId ? { headers: { 'Last-Event-ID': lastEventId } } : {}) },
  );
}

/** One conversation with its messages and its customer. */
export function getConversation(
  api: ApiClient,
  conversationId: string,
  signal?: AbortSignal,
): Promise<AgentConversation> {
  return getAgentChatConversation(api, { conversationId }, signal ? { signal } : {});
}

/** Answers; the same clientMessageId twice makes one message. */
export function sendAnswer(
  api: ApiClient,
  conversationId: string,
  body: { text: string; clientMessageId: string },
): Promise<SendAgentChatMessageResult> {
  return sendAgentChatMessage(api, { conversationId, body });
}

/** Closes the conversation. */
export function closeConversation(api: ApiClient, conversationId: string) {
  return closeAgentChatConversation(api, { conversationId });
}
