import type { TestApp } from './test-app';

/** One server-sent event as the stream carried it. */
export type StreamEvent = { event: string; id?: string; data: unknown };

/** An open event stream read over HTTP, as the apps read it (fetch, the Authorization header). */
export type OpenStream = {
  status: number;
  contentType: string;
  /** Waits for the first event (after those already taken) that `matches`, or fails after 10 s. */
  next(matches?: (event: StreamEvent) => boolean): Promise<StreamEvent>;
  close(): void;
};

export async function openStream(
  t: Pick<TestApp, 'baseUrl'>,
  path: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${t.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: Partial<StreamEvent> & { event?: string } = {};
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event.event = line.slice(7);
              if (line.startsWith('id: ')) event.id = line.slice(4);
              if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6));
            }
            if (event.event) events.push(event as StreamEvent);
            for (const wake of waiters.splice(0)) wake();
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  let taken = 0;
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    async next(matches = () => true) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        while (taken < events.length) {
          const event = events[taken] as StreamEvent;
          taken += 1;
          if (matches(event)) return event;
        }
        if (Date.now() > deadline) throw new Error(`No matching event on ${path} within 10 s.`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 250);
        });
      }
    },
    close() {
      abort.abort();
    },
  };
}
