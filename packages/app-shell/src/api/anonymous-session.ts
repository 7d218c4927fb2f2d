import { createApiClient, createSession } from '@brand/api-client';

/** Where the anonymous visitor's token is kept: the tab's session storage (spec 000 §6). */
export const ANONYMOUS_TOKEN_KEY = 'brand.anonymousToken';

/** The anonymous visitor's token: made once by POST /api/session, kept for the tab's session. */
export interface AnonymousSession {
  /** The stored token, or a new one from POST /api/session (one call however many ask at once). */
  token: () => Promise<string>;
  /** The stored token without asking for one, or null. */
  peek: () => string | null;
  /** Keeps `token` as the visitor's (a retrieved saved quote's token). */
  set: (token: string) => void;
  /** Forgets the token (the platform refused it): the next call asks for a new one. */
  forget: () => void;
}

/** What `createAnonymousSession` needs. */
export interface AnonymousSessionOptions {
  /** Where the platform is; '' for the page's own origin. */
  baseUrl: string;
  /** @default window.sessionStorage (none when it is unavailable) */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

function defaultStorage(): AnonymousSessionOptions['storage'] {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the token lives as long as the page.
    return null;
  }
}

/** The anonymous session of one app: its token in session storage, asked for when first needed. */
export function createAnonymousSession(options: AnonymousSessionOptions): AnonymousSession {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  let memory: string | null = null;
  let pending: Promise<string> | null = null;
  const client = createApiClient({
    baseUrl: options.baseUrl,
    getAccessToken: () => null,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const peek = () => storage?.getItem(ANONYMOUS_TOKEN_KEY) ?? memory;
  const set = (token: string) => {
    memory = token;
    storage?.setItem(ANONYMOUS_TOKEN_KEY, token);
  };
  return {
    peek,
    set,
    forget: () => {
      memory = null;
      storage?.removeItem(ANONYMOUS_TOKEN_KEY);
    },
    token: () => {
      const stored = peek();
      if (stored) return Promise.resolve(stored);
      pending ??= createSession(client)
        .then(({ accessToken }) => {
          set(accessToken);
          return accessToken;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}
