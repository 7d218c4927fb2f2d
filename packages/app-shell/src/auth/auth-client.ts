import type { Auth0Client } from '@auth0/auth0-spa-js';
import type { AuthSettings } from '../app-config';
import { createDeferredAuthClient } from './deferred-auth-client';

/** The two apps: each signs in with its own client id and lives under its own path. */
export const SHELL_APPS = {
  customerPortal: { basePath: '/' },
  adminConsole: { basePath: '/admin/' },
} as const;
/** One of the apps. */
export type ShellApp = keyof typeof SHELL_APPS;

/** What the shell uses of the Auth0 SDK's client (tests give a fake with these methods). */
export type AuthClient = Pick<
  Auth0Client,
  | 'checkSession'
  | 'getUser'
  | 'getTokenSilently'
  | 'loginWithRedirect'
  | 'handleRedirectCallback'
  | 'logout'
>;

/** The scopes the apps ask for: the user's name and email, and a refresh token. */
export const AUTH_SCOPE = 'openid profile email offline_access';

/** Where an app's pages live on `origin` ('http://host' + '/admin/'). */
export function appUrl(origin: string, app: ShellApp, path = ''): string {
  return `${origin}${SHELL_APPS[app].basePath}${path}`;
}

/**
 * The Auth0 SDK's options for an app. The SDK turns an `issuer` not starting with https:// into
 * `https://<issuer>/`, so the embedded server's http issuer is left for the SDK to derive from
 * `domain` (`${domain}/`, which is what the embedded server issues); an https issuer (an Auth0
 * tenant, a custom domain) is passed on.
 */
export function authClientOptions(settings: AuthSettings, app: ShellApp, origin: string) {
  return {
    domain: settings.domain,
    clientId: settings.clientIds[app],
    ...(settings.issuer.startsWith('https://') ? { issuer: settings.issuer } : {}),
    cacheLocation: 'localstorage' as const,
    useRefreshTokens: true,
    useRefreshTokensFallback: true,
    authorizationParams: {
      audience: settings.audience,
      redirect_uri: appUrl(origin, app, 'callback'),
      scope: AUTH_SCOPE,
    },
  };
}

/** The Auth0 SDK's client for an app on `origin`, the SDK loaded when first needed. */
export function createAuthClient(
  settings: AuthSettings,
  app: ShellApp,
  origin: string = window.location.origin,
): AuthClient {
  return createDeferredAuthClient(authClientOptions(settings, app, origin));
}
