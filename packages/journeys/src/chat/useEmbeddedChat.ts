// The embedded chat's behaviour: opening a conversation with its context, sending with an
// idempotency id (a retry after a lost answer makes one message), following the live stream, and
// re-reading the conversation after a reload.
import { type ApiClient, followEventStream, isApiClientError } from '@brand/api-client';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import {
  type ChatContext,
  type ChatConversation,
  type ChatMessage,
  conversationEvents,
  getCurrentConversation,
  markRead,
  openConversation,
  sendMessage,
} from './chat-api';
import { type ChatState, chatReducer, INITIAL_CHAT_STATE } from './chat-state';

/**
 * The tab's note that it has a chat, and whether the panel was showing: so a reload re-reads the
 * conversation (and only then: a visitor who never chatted gets no session from merely visiting).
 * Holds no message: the platform is the one record.
 */
export const CHAT_TAB_KEY = 'chatTab';

/** The `?chat=open` of the "we replied" email's link. */
export const CHAT_OPEN_PARAMETER = 'chat';

interface TabNote {
  open: boolean;
}

function readTabNote(): TabNote | null {
  try {
    const raw = window.sessionStorage.getItem(CHAT_TAB_KEY);
    return raw ? (JSON.parse(raw) as TabNote) : null;
  } catch {
    return null;
  }
}

function writeTabNote(note: TabNote): void {
  try {
    window.sessionStorage.setItem(CHAT_TAB_KEY, JSON.stringify(note));
  } catch {
    // Storage refused (private mode): the chat still works, it just is not re-opened on reload.
  }
}

/** What the panel can do. */
export interface EmbeddedChat {
  state: ChatState;
  /** Shows the panel and opens (or adds the context to) the conversation. */
  show: (context: ChatContext) => void;
  hide: () => void;
  /** Sends a new message. */
  send: (text: string) => void;
  /** Sends a message that failed again, under the same idempotency id. */
  retry: (clientMessageId: string) => void;
}

function isGone(error: unknown): boolean {
  return isApiClientError(error) && (error.status === 404 || error.status === 403);
}

/** The embedded chat over the platform's chat routes. */
export function useEmbeddedChat(api: ApiClient): EmbeddedChat {
  const [state, dispatch] = useReducer(chatReducer, INITIAL_CHAT_STATE);
  const conversationId = state.conversation?.status === 'OPEN' ? state.conversation.id : null;

  // After a reload (or from the email's link) the conversation is read again from the platform.
  useEffect(() => {
    const fromLink =
      new URLSearchParams(window.location.search).get(CHAT_OPEN_PARAMETER) === 'open';
    const note = readTabNote();
    if (!note && !fromLink) return;
    const controller = new AbortController();
    if (note?.open || fromLink) dispatch({ type: 'shown' });
    dispatch({ type: 'loading' });
    getCurrentConversation(api, controller.signal).then(
      (conversation) => dispatch({ type: 'loaded', conversation }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch(isGone(error) ? { type: 'loaded', conversation: null } : { type: 'loadFailed' });
      },
    );
    return () => controller.abort();
  }, [api]);

  // Live: messages and status changes as they happen, resumed after the last message known.
  const lastMessageId = state.conversation?.messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stream resumes by itself; a new message must not restart it
  useEffect(() => {
    if (!conversationId) return;
    const controller = new AbortController();
    void followEventStream({
      signal: controller.signal,
      ...(lastMessageId ? { lastEventId: lastMessageId } : {}),
      open: (lastEventId, signal) => conversationEvents(api, conversationId, lastEventId, signal),
      shouldRetry: (error) => !isGone(error),
      onConnectionChange: (live) => dispatch({ type: 'live', live }),
      onEvent: (event) => {
        if (event.event === 'message') {
          dispatch({ type: 'received', message: JSON.parse(event.data) as ChatMessage });
        } else if (event.event === 'status') {
          const { status } = JSON.parse(event.data) as { status: ChatConversation['status'] };
          dispatch({ type: 'status', status });
        }
      },
    }).catch(() => dispatch({ type: 'live', live: false }));
    return () => controller.abort();
  }, [api, conversationId]);

  // What the customer has seen, so the platform emails only what they missed.
  const lastAgentMessageId = state.conversation?.messages
    .filter((m) => m.author === 'AGENT')
    .at(-1)?.id;
  useEffect(() => {
    if (!state.open || !conversationId || !lastAgentMessageId) return;
    markRead(api, conversationId, lastAgentMessageId).catch(() => undefined);
  }, [api, state.open, conversationId, lastAgentMessageId]);

  const show = useCallback(
    (context: ChatContext) => {
      writeTabNote({ open: true });
      dispatch({ type: 'shown' });
      dispatch({ type: 'loading' });
      openConversation(api, { context }).then(
        (conversation) => dispatch({ type: 'loaded', conversation }),
        () => dispatch({ type: 'loadFailed' }),
      );
    },
    [api],
  );

  const hide = useCallback(() => {
    writeTabNote({ open: false });
    dispatch({ type: 'hidden' });
  }, []);

  const deliver = useCallback(
    (id: string, clientMessageId: string, text: string) => {
      dispatch({ type: 'sending', clientMessageId, text });
      sendMessage(api, id, { text, clientMessageId }).then(
        (message) => dispatch({ type: 'received', message }),
        () => dispatch({ type: 'sendFailed', clientMessageId }),
      );
    },
    [api],
  );

  const send = useCallback(
    (text: string) => {
      if (conversationId) deliver(conversationId, crypto.randomUUID(), text);
    },
    [conversationId, deliver],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const pending = state.pending.find((message) => message.clientMessageId === clientMessageId);
      if (conversationId && pending) deliver(conversationId, clientMessageId, pending.text);
    },
    [conversationId, deliver, state.pending],
  );

  return useMemo(() => ({ state, show, hide, send, retry }), [state, show, hide, send, retry]);
}
