/**
 * A fetch answering every call with `status` and the JSON `body` (jsdom has no Response): enough
 * of a Response for @brand/api-client. Errors come as application/problem+json.
 */
export function fakeFetch(status: number, body: unknown) {
  return jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const text = JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers({
        'content-type': status < 400 ? 'application/json' : 'application/problem+json',
      }),
      text: async () => text,
      json: async () => JSON.parse(text),
    } as unknown as Response;
  });
}
