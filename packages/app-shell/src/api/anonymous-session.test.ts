import { fakeFetch } from '../test-support/fake-fetch';
import { ANONYMOUS_TOKEN_KEY, createAnonymousSession } from './anonymous-session';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('the anonymous session', () => {
  it('asks POST /api/session once, however many calls want a token at once, and keeps it', async () => {
    const send = fakeFetch(201, { accessToken: 'anon-1' });
    const storage = memoryStorage();
    const session = createAnonymousSession({ baseUrl: '', storage, fetch: send });
    const tokens = await Promise.all([session.token(), session.token()]);
    expect(tokens).toEqual(['anon-1', 'anon-1']);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('/api/session');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(storage.items.get(ANONYMOUS_TOKEN_KEY)).toBe('anon-1');
  });

  it('uses the token already in session storage (a reload) without asking again', async () => {
    const send = fakeFetch(201, { accessToken: 'anon-new' });
    const storage = memoryStorage();
    storage.setItem(ANONYMOUS_TOKEN_KEY, 'anon-kept');
    const session = createAnonymousSession({ baseUrl: '', storage, fetch: send });
    expect(await session.token()).toBe('anon-kept');
    expect(send).not.toHaveBeenCalled();
  });

  it('asks for a new token once the old one is forgotten, and keeps one it is given', async () => {
    const send = fakeFetch(201, { accessToken: 'anon-2' });
    const storage = memoryStorage();
    const session = createAnonymousSession({ baseUrl: '', storage, fetch: send });
    session.set('retrieved');
    expect(session.peek()).toBe('retrieved');
    session.forget();
    expect(session.peek()).toBeNull();
    expect(await session.token()).toBe('anon-2');
  });

  it('works without storage, keeping the token in memory', async () => {
    const send = fakeFetch(201, { accessToken: 'anon-3' });
    const session = createAnonymousSession({ baseUrl: '', storage: null, fetch: send });
    expect(await session.token()).toBe('anon-3');
    expect(await session.token()).toBe('anon-3');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('lets the next call try again when creating the session failed', async () => {
    const session = createAnonymousSession({
      baseUrl: '',
      storage: null,
      fetch: fakeFetch(500, { type: 'x', title: 'Down', status: 500 }),
    });
    await expect(session.token()).rejects.toMatchObject({ kind: 'UNEXPECTED' });
    expect(session.peek()).toBeNull();
  });
});
