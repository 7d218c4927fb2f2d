// What the console's chat components draw: the platform's agent chat answers, as the generated
// client types them (the console's data hooks fetch them; these components only draw).
import type { GetAgentChatConversationResult, GetAgentChatQueueResult } from '@brand/api-client';

/** A conversation as the queue lists it. */
export type ChatQueueItem = GetAgentChatQueueResult['conversations'][number];

/** A conversation as an agent reads it: with who the customer is. */
export type AgentConversation = GetAgentChatConversationResult;

/** One of its messages. */
export type AgentChatMessage = AgentConversation['messages'][number];

/** An answer the platform has not yet taken. */
export interface PendingAnswer {
  clientMessageId: string;
  text: string;
  failed: boolean;
}
