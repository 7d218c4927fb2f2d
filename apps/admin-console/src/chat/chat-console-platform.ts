// A fake of the platform's agent chat routes for the console's jsdom tests: a queue, conversations
// kept in memory, idempotent answers, and event streams the test pushes into (what a customer's
// message looks like from the agent's browser).
import { ReadableStream } from 'node:stream/web';
import type { ChatMessage } from '@brand/journeys';
import { JANE_RECORD } from '../customers/customer-test-data';
import type { AgentConversation, ChatQueueItem } from './agent-chat-api';

function json(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status < 400,
    status,
    headers: new Headers({
      'content-type': status < 400 ? 'application/json' : 'application/problem+json',
    }),
    text: async () => text,
  } as unknown as Response;
}

const at = (second: number) => new Date(Date.UTC(2026, 10, 27, 10, 0, second)).toISOString();

/** Jane's conversation, opened from a failed payment, her question unanswered. */
export function janeConversation(): AgentConversation {
  return {
    id: 'c-jane',
    status: 'OPEN',
    openedAt: at(0),
    context: {
      page: '/flex/proposal/P1/payment-failed',
      proposalId: 'P1',
      error: 'Your payment didn’t go through',
    },
    customerUserId: 'user_jane',
    visitor: false,
    customer: { userId: 'user_jane', name: 'Jane Smith', visitor: false },
    messages: [
      {
        id: 'm1',
        conversationId: 'c-jane',
        author: 'SYSTEM',
        authorName: 'System',
        text: 'Opened from /flex/proposal/P1/payment-failed',
        sentAt: at(0),
      },
      {
        id: 'm2',
        conversationId: 'c-jane',
        author: 'CUSTOMER',
        authorName: 'Jane',
        text: 'My card was declined twice.',
        sentAt: at(1),
      },
    ],
  } as AgentConversation;
}

/** The queue item of a conversation. */
export function queueItemOf(conversation: AgentConversation, waitingSince?: string): ChatQueueItem {
  return {
    id: conversation.id,
    status: conversation.status,
    openedAt: conversation.openedAt,
    ...(waitingSince ? { waitingSince } : {}),
    customerName: conversation.customer.name,
    ...(conversation.customer.userId ? { customerUserId: conversation.customer.userId } : {}),
    context: conversation.context,
    ...(conversation.messages.at(-1) ? { lastMessage: conversation.messages.at(-1) } : {}),
  } as ChatQueueItem;
}

/** Installs the fake as `globalThis.fetch`. */
export function fakeConsoleChat(conversations: AgentConversation[], queue: ChatQueueItem[]) {
  const encoder = new TextEncoder();
  const streams = new Map<string, ReadableStreamDefaultController<Uint8Array>[]>();
  const calls: { method: string; path: string; body: unknown; lastEventId: string | null }[] = [];
  const loseAnswers: boolean[] = [];
  let sequence = 100;
  const push = (key: string, text: string) => {
    for (const controller of streams.get(key) ?? []) {
      try {
        controller.enqueue(encoder.encode(text));
      } catch {
        // A stream the page already let go of.
      }
    }
  };
  const stream = (key: string, signal?: AbortSignal | null) => {
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        streams.set(key, [...(streams.get(key) ?? []), controller]);
        controller.enqueue(encoder.encode(': connected\n\n'));
      },
    });
    signal?.addEventListener('abort', () => body.cancel().catch(() => undefined));
    return {
      ok: true,
      status: 200,
      headers: new Headers({ 'content-type': 'text/event-stream' }),
      body,
    } as unknown as Response;
  };

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({
      method,
      path: url.pathname,
      body,
      lastEventId: new Headers(init?.headers).get('Last-Event-ID'),
    });
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/agent/chat/queue') return json(200, { conversations: queue });
    if (route === 'GET /api/agent/chat/events') return stream('queue', init?.signal);
    if (route === 'GET /api/agent/customers/user_jane') return json(200, JANE_RECORD);
    if (route === 'GET /api/policies') return json(200, []);
    const match = url.pathname.match(
      /^\/api\/(?:agent\/)?chat\/conversations\/([^/]+)(?:\/(messages|close|events))?$/,
    );
    const conversation = conversations.find((each) => each.id === match?.[1]);
    if (!match || !conversation) return json(404, { title: 'Not found', status: 404 });
    if (match[2] === 'events') return stream(conversation.id, init?.signal);
    if (match[2] === 'close') {
      conversation.status = 'CLOSED';
      return json(200, conversation);
    }
    if (match[2] === 'messages') {
      const { text, clientMessageId } = body as { text: string; clientMessageId: string };
      const known = conversation.messages.find((each) => each.clientMessageId === clientMessageId);
      sequence += 1;
      const stored: ChatMessage = known ?? {
        id: `m${sequence}`,
        conversationId: conversation.id,
        author: 'AGENT',
        authorName: 'Ann',
        text,
        sentAt: at(sequence),
        clientMessageId,
        // The platform marks the caller's own answers.
        fromYou: true,
      };
      if (!known) conversation.messages.push(stored);
      if (loseAnswers.shift()) return json(503, { title: 'Unavailable', status: 503 });
      return json(201, stored);
    }
    return json(200, conversation);
  }) as unknown as typeof globalThis.fetch;

  return {
    calls,
    loseAnswers,
    /** A queue event, as the platform sends one when a conversation opens or changes. */
    queueChanged(item: ChatQueueItem) {
      push('queue', `event: queue\ndata: ${JSON.stringify(item)}\n\n`);
    },
    /** The customer writes in an open conversation. */
    customerSays(conversationId: string, text: string): ChatMessage {
      sequence += 1;
      const message: ChatMessage = {
        id: `m${sequence}`,
        conversationId,
        author: 'CUSTOMER',
        authorName: 'Jane',
        text,
        sentAt: at(sequence),
      };
      conversations.find((each) => each.id === conversationId)?.messages.push(message);
      push(
        conversationId,
        `id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`,
      );
      return message;
    },
    streamsOf: (key: string) => streams.get(key)?.length ?? 0,
  };
}
