import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment this often keeps proxies and the apps' readers from taking a quiet stream for dead. */
export const HEARTBEAT_MS = 15_000;

/**
 * A stream ends after this long: the app reconnects (with Last-Event-ID, losing nothing) and its
 * token is checked again, so a signed-out customer's or a revoked agent's stream does not go on.
 */
export const STREAM_LIFETIME_MS = 10 * 60_000;

/** An open text/event-stream response. */
export type EventStream = {
  send(event: string, data: unknown, id?: string): void;
  /** Runs `stop` once when the stream ends, whoever ends it. */
  onEnd(stop: () => void): void;
  end(): void;
};

/**
 * Turns the reply into a server-sent event stream, after every check has passed (a refusal before
 * this is a problem+json like any other). The headers the platform's hooks set so far (security
 * headers) are kept; the stream is never cached or buffered by a proxy.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  timing: { heartbeatMs: number; lifetimeMs: number } = {
    heartbeatMs: HEARTBEAT_MS,
    lifetimeMs: STREAM_LIFETIME_MS,
  },
): EventStream {
  const headers = {
    ...reply.getHeaders(),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  };
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, headers as Record<string, string>);
  raw.write(': connected\n\n');
  const stops: (() => void)[] = [];
  let ended = false;
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), timing.heartbeatMs);
  const lifetime = setTimeout(() => {
    finish();
    raw.end();
  }, timing.lifetimeMs);
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    for (const stop of stops) stop();
  };
  request.raw.on('close', finish);
  raw.on('close', finish);
  return {
    send(event, data, id) {
      if (ended) return;
      raw.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onEnd(stop) {
      if (ended) stop();
      else stops.push(stop);
    },
    end() {
      finish();
      raw.end();
    },
  };
}
