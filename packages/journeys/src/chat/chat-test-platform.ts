// A fake of the platform's chat routes for the chat's jsdom tests: a conversation kept in memory,
// sends made idempotent by clientMessageId as the platform makes them, and an event stream the test
// pushes messages into (what an agent's answer looks like from the browser).
import { ReadableStream } from 'node:stream/web';
import type { ChatConversation, ChatMessage } from './chat-api';

/** A call the chat made. */
export interface ChatCall {
  method: string;
  path: string;
  body: unknown;
  lastEventId: string | null;
}

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

/** Installs the fake as `globalThis.fetch`; returns what the test drives and reads. */
export function fakeChatPlatform(options: { conversation?: ChatConversation | null } = {}) {
  const calls: ChatCall[] = [];
  let conversation: ChatConversation | null = options.conversation ?? null;
  let sequence = 0;
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  /** Sends that get through to the platform but whose answer is lost (a 503), one per entry. */
  const loseAnswers: boolean[] = [];
  const encoder = new TextEncoder();

  const message = (
    author: ChatMessage['author'],
    text: string,
    clientMessageId?: string,
  ): ChatMessage => {
    sequence += 1;
    return {
      id: `m${sequence}`,
      conversationId: conversation?.id ?? 'c1',
      author,
      authorName: author === 'AGENT' ? 'Sam' : author === 'SYSTEM' ? 'System' : 'Visitor',
      text,
      sentAt: new Date(Date.UTC(2026, 10, 27, 10, 0, sequence)).toISOString(),
      ...(clientMessageId ? { clientMessageId } : {}),
    };
  };

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init?.headers);
    calls.push({ method, path: url.pathname, body, lastEventId: headers.get('Last-Event-ID') });
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/chat/conversations/current') {
      return conversation?.status === 'OPEN'
        ? json(200, conversation)
        : json(404, { title: 'Not found', status: 404 });
    }
    if (route === 'POST /api/chat/conversations') {
      const context = (body as { context: ChatConversation['context'] }).context;
      if (conversation?.status === 'OPEN') {
        conversation.messages.push(message('SYSTEM', `Opened from ${context.page}`));
        return json(200, conversation);
      }
      conversation = {
        id: 'c1',
        status: 'OPEN',
        openedAt: '2026-11-27T10:00:00.000Z',
        context,
        visitor: true,
        messages: [],
      };
      conversation.messages.push(message('SYSTEM', `Opened from ${context.page}`));
      return json(201, conversation);
    }
    const sent = url.pathname.match(
      /^\/api\/chat\/conversations\/([^/]+)\/(messages|read|events)$/,
    );
    if (sent && conversation && sent[1] === conversation.id) {
      if (sent[2] === 'read') return json(204);
      if (sent[2] === 'events') {
        const stream = new ReadableStream<Uint8Array>({
          start: (controller) => void streams.push(controller),
        });
        init?.signal?.addEventListener('abort', () => stream.cancel().catch(() => undefined));
        return {
          ok: true,
          status: 200,
          headers: new Headers({ 'content-type': 'text/event-stream' }),
          body: stream,
        } as unknown as Response;
      }
      const { text, clientMessageId } = body as { text: string; clientMessageId: string };
      const known = conversation.messages.find((each) => each.clientMessageId === clientMessageId);
      const stored = known ?? message('CUSTOMER', text, clientMessageId);
      if (!known) conversation.messages.push(stored);
      if (loseAnswers.shift()) return json(503, { title: 'Unavailable', status: 503 });
      return json(known ? 200 : 201, stored);
    }
    return json(404, { title: 'Not found', status: 404 });
  }) as unknown as typeof globalThis.fetch;

  return {
    calls,
    loseAnswers,
    current: () => conversation,
    /** An agent answers: stored, and pushed down every open stream. */
    agentSays(text: string): ChatMessage {
      const answer = message('AGENT', text);
      conversation?.messages.push(answer);
      for (const controller of streams) {
        try {
          controller.enqueue(
            encoder.encode(`id: ${answer.id}\nevent: message\ndata: ${JSON.stringify(answer)}\n\n`),
          );
        } catch {
          // A stream the panel already let go of.
        }
      }
      return answer;
    },
    openStreams: () => streams.length,
  };
}
