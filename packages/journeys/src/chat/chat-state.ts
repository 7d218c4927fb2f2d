// The embedded chat's state: the conversation as the platform last told it, the messages the
// customer sent that have no answer yet, and whether the panel shows. Pure, so the panel's effects
// and its tests share one set of rules.
import type { ChatConversation, ChatMessage } from './chat-api';

/** A message the customer sent that the platform has not yet answered (or refused to take). */
export interface PendingMessage {
  clientMessageId: string;
  text: string;
  failed: boolean;
}

/** Everything the panel draws. */
export interface ChatState {
  open: boolean;
  /** `loading` while opening or re-reading, `failed` when that failed. */
  phase: 'idle' | 'loading' | 'ready' | 'failed';
  conversation: ChatConversation | null;
  pending: PendingMessage[];
  /** False while the live stream is reconnecting. */
  live: boolean;
}

/** What can happen to it. */
export type ChatEvent =
  | { type: 'shown' }
  | { type: 'hidden' }
  | { type: 'loading' }
  | { type: 'loadFailed' }
  | { type: 'loaded'; conversation: ChatConversation | null }
  | { type: 'sending'; clientMessageId: string; text: string }
  | { type: 'sendFailed'; clientMessageId: string }
  | { type: 'received'; message: ChatMessage }
  | { type: 'status'; status: ChatConversation['status'] }
  | { type: 'live'; live: boolean };

/** Nothing shown, nothing known. */
export const INITIAL_CHAT_STATE: ChatState = {
  open: false,
  phase: 'idle',
  conversation: null,
  pending: [],
  live: true,
};

/**
 * Adds a message once: the same message arrives from the send's answer and from the stream, and
 * again after a reconnect; kept in the order they were sent.
 */
export function withMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (messages.some((known) => known.id === message.id)) return messages;
  return [...messages, message].sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** The next state. */
export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'shown':
      return { ...state, open: true };
    case 'hidden':
      return { ...state, open: false };
    case 'loading':
      return { ...state, phase: 'loading' };
    case 'loadFailed':
      return { ...state, phase: 'failed' };
    case 'loaded':
      return { ...state, phase: 'ready', conversation: event.conversation };
    case 'sending':
      return {
        ...state,
        pending: [
          ...state.pending.filter((message) => message.clientMessageId !== event.clientMessageId),
          { clientMessageId: event.clientMessageId, text: event.text, failed: false },
        ],
      };
    case 'sendFailed':
      return {
        ...state,
        pending: state.pending.map((message) =>
          message.clientMessageId === event.clientMessageId
            ? { ...message, failed: true }
            : message,
        ),
      };
    case 'received': {
      const { conversation } = state;
      if (!conversation || conversation.id !== event.message.conversationId) return state;
      return {
        ...state,
        conversation: {
          ...conversation,
          messages: withMessage(conversation.messages, event.message),
        },
        pending: state.pending.filter(
          (message) => message.clientMessageId !== event.message.clientMessageId,
        ),
      };
    }
    case 'status':
      return state.conversation
        ? { ...state, conversation: { ...state.conversation, status: event.status } }
        : state;
    case 'live':
      return { ...state, live: event.live };
  }
}

/** True while the customer's last word has no answer from the team yet. */
export function isWaitingForAgent(state: ChatState): boolean {
  const messages = state.conversation?.messages ?? [];
  const spoken = messages.filter((message) => message.author !== 'SYSTEM');
  const last = spoken[spoken.length - 1];
  return state.pending.length > 0 || !last || last.author === 'CUSTOMER';
}
