import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';
import type { AuthClient } from './auth-client';
import {
  type BrowserStores,
  createDeferredAuthClient,
  mayHaveSession,
  sdkSessionMarkers,
} from './deferred-auth-client';

const OPTIONS: Auth0ClientOptions = { domain: 'http://127.0.0.1:3000/auth', clientId: 'portal' };

function stores(cookie = '', keys: string[] = []): BrowserStores {
  return { cookie: () => cookie, storageKeys: () => keys };
}

function fakeSdk(): jest.Mocked<AuthClient> {
  return {
    checkSession: jest.fn().mockResolvedValue(undefined),
    getUser: jest.fn().mockResolvedValue({ sub: 'U1' }),
    getTokenSilently: jest.fn().mockResolvedValue('token'),
    loginWithRedirect: jest.fn().mockResolvedValue(undefined),
    handleRedirectCallback: jest.fn().mockResolvedValue({ appState: { returnTo: '/' } }),
    logout: jest.fn().mockResolvedValue(undefined),
  } as unknown as jest.Mocked<AuthClient>;
}

describe('whether the SDK may find a session', () => {
  it.each([
    ['its cookie', 'a=1; auth0.portal.is.authenticated=true', []],
    ['its legacy same-site cookie', '_legacy_auth0.portal.is.authenticated=true', []],
    ['the name before client ids', 'auth0.is.authenticated=true', []],
    ['a cached token', '', ['@@auth0spajs@@::portal::http://127.0.0.1:3000/api::openid']],
    ['a cached user', '', ['@@auth0spajs@@::portal::@@user@@']],
  ])('yes with %s', (_what, cookie, keys) => {
    expect(mayHaveSession('portal', stores(cookie, keys))).toBe(true);
  });

  it("no with nothing of the SDK's, or another client's session only", () => {
    expect(mayHaveSession('portal', stores())).toBe(false);
    expect(
      mayHaveSession(
        'portal',
        stores('auth0.admin.is.authenticated=true', ['@@auth0spajs@@::admin::@@user@@']),
      ),
    ).toBe(false);
  });
});

describe('the deferred Auth0 client', () => {
  it('answers a visitor who never signed in without loading the SDK', async () => {
    const load = jest.fn();
    const client = createDeferredAuthClient(OPTIONS, load, stores());
    await expect(client.checkSession()).resolves.toBeUndefined();
    await expect(client.getUser()).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the SDK once for a returning customer and hands every call to it', async () => {
    const sdk = fakeSdk();
    const load = jest.fn().mockResolvedValue(sdk);
    const client = createDeferredAuthClient(
      OPTIONS,
      load,
      stores('auth0.portal.is.authenticated=true'),
    );
    await client.checkSession();
    await expect(client.getUser()).resolves.toEqual({ sub: 'U1' });
    await expect(client.getTokenSilently()).resolves.toBe('token');
    await client.logout({ openUrl: false });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(OPTIONS);
    expect(sdk.checkSession).toHaveBeenCalledTimes(1);
    expect(sdk.logout).toHaveBeenCalledWith({ openUrl: false });
  });

  it('loads the SDK to sign in and to complete the sign-in, then asks it for the user', async () => {
    const sdk = fakeSdk();
    const client = createDeferredAuthClient(OPTIONS, jest.fn().mockResolvedValue(sdk), stores());
    await client.loginWithRedirect({ appState: { returnTo: '/flex' } });
    expect(sdk.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/flex' } });
    await client.handleRedirectCallback('http://x/callback?code=1&state=2');
    // Loaded now: the cookie the SDK has just set is not needed to reach it.
    await expect(client.getUser()).resolves.toEqual({ sub: 'U1' });
  });

  it('tries the load again after a failed one (a chunk that did not arrive)', async () => {
    const sdk = fakeSdk();
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(sdk);
    const client = createDeferredAuthClient(OPTIONS, load, stores());
    await expect(client.loginWithRedirect()).rejects.toThrow('Failed to fetch');
    await client.loginWithRedirect();
    expect(load).toHaveBeenCalledTimes(2);
    expect(sdk.loginWithRedirect).toHaveBeenCalledTimes(1);
  });
});

describe("the SDK's storage names", () => {
  // The installed SDK's own bundle: an upgrade that renames its cookie or cache fails here.
  const sdkPackage = dirname(require.resolve('@auth0/auth0-spa-js/package.json'));
  const bundle = readFileSync(join(sdkPackage, 'dist/auth0-spa-js.production.esm.js'), 'utf8');

  it('are the ones the SDK writes', () => {
    expect(bundle).toMatch(/"auth0\."\.concat\(\w+,\s*"\.is\.authenticated"\)/);
    expect(bundle).toContain('"auth0.is.authenticated"');
    expect(bundle).toContain('"_legacy_"');
    expect(bundle).toMatch(/concat\("@@auth0spajs@@",\s*"::"\)/);
    expect(sdkSessionMarkers('c').cachePrefix).toBe('@@auth0spajs@@::c::');
  });
});
