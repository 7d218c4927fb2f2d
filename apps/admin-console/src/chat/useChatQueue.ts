// The queue as it changes: read once, then kept up to date by the queue's event stream (a
// conversation opened, a message in one, one closed), each change worth hearing announced.
import { followEventStream } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { useEffect, useState } from 'react';
import { type ChatQueueItem, chatQueueEvents, getChatQueue } from './agent-chat-api';
import { orderQueue, withQueueItem } from './queue-order';

/** What the queue page draws. */
export interface ChatQueue {
  status: 'loading' | 'failed' | 'ready';
  conversations: ChatQueueItem[];
  /** False while the live stream reconnects. */
  live: boolean;
  /** The latest change an agent should hear (a new conversation, a new customer message). */
  announcement: { kind: 'newConversation' | 'newMessage'; name: string; at: number } | null;
}

/** Reads the queue and follows it live. */
export function useChatQueue(): ChatQueue {
  const api = useApiClient();
  const [queue, setQueue] = useState<ChatQueue>({
    status: 'loading',
    conversations: [],
    live: true,
    announcement: null,
  });

  useEffect(() => {
    const controller = new AbortController();
    getChatQueue(api, controller.signal).then(
      ({ conversations }) =>
        setQueue((now) => ({ ...now, status: 'ready', conversations: orderQueue(conversations) })),
      () => {
        if (!controller.signal.aborted) setQueue((now) => ({ ...now, status: 'failed' }));
      },
    );
    void followEventStream({
      signal: controller.signal,
      open: (lastEventId, signal) => chatQueueEvents(api, lastEventId, signal),
      onConnectionChange: (live) => setQueue((now) => ({ ...now, live })),
      onEvent: (event) => {
        if (event.event !== 'queue') return;
        const item = JSON.parse(event.data) as ChatQueueItem;
        setQueue((now) => {
          const known = now.conversations.find((each) => each.id === item.id);
          const fromCustomer =
            item.lastMessage?.author === 'CUSTOMER' &&
            item.lastMessage.id !== known?.lastMessage?.id;
          const kind =
            !known && item.status === 'OPEN'
              ? 'newConversation'
              : fromCustomer
                ? 'newMessage'
                : null;
          return {
            ...now,
            conversations: withQueueItem(now.conversations, item),
            announcement: kind
              ? { kind, name: item.customerName, at: Date.now() }
              : now.announcement,
          };
        });
      },
    });
    return () => controller.abort();
  }, [api]);

  return queue;
}
