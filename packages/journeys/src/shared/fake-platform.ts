// Test support for the journeys' jsdom tests: a fake platform answering fetch by `METHOD /path`.

/** A platform answer. */
export type Answer = { status: number; body?: unknown };
/** A call the screen made. */
export type Call = { method: string; path: string; body: unknown };

/** Fakes fetch: answers `METHOD /path` from `routes` (a function gets the request body); 404 else. */
export function fakePlatform(routes: Record<string, Answer | ((body: unknown) => Answer)>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer = (typeof route === 'function' ? route(body) : route) ?? {
      status: 404,
      body: { title: 'Not found', status: 404 },
    };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status < 400,
      status: answer.status,
      headers: new Headers({
        'content-type': answer.status < 400 ? 'application/json' : 'application/problem+json',
      }),
      text: async () => text,
    } as unknown as Response;
  }) as unknown as typeof globalThis.fetch;
  return calls;
}
