// One conversation as an agent works on it: read, followed live (the customer's new messages
// arrive without a reload), answered with an idempotency id (a retry after a lost answer makes one
// message), closed.
import { followEventStream, isApiClientError } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { type ChatMessage, conversationEvents, withMessage } from '@brand/journeys';
import type { PendingAnswer } from '@brand/journeys/agent-chat';
import { useCallback, useEffect, useState } from 'react';
import {
  type AgentConversation,
  closeConversation,
  getConversation,
  sendAnswer,
} from './agent-chat-api';

/** What the conversation page draws and does. */
export interface AgentConversationState {
  load: 'loading' | 'notFound' | 'failed' | 'ready';
  conversation: AgentConversation | null;
  pending: PendingAnswer[];
  live: boolean;
  closeFailed: boolean;
  /** The newest customer message that arrived while the page was open, to announce. */
  arrived: ChatMessage | null;
}

/** Reads, follows, answers and closes the conversation `conversationId`. */
export function useAgentConversation(conversationId: string) {
  const api = useApiClient();
  const [state, setState] = useState<AgentConversationState>({
    load: 'loading',
    conversation: null,
    pending: [],
    live: true,
    closeFailed: false,
    arrived: null,
  });

  const received = useCallback((message: ChatMessage) => {
    setState((now) => {
      if (!now.conversation) return now;
      const messages = withMessage(now.conversation.messages, message);
      const isNew = messages !== now.conversation.messages;
      return {
        ...now,
        conversation: { ...now.conversation, messages },
        pending: now.pending.filter((each) => each.clientMessageId !== message.clientMessageId),
        arrived: isNew && message.author === 'CUSTOMER' ? message : now.arrived,
      };
    });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setState((now) => ({ ...now, load: 'loading', conversation: null }));
    getConversation(api, conversationId, controller.signal).then(
      (conversation) => {
        setState((now) => ({ ...now, load: 'ready', conversation }));
        if (conversation.status !== 'OPEN') return;
        // The history is read; the stream resumes after its last message, so nothing falls between.
        void followEventStream({
          signal: controller.signal,
          ...(conversation.messages.at(-1)
            ? { lastEventId: conversation.messages.at(-1)?.id }
            : {}),
          open: (lastEventId, signal) =>
            conversationEvents(api, conversationId, lastEventId, signal),
          shouldRetry: (error) => !(isApiClientError(error) && error.status === 404),
          onConnectionChange: (live) => setState((now) => ({ ...now, live })),
          onEvent: (event) => {
            if (event.event === 'message') received(JSON.parse(event.data) as ChatMessage);
            if (event.event === 'status') {
              const { status } = JSON.parse(event.data) as { status: AgentConversation['status'] };
              setState((now) =>
                now.conversation ? { ...now, conversation: { ...now.conversation, status } } : now,
              );
            }
          },
        }).catch(() => setState((now) => ({ ...now, live: false })));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isApiClientError(error) && error.status === 404;
        setState((now) => ({ ...now, load: notFound ? 'notFound' : 'failed' }));
      },
    );
    return () => controller.abort();
  }, [api, conversationId, received]);

  const deliver = useCallback(
    (clientMessageId: string, text: string) => {
      setState((now) => ({
        ...now,
        pending: [
          ...now.pending.filter((each) => each.clientMessageId !== clientMessageId),
          { clientMessageId, text, failed: false },
        ],
      }));
      sendAnswer(api, conversationId, { text, clientMessageId }).then(received, () =>
        setState((now) => ({
          ...now,
          pending: now.pending.map((each) =>
            each.clientMessageId === clientMessageId ? { ...each, failed: true } : each,
          ),
        })),
      );
    },
    [api, conversationId, received],
  );

  const send = useCallback((text: string) => deliver(crypto.randomUUID(), text), [deliver]);
  const retry = useCallback(
    (answer: PendingAnswer) => deliver(answer.clientMessageId, answer.text),
    [deliver],
  );
  const close = useCallback(async () => {
    try {
      const conversation = await closeConversation(api, conversationId);
      setState((now) => ({
        ...now,
        closeFailed: false,
        conversation: now.conversation
          ? { ...now.conversation, status: conversation.status }
          : now.conversation,
      }));
    } catch {
      setState((now) => ({ ...now, closeFailed: true }));
    }
  }, [api, conversationId]);

  return { state, send, retry, close };
}
