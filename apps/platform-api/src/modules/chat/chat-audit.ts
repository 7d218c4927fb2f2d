import type { Sql } from '../../db/database';

/** The audit actions of an agent in the chat (read beside agent-desk's in audit_log). */
export const AGENT_CHAT_ACTIONS = {
  read: 'chat.read',
  answer: 'chat.answer',
  close: 'chat.close',
} as const;

/**
 * Records what an agent did in a customer's chat, in the transaction that does it (or, for a
 * read, before the answer is sent): no agent reads or writes a customer's conversation
 * unaudited. The target is the customer (their record lists it), the detail the conversation.
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
  await tx.query(
    `INSERT INTO audit_log (at, actor_user_id, acting_as_user_id, action, target, detail)
     VALUES ($1, $2, NULL, $3, $4, $5)`,
    [
      entry.at,
      entry.agentUserId,
      entry.action,
      entry.customerUserId,
      JSON.stringify({
        conversationId: entry.conversationId,
        ...(entry.messageId ? { messageId: entry.messageId } : {}),
      }),
    ],
  );
}
