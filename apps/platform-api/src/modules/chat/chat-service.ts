import { holds } from '../../http/permissions';
import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/problem';
import { CHAT_VENDOR_NAMES } from '../../integrations/chat/chat-vendor';
import type { PlatformContext } from '../../platform-context';
import { findPolicy } from '../policy-records';
import { findProposal } from '../proposals';
import { AGENT_CHAT_ACTIONS, recordAgentChatAction } from './chat-audit';
import {
  assignIfUnassigned,
  type ConversationRow,
  closeConversation,
  customerSummary,
  findConversation,
  findMessage,
  findOpenConversationOf,
  insertConversationIfNoneOpen,
  insertMessage,
  listMessages,
  markReadByCustomer,
  shownTo,
} from './chat-repository';
import {
  type ChatContext,
  type ChatConversation,
  type ChatCustomerSummary,
  type ChatMessage,
  MESSAGE_MAX_LENGTH,
} from './chat-schemas';

/** The embedded chat's routes answer only while no vendor runs the chat (ADR 0046). */
export function assertEmbeddedChat(context: PlatformContext): void {
  if (context.chat.vendor === 'embedded') return;
  throw new ApiError(
    'not-found',
    `Chat is provided by ${CHAT_VENDOR_NAMES[context.chat.vendor]}.`,
    {
      code: 'chat.vendor',
    },
  );
}

/**
 * The customer side is the customer's own voice: an agent (holding access:impersonate, acting
 * for someone or not) answers from the queue instead (customerOnly refuses the acting one).
 */
export function assertCustomerCaller(principal: Principal): void {
  if (!holds(principal.permissions, 'access:impersonate')) return;
  throw new ApiError('forbidden', 'Agents answer chats from the console’s queue.', {
    code: 'chat.customersOnly',
  });
}

/** A message's text, trimmed, or the specific refusal people read. */
export function checkedText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') {
    throw new ApiError('bad-request', 'Type a message before sending.', {
      code: 'chat.emptyMessage',
    });
  }
  if (trimmed.length > MESSAGE_MAX_LENGTH) {
    throw new ApiError('bad-request', 'A message can be at most 2,000 characters.', {
      code: 'chat.messageTooLong',
    });
  }
  return trimmed;
}

function conversationNotFound(): ApiError {
  return new ApiError('not-found', 'We could not find that conversation.', {
    code: 'chat.notFound',
  });
}

function conversationClosed(): ApiError {
  return new ApiError('conflict', 'This conversation is closed.', { code: 'chat.closed' });
}

/**
 * Refuses a context naming a proposal or policy the caller does not own, as if it did not exist
 * (a 404 tells nothing about another customer's quote).
 */
async function assertOwnContext(
  context: PlatformContext,
  ownerUserId: string,
  chat: ChatContext,
): Promise<void> {
  if (chat.proposalId !== undefined) {
    const proposal = await findProposal(context.db, chat.proposalId);
    if (proposal?.ownerUserId !== ownerUserId) {
      throw new ApiError('not-found', 'We could not find that quote.', {
        code: 'chat.proposalNotFound',
      });
    }
  }
  if (chat.policyId !== undefined) {
    const policy = await findPolicy(context.db, chat.policyId);
    if (policy?.ownerUserId !== ownerUserId) {
      throw new ApiError('not-found', 'We could not find that policy.', {
        code: 'chat.policyNotFound',
      });
    }
  }
}

/** The note an agent reads of where the customer opened chat: "Opened from /flex/referral (quote P1): …". */
export function contextNote(chat: ChatContext): string {
  const about = [
    ...(chat.proposalId ? [`quote ${chat.proposalId}`] : []),
    ...(chat.policyId ? [`policy ${chat.policyId}`] : []),
  ];
  const error = chat.error?.trim();
  return `Opened from ${chat.page}${about.length > 0 ? ` (${about.join(', ')})` : ''}${
    error ? `: ${error}` : ''
  }`;
}

/** A conversation as the API shows it, with its messages. */
export async function conversationResponse(
  context: PlatformContext,
  conversation: ConversationRow,
  viewerUserId: string,
): Promise<ChatConversation> {
  const messages = await listMessages(context.db, conversation.id);
  return {
    id: conversation.id,
    status: conversation.status,
    openedAt: conversation.openedAt,
    context: conversation.context,
    ...(conversation.ownerKind === 'customer' ? { customerUserId: conversation.ownerUserId } : {}),
    visitor: conversation.ownerKind !== 'customer',
    ...(conversation.assignedAgentName
      ? { assignedAgentName: conversation.assignedAgentName }
      : {}),
    messages: messages.map((message) => shownTo(message, viewerUserId)),
  };
}

/** What opening a chat writes, once checked: the context as kept and the first message. */
export type CheckedOpening = { chat: ChatContext; text: string | undefined };

/**
 * Checks what a customer opens chat with before anything is counted or written: the first
 * message's text, and that the quote or policy named is theirs.
 */
export async function checkedOpening(
  context: PlatformContext,
  ownerUserId: string,
  body: { context: ChatContext; text?: string | undefined },
): Promise<CheckedOpening> {
  const text = body.text === undefined ? undefined : checkedText(body.text);
  const error = body.context.error?.trim();
  const chat: ChatContext = {
    page: body.context.page,
    ...(body.context.proposalId ? { proposalId: body.context.proposalId } : {}),
    ...(body.context.policyId ? { policyId: body.context.policyId } : {}),
    ...(error ? { error } : {}),
  };
  await assertOwnContext(context, ownerUserId, chat);
  return { chat, text };
}

/**
 * Opens the caller's conversation, or (one OPEN already) adds the new context to it as a note:
 * answers it and whether it is new. A first message, when sent, follows the note.
 */
export async function openConversation(
  context: PlatformContext,
  ownerUserId: string,
  opening: CheckedOpening,
): Promise<{ conversation: ChatConversation; created: boolean }> {
  const { chat, text } = opening;
  const at = context.clock.now();
  const { id, created } = await context.db.transaction(async (tx) => {
    // Another tab's open (the unique index) or an agent's close between the two statements: a
    // second round finds the open one or opens anew.
    for (let round = 0; round < 2; round += 1) {
      const newId = await insertConversationIfNoneOpen(tx, { ownerUserId, context: chat, at });
      const open =
        newId ?? (await findOpenConversationOf(tx, ownerUserId, { forUpdate: true }))?.id;
      if (!open) continue;
      const message = { conversationId: open, authorUserId: null, clientMessageId: null, at };
      await insertMessage(tx, { ...message, author: 'SYSTEM', text: contextNote(chat) });
      if (text !== undefined) {
        await insertMessage(tx, {
          ...message,
          author: 'CUSTOMER',
          authorUserId: ownerUserId,
          text,
        });
      }
      return { id: open, created: newId !== null };
    }
    throw new Error(`No open conversation of ${ownerUserId} after opening one twice.`);
  });
  const conversation = await findConversation(context.db, id);
  if (!conversation) throw conversationNotFound();
  return {
    conversation: await conversationResponse(context, conversation, ownerUserId),
    created,
  };
}

/** The caller's OPEN conversation, or 404. */
export async function currentConversation(
  context: PlatformContext,
  ownerUserId: string,
): Promise<ChatConversation> {
  const conversation = await findOpenConversationOf(context.db, ownerUserId);
  if (!conversation) {
    throw new ApiError('not-found', 'You have no open conversation.', { code: 'chat.noneOpen' });
  }
  return conversationResponse(context, conversation, ownerUserId);
}

/** The caller's own conversation (open or closed), or 404 as if another's did not exist. */
export async function ownConversation(
  context: PlatformContext,
  ownerUserId: string,
  conversationId: string,
): Promise<ConversationRow> {
  const conversation = await findConversation(context.db, conversationId);
  if (conversation?.ownerUserId !== ownerUserId) throw conversationNotFound();
  return conversation;
}

/** Any conversation, for an agent, or 404. */
export async function anyConversation(
  context: PlatformContext,
  conversationId: string,
): Promise<ConversationRow> {
  const conversation = await findConversation(context.db, conversationId);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

/**
 * Writes a message of the customer or an agent in an OPEN conversation (locked, so messages are
 * numbered in the order they commit); the same clientMessageId again answers the first message.
 * An agent's first answer takes the conversation, and every answer is audited with it.
 */
export async function sendMessage(
  context: PlatformContext,
  entry: {
    conversationId: string;
    author: 'CUSTOMER' | 'AGENT';
    authorUserId: string;
    text: string;
    clientMessageId: string;
  },
): Promise<ChatMessage> {
  const at = context.clock.now();
  const message = await context.db.transaction(async (tx) => {
    const conversation = await findConversation(tx, entry.conversationId, { forUpdate: true });
    if (!conversation) throw conversationNotFound();
    const sent = await insertMessage(tx, {
      conversationId: conversation.id,
      author: entry.author,
      authorUserId: entry.authorUserId,
      text: entry.text,
      clientMessageId: entry.clientMessageId,
      at,
    });
    if (!sent.created) return sent.message;
    // A retried send answers its message even after the close; a new one is refused.
    if (conversation.status !== 'OPEN') throw conversationClosed();
    if (entry.author === 'AGENT') {
      await assignIfUnassigned(tx, conversation.id, entry.authorUserId);
      await recordAgentChatAction(tx, {
        agentUserId: entry.authorUserId,
        action: AGENT_CHAT_ACTIONS.answer,
        customerUserId: conversation.ownerUserId,
        conversationId: conversation.id,
        messageId: sent.message.id,
        at,
      });
    }
    return sent.message;
  });
  return shownTo(message, entry.authorUserId);
}

/** Marks the customer's conversation seen up to one of its messages. */
export async function markRead(
  context: PlatformContext,
  conversation: ConversationRow,
  upToMessageId: string,
): Promise<void> {
  const message = await findMessage(context.db, conversation.id, upToMessageId);
  if (!message) {
    throw new ApiError('not-found', 'We could not find that message.', {
      code: 'chat.messageNotFound',
    });
  }
  await markReadByCustomer(context.db, conversation.id, message.seq, context.clock.now());
}

/** Closes a conversation (audited); closing a closed one changes nothing and answers it. */
export async function closeByAgent(
  context: PlatformContext,
  conversationId: string,
  agentUserId: string,
): Promise<ChatConversation> {
  const at = context.clock.now();
  await context.db.transaction(async (tx) => {
    const conversation = await findConversation(tx, conversationId, { forUpdate: true });
    if (!conversation) throw conversationNotFound();
    if (!(await closeConversation(tx, conversationId, agentUserId, at))) return;
    await recordAgentChatAction(tx, {
      agentUserId,
      action: AGENT_CHAT_ACTIONS.close,
      customerUserId: conversation.ownerUserId,
      conversationId,
      at,
    });
  });
  return conversationResponse(context, await anyConversation(context, conversationId), agentUserId);
}

/** A conversation as an agent reads it (audited before it is answered), with its customer. */
export async function readByAgent(
  context: PlatformContext,
  conversationId: string,
  agentUserId: string,
): Promise<ChatConversation & { customer: ChatCustomerSummary }> {
  const conversation = await anyConversation(context, conversationId);
  const response = await conversationResponse(context, conversation, agentUserId);
  const customer = await customerSummary(context.db, conversation);
  await recordAgentChatAction(context.db, {
    agentUserId,
    action: AGENT_CHAT_ACTIONS.read,
    customerUserId: conversation.ownerUserId,
    conversationId,
    at: context.clock.now(),
  });
  return { ...response, customer };
}
