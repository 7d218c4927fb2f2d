import { followEventStream, readEventStream, type ServerSentEvent } from './event-stream';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

function brokenAfter(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const left = [...chunks];
  // Each read gets one chunk, then the connection breaks (an error in start would drop the queue).
  return new ReadableStream({
    pull(controller) {
      const chunk = left.shift();
      if (chunk === undefined) controller.error(new TypeError('network error'));
      else controller.enqueue(encoder.encode(chunk));
    },
  });
}

async function eventsOf(stream: ReadableStream<Uint8Array>): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  await readEventStream(stream, (event) => events.push(event));
  return events;
}

describe('readEventStream', () => {
  test('reads named events with ids, multi-line data and comments', async () => {
    const events = await eventsOf(
      streamOf(
        ': heartbeat\n\n',
        'id: m1\nevent: message\ndata: {"a":',
        '1}\n\n',
        'event: status\ndata: one\ndata: two\n\n',
      ),
    );
    expect(events).toEqual([
      { event: 'message', data: '{"a":1}', id: 'm1' },
      { event: 'status', data: 'one\ntwo', id: 'm1' },
    ]);
  });

  test('takes CRLF line ends split across chunks and names an unnamed event "message"', async () => {
    const events = await eventsOf(streamOf('data: x\r', '\n\r\n', 'data:y\r\rdata: z\n\n'));
    expect(events).toEqual([
      { event: 'message', data: 'x' },
      { event: 'message', data: 'y' },
      { event: 'message', data: 'z' },
    ]);
  });

  test('drops an event cut off before its blank line and rejects when the connection breaks', async () => {
    const events: ServerSentEvent[] = [];
    await expect(
      readEventStream(brokenAfter('data: whole\n\n', 'data: half'), (event) => events.push(event)),
    ).rejects.toThrow('network error');
    expect(events).toEqual([{ event: 'message', data: 'whole' }]);
  });
});

describe('followEventStream', () => {
  test('reconnects with the last event id after a drop, with growing delays, until aborted', async () => {
    const controller = new AbortController();
    const opened: (string | undefined)[] = [];
    const seen: string[] = [];
    const answers = [
      () => Promise.resolve(brokenAfter('id: 1\ndata: a\n\n')),
      () => Promise.reject(new TypeError('offline')),
      () => Promise.resolve(streamOf('id: 2\ndata: b\n\n')),
    ];
    const connections: boolean[] = [];
    await followEventStream({
      signal: controller.signal,
      lastEventId: '0',
      backoffMs: [1, 5],
      open: (lastEventId) => {
        opened.push(lastEventId);
        const next = answers.shift();
        if (!next) {
          controller.abort();
          return Promise.reject(new DOMException('aborted', 'AbortError'));
        }
        return next();
      },
      onEvent: (event) => seen.push(event.data),
      onConnectionChange: (connected) => connections.push(connected),
    });
    expect(opened).toEqual(['0', '1', '1', '2']);
    expect(seen).toEqual(['a', 'b']);
    expect(connections).toEqual([true, false, true, false]);
  });

  test('stops with the error when a failure is not worth a retry', async () => {
    const gone = new Error('404');
    await expect(
      followEventStream({
        signal: new AbortController().signal,
        open: () => Promise.reject(gone),
        onEvent: () => undefined,
        shouldRetry: (error) => error !== gone,
      }),
    ).rejects.toBe(gone);
  });

  test('resolves at once when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const open = jest.fn();
    await followEventStream({ signal: controller.signal, open, onEvent: () => undefined });
    expect(open).not.toHaveBeenCalled();
  });
});
