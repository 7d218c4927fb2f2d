import type { Sql } from '../../db/database';
import { recordAgentAction } from '../../http/audit-log';

/** The audit actions of an agent in the chat (beside the agent desk's in audit_log). */
export const AGENT_CHAT_ACTIONS = {
  read: 'chat.read',
  answer: 'chat.answer',
  close: 'chat.close',
} as const;

/**
 * Records what an agent did in a customer's chat, in the transaction that does it (or, for a
 * read, before the answer is sent): no agent reads or writes a customer's conversation
 * unaudited. The customer is the row's acting-as user, so their record's trail and the
 * supervisors' reader list it with everything else done on them; the target is the conversation.
 */
export async function recordAgentChatAction(
  tx: Sql,
  entry: {
    agentUserId: string;
    action: (typeof AGENT_CHAT_ACTIONS)[keyof typeof AGENT_CHAT_ACTIONS];
    customerUserId: string;
    conversationId: string;
    messageId?: string;
    at: Date;
  },
): Promise<void> {
  await recordAgentAction(tx, {
    agentUserId: entry.agentUserId,
    customerUserId: entry.customerUserId,
    action: entry.action,
    target: entry.conversationId,
    detail: entry.messageId ? { messageId: entry.messageId } : {},
    at: entry.at,
  });
}
