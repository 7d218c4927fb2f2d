// Server-sent events read with fetch and a stream reader: EventSource cannot send the
// Authorization header every platform call carries, so the apps read the body themselves.

/** One event of a `text/event-stream` body. */
export interface ServerSentEvent {
  /** The `event:` field, `message` when the server named none. */
  event: string;
  /** The `data:` lines joined by newlines. */
  data: string;
  /** The `id:` field, what a reconnect sends back as `Last-Event-ID`. */
  id?: string;
}

const LINE_BREAK = /\r\n|\r|\n/;

/**
 * Reads `stream` to its end, calling `onEvent` for each complete event (the format of the HTML
 * standard's event-stream: comments and unknown fields ignored, an event without data dropped).
 * Rejects when the connection breaks or is aborted.
 */
export async function readEventStream(
  stream: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;

  const takeLine = (line: string) => {
    if (line === '') {
      if (data.length > 0)
        onEvent({
          event: event || 'message',
          data: data.join('\n'),
          ...(id === undefined ? {} : { id }),
        });
      data = [];
      event = '';
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      // The last piece may be half a line, and a closing \r may be half a \r\n: keep both.
      const holdCr = buffered.endsWith('\r');
      const lines = (holdCr ? buffered.slice(0, -1) : buffered).split(LINE_BREAK);
      buffered = (lines.pop() ?? '') + (holdCr ? '\r' : '');
      for (const line of lines) takeLine(line);
    }
  } finally {
    reader.releaseLock();
  }
}

/** The delays before each reconnect after a failure, the last repeating. */
export const EVENT_STREAM_BACKOFF_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 30_000];

/** What `followEventStream` needs. */
export interface FollowEventStreamOptions {
  /** Opens the stream (a generated events operation), resuming after `lastEventId` when given. */
  open: (
    lastEventId: string | undefined,
    signal: AbortSignal,
  ) => Promise<ReadableStream<Uint8Array>>;
  /** Each event as it arrives. */
  onEvent: (event: ServerSentEvent) => void;
  /** Ends the stream for good. */
  signal: AbortSignal;
  /** Where to resume from on the first connection (the last message already shown). */
  lastEventId?: string;
  /** Whether a failure is worth a reconnect; one that is not ends the follow with that error. @default always */
  shouldRetry?: (error: unknown) => boolean;
  /** Called each time the stream (re)connects and each time it drops. */
  onConnectionChange?: (connected: boolean) => void;
  /** @default EVENT_STREAM_BACKOFF_MS */
  backoffMs?: readonly number[];
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Keeps an event stream open until `signal` aborts: a dropped connection (or one the server ended)
 * is opened again with the last event's id as `Last-Event-ID`, so nothing sent meanwhile is lost,
 * after a growing delay while failures repeat. Resolves when aborted.
 */
export async function followEventStream(options: FollowEventStreamOptions): Promise<void> {
  const { signal, backoffMs = EVENT_STREAM_BACKOFF_MS } = options;
  let lastEventId = options.lastEventId;
  let failures = 0;
  while (!signal.aborted) {
    let connected = false;
    try {
      const stream = await options.open(lastEventId, signal);
      connected = true;
      failures = 0;
      options.onConnectionChange?.(true);
      await readEventStream(stream, (event) => {
        if (event.id !== undefined) lastEventId = event.id;
        options.onEvent(event);
      });
    } catch (error) {
      if (signal.aborted) return;
      if (options.shouldRetry && !options.shouldRetry(error)) {
        if (connected) options.onConnectionChange?.(false);
        throw error;
      }
      failures += 1;
    }
    if (connected) options.onConnectionChange?.(false);
    if (signal.aborted) return;
    const delay = backoffMs[Math.min(Math.max(failures - 1, 0), backoffMs.length - 1)] ?? 1_000;
    await pause(delay, signal);
  }
}
