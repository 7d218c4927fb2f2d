import Fastify, { type FastifyInstance } from 'fastify';
import { openEventStream } from './chat-stream';

/** What a client reads of a stream in `ms` milliseconds. */
async function readFor(url: string, ms: number): Promise<{ headers: Headers; text: string }> {
  const abort = new AbortController();
  const response = await fetch(url, { signal: abort.signal });
  const reader = (response.body as ReadableStream<Uint8Array>)
    .pipeThrough(new TextDecoderStream())
    .getReader();
  let text = '';
  const stop = setTimeout(() => abort.abort(), ms);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
  } catch {
    // Aborted: what arrived is the answer.
  } finally {
    clearTimeout(stop);
  }
  return { headers: response.headers, text };
}

describe('an event stream', () => {
  let app: FastifyInstance;
  let url: string;
  const ended: string[] = [];

  beforeAll(async () => {
    app = Fastify();
    app.get('/stream', async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      const stream = openEventStream(request, reply, { heartbeatMs: 40, lifetimeMs: 600 });
      stream.send('message', { text: 'line one\nline two' }, 'MSG1');
      stream.onEnd(() => ended.push((request.query as { name?: string }).name ?? ''));
    });
    url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/stream`;
  });
  afterAll(() => app.close());

  it('keeps the headers set before it, sends events on one data line each and a heartbeat while quiet', async () => {
    const { headers, text } = await readFor(url, 300);
    expect(headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(text).toContain('id: MSG1\nevent: message\ndata: {"text":"line one\\nline two"}\n\n');
    expect(text.split(': heartbeat\n\n').length - 1).toBeGreaterThanOrEqual(2);
  });

  it('ends by itself after its lifetime, so the app reconnects and its token is checked again', async () => {
    const started = Date.now();
    const { text } = await readFor(`${url}?name=lifetime`, 5_000);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(text).toContain('event: message');
    expect(ended).toContain('lifetime');
  });

  it('runs its end once the client has gone', async () => {
    await readFor(`${url}?name=left`, 100);
    for (let i = 0; i < 15 && !ended.includes('left'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Well before its lifetime (600 ms): the client's going ended it.
    expect(ended).toContain('left');
  });
});
