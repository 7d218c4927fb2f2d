// The fake platform the journeys' screens are shown against: answers fetch by `METHOD /path`.
// The jsdom tests install it as a jest mock (fakePlatform); the screen stories as a plain fetch
// (platformFetch), with no jest in the browser.

/** A platform answer. */
export type Answer = { status: number; body?: unknown };
/** A call the screen made. */
export type Call = { method: string; path: string; body: unknown };
/** The answers, by `METHOD /path` (a function gets the request body). */
export type PlatformRoutes = Record<string, Answer | ((body: unknown) => Answer)>;

/** A fetch answering from `routes` (404 else), recording each call into `calls`. */
export function platformFetch(routes: PlatformRoutes, calls: Call[] = []): typeof globalThis.fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    // JSON as the client sends it; a multipart body (FormData) is handed over as it is.
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
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
  };
}

/** Fakes fetch: answers `METHOD /path` from `routes` (a function gets the request body); 404 else. */
export function fakePlatform(routes: PlatformRoutes): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(platformFetch(routes, calls)) as unknown as typeof globalThis.fetch;
  return calls;
}
