// Conversations as the platform answers them to an agent, for the agent chat's stories and tests:
// a signed-in customer's with the agent's own answer and a colleague's, a visitor's, and the queue
// they make. Story and test support only: no app code imports it.
import type { AgentChatMessage, AgentConversation, ChatQueueItem } from './agent-chat-types';

/** The time of the examples: 27 November 2026, 10:mm London (GMT). */
export const EXAMPLE_NOW = Date.parse('2026-11-27T10:12:00.000Z');

const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`;

const message = (
  conversationId: string,
  id: string,
  fields: Pick<AgentChatMessage, 'author' | 'authorName' | 'text'> & { fromYou?: true },
  minute: number,
): AgentChatMessage => ({ id, conversationId, sentAt: at(minute), ...fields });

/**
 * Jane's conversation after a failed payment: her question, a colleague's first answer, the
 * agent's own answer, and her reply.
 */
export function exampleCustomerConversation(): AgentConversation {
  const id = 'CHT1A2B3C';
  return {
    id,
    status: 'OPEN',
    openedAt: at(1),
    context: {
      page: '/flex/proposal/QTE7M2K9/payment-failed',
      proposalId: 'QTE7M2K9',
      error: 'Your payment didn’t go through',
    },
    customerUserId: 'user_jane',
    visitor: false,
    assignedAgentName: 'Tom',
    customer: {
      userId: 'user_jane',
      name: 'Jane Smith',
      email: 'jane.smith@example.com',
      visitor: false,
    },
    messages: [
      message(
        id,
        'm1',
        {
          author: 'SYSTEM',
          authorName: 'MINI Insurance',
          text: 'Opened from /flex/proposal/QTE7M2K9/payment-failed (quote QTE7M2K9): Your payment didn’t go through',
        },
        1,
      ),
      message(
        id,
        'm2',
        { author: 'CUSTOMER', authorName: 'Jane', text: 'My card was declined twice. Why?' },
        2,
      ),
      message(
        id,
        'm3',
        {
          author: 'AGENT',
          authorName: 'Tom',
          text: 'Hello Jane, I’m handing you to my colleague who looks after payments.',
        },
        4,
      ),
      message(
        id,
        'm4',
        {
          author: 'AGENT',
          authorName: 'Priya',
          text: 'Hi Jane, your bank declined it as a suspected fraud check. Could you approve it in your banking app and try again?',
          fromYou: true,
        },
        6,
      ),
      message(id, 'm5', { author: 'CUSTOMER', authorName: 'Jane', text: 'Done, thank you!' }, 9),
    ],
  };
}

/** A visitor with no name yet, referred on their quote, waiting for an answer. */
export function exampleVisitorConversation(): AgentConversation {
  const id = 'CHT4D5E6F';
  return {
    id,
    status: 'OPEN',
    openedAt: at(7),
    context: { page: '/flex/proposal/QTE3X8P1/referral', proposalId: 'QTE3X8P1' },
    visitor: true,
    customer: { name: 'Visitor', visitor: true },
    messages: [
      message(
        id,
        'v1',
        {
          author: 'SYSTEM',
          authorName: 'MINI Insurance',
          text: 'Opened from /flex/proposal/QTE3X8P1/referral (quote QTE3X8P1)',
        },
        7,
      ),
      message(
        id,
        'v2',
        { author: 'CUSTOMER', authorName: 'Visitor', text: 'Why was my quote referred?' },
        8,
      ),
    ],
  };
}

/** The customer's conversation, closed by the agent. */
export function exampleClosedConversation(): AgentConversation {
  const conversation = exampleCustomerConversation();
  return { ...conversation, status: 'CLOSED' };
}

/** The queue item of a conversation, waiting since `waitingSince` when given. */
export function exampleQueueItem(
  conversation: AgentConversation,
  waitingSince?: string,
): ChatQueueItem {
  const last = conversation.messages.at(-1);
  return {
    id: conversation.id,
    status: conversation.status,
    openedAt: conversation.openedAt,
    ...(waitingSince ? { waitingSince } : {}),
    customerName: conversation.customer.name,
    ...(conversation.customer.userId ? { customerUserId: conversation.customer.userId } : {}),
    context: conversation.context,
    ...(last ? { lastMessage: last } : {}),
    ...(conversation.assignedAgentName
      ? { assignedAgentName: conversation.assignedAgentName }
      : {}),
  };
}

/** A queue of three: the visitor waiting 4 min, Raj waiting 1 min, Jane answered by Tom. */
export function exampleQueue(): ChatQueueItem[] {
  const raj: ChatQueueItem = {
    id: 'CHT7G8H9J',
    status: 'OPEN',
    openedAt: at(11),
    waitingSince: at(11),
    customerName: 'Raj Patel',
    customerUserId: 'user_raj',
    context: { page: '/policy/POL00042/billing', policyId: 'POL00042' },
    lastMessage: message(
      'CHT7G8H9J',
      'r1',
      { author: 'CUSTOMER', authorName: 'Raj', text: 'Can I change my payment day?' },
      11,
    ),
  };
  return [
    exampleQueueItem(exampleVisitorConversation(), at(8)),
    raj,
    exampleQueueItem(exampleCustomerConversation()),
  ];
}
