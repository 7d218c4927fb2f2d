import type { Auth0Client, Auth0ClientOptions } from '@auth0/auth0-spa-js';
import type { AuthClient } from './auth-client';

/**
 * Where the Auth0 SDK (v2) keeps a sign-in in the browser: the "is authenticated" cookie it sets on
 * sign-in and removes on sign-out (plain, legacy same-site, and the pre-client-id name), and its
 * token and user cache entries. auth-sdk-storage.test.ts pins these names against the SDK's bundle,
 * so an upgrade that renames them fails a test instead of signing everyone out.
 */
export function sdkSessionMarkers(clientId: string) {
  const cookie = `auth0.${clientId}.is.authenticated`;
  return {
    cookies: [
      cookie,
      `_legacy_${cookie}`,
      'auth0.is.authenticated',
      '_legacy_auth0.is.authenticated',
    ],
    cachePrefix: `@@auth0spajs@@::${clientId}::`,
  };
}

/** Where the browser keeps what the SDK stores (tests give their own). */
export interface BrowserStores {
  cookie: () => string;
  storageKeys: () => string[];
}

const BROWSER: BrowserStores = {
  cookie: () => document.cookie,
  storageKeys: () => {
    try {
      return Object.keys(window.localStorage);
    } catch {
      // Storage blocked by the browser's settings: the SDK cannot have cached anything there.
      return [];
    }
  },
};

/**
 * False only when the SDK has nothing to find: no session cookie and no cached tokens or user. Then
 * its checkSession does nothing and getUser answers undefined, so they need not load the SDK.
 */
export function mayHaveSession(clientId: string, stores: BrowserStores = BROWSER): boolean {
  const { cookies, cachePrefix } = sdkSessionMarkers(clientId);
  const names = stores
    .cookie()
    .split(';')
    .map((pair) => decodeURIComponent(pair.split('=')[0]?.trim() ?? ''));
  return (
    cookies.some((cookie) => names.includes(cookie)) ||
    stores.storageKeys().some((key) => key.startsWith(cachePrefix))
  );
}

/** Makes the SDK's client; by default imports the SDK, which then loads as a chunk of its own. */
export type Auth0ClientLoader = (options: Auth0ClientOptions) => Promise<AuthClient>;

const importSdk: Auth0ClientLoader = async (options) => {
  const { Auth0Client: Client } = await import('@auth0/auth0-spa-js');
  return new Client(options);
};

/**
 * The Auth0 SDK's client, loaded when first needed. A visitor who has never signed in (most people
 * starting a quote) gets the page without the SDK, about a quarter of the first load; everything
 * else (a sign-in, the callback, a returning customer's silent sign-in, tokens) loads it first and
 * then behaves exactly as the SDK does.
 */
export function createDeferredAuthClient(
  options: Auth0ClientOptions,
  load: Auth0ClientLoader = importSdk,
  stores: BrowserStores = BROWSER,
): AuthClient {
  let loaded: Promise<AuthClient> | null = null;
  const sdk = () => {
    loaded ??= load(options).catch((error: unknown) => {
      // A failed chunk load (offline for a moment) is tried again on the next call.
      loaded = null;
      throw error;
    });
    return loaded;
  };
  const nothingToFind = () => loaded === null && !mayHaveSession(options.clientId, stores);
  const client: Pick<Auth0Client, keyof AuthClient> = {
    checkSession: async (checkOptions) => {
      if (nothingToFind()) return;
      return (await sdk()).checkSession(checkOptions);
    },
    getUser: (async () => {
      if (nothingToFind()) return undefined;
      return (await sdk()).getUser();
    }) as Auth0Client['getUser'],
    getTokenSilently: (async (tokenOptions?: Parameters<Auth0Client['getTokenSilently']>[0]) =>
      (await sdk()).getTokenSilently(tokenOptions)) as Auth0Client['getTokenSilently'],
    loginWithRedirect: async (redirectOptions) => (await sdk()).loginWithRedirect(redirectOptions),
    handleRedirectCallback: async (url) => (await sdk()).handleRedirectCallback(url),
    logout: async (logoutOptions) => (await sdk()).logout(logoutOptions),
  };
  return client;
}
