import { createHash } from 'node:crypto';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Clock } from '../clock';
import type { Sql } from '../db/database';
import { GRANT_ID_CLAIM } from '../http/identity-tokens';
import type { SigningKey } from '../http/signing-keys';
import { findAccount, profileClaims } from './accounts';
import type { IdentitySettings } from './identity-settings';
import { oidcAdapterFactory } from './oidc-adapter';
import { problemPage, signOutPage } from './sign-in-pages';
import { signOutAsAuth0Does } from './sign-out';

/** Where the server hangs under the platform (its issuer is `${publicUrl}/auth/`). */
export const SIGN_IN_MOUNT = '/auth';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/** How long one sign-in lasts without using the site: a refresh token's life. */
export const SIGN_IN_DAYS = 14;

/** The scope the API's access tokens carry. */
export const API_SCOPE = 'api';
/** The profile claims the apps read from the ID token. */
export const FIRST_PARTY_CLAIMS = [
  'sub',
  'email',
  'email_verified',
  'name',
  'given_name',
  'family_name',
];

type Options = {
  db: Sql;
  clock: Clock;
  publicUrl: string;
  identity: IdentitySettings;
  key: SigningKey;
};

/** The Auth0 SDK's routes, so it works with only its `domain` and `clientId` set. */
const AUTH0_ROUTES = {
  authorization: '/authorize',
  token: '/oauth/token',
  revocation: '/oauth/revoke',
  userinfo: '/userinfo',
  jwks: '/.well-known/jwks.json',
  // The SDK signs out at /v2/logout, which hands over to this standard end-session route.
  end_session: '/oidc/logout',
};

function cookieKeyOf(key: SigningKey): string {
  // Cookie signatures need a secret that survives restarts: derived from the stored private key.
  return createHash('sha256')
    .update(`cookies:${String(key.privateJwk.d)}`)
    .digest('base64url');
}

/**
 * The embedded OpenID Connect server on oidc-provider: authorization code with PKCE only, public
 * clients (the two apps), RS256 ID tokens and JWT access tokens for the API with the user's roles
 * and permissions, refresh tokens that rotate (a reused one is refused and ends the grant), silent
 * sign-in through `prompt=none` with web_message, and sign-in by emailed code (interaction-routes).
 */
export function createSignInServer(options: Options): Provider {
  const { db, clock, publicUrl, identity, key } = options;
  const origin = new URL(publicUrl).origin;

  const configuration: Configuration = {
    adapter: oidcAdapterFactory(db, clock),
    clients: [
      {
        client_id: identity.clientIds.customerPortal,
        client_name: 'MINI Insurance',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // The SDK's silent sign-in answers to the page's origin (web_message).
        redirect_uris: [`${publicUrl}/callback`, origin],
        post_logout_redirect_uris: [publicUrl, `${publicUrl}/`],
      },
      {
        client_id: identity.clientIds.adminConsole,
        client_name: 'MINI Insurance admin',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/admin/callback`, origin],
        post_logout_redirect_uris: [`${publicUrl}/admin`, `${publicUrl}/admin/`],
      },
    ],
    jwks: { keys: [key.privateJwk as never] },
    cookies: { keys: [cookieKeyOf(key)] },
    routes: AUTH0_ROUTES,
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The SDK reads the user (name, email) from the ID token alone.
    conformIdTokenClaims: false,
    extraParams: ['audience'],
    pkce: { required: () => true },
    // Authorization code only: no implicit or hybrid flow is offered, let alone advertised.
    responseTypes: ['code'],
    async findAccount(_ctx, sub) {
      const account = await findAccount(db, sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...profileClaims(account) }) };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findAccount(db, token.accountId);
      return {
        permissions: account?.permissions ?? [],
        [identity.rolesClaim]: account?.roles ?? [],
        // The sign-in it belongs to: the API refuses it once that grant has ended (ADR 0017).
        [GRANT_ID_CLAIM]: token.grantId,
      };
    },
    // First-party apps: what they ask for is granted without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const client = oidc.client;
      const accountId = oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
      const grant =
        (grantId ? await oidc.provider.Grant.find(grantId) : undefined) ??
        new oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addOIDCClaims(FIRST_PARTY_CLAIMS);
      grant.addResourceScope(identity.audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: {
      url: (_ctx, interaction) => `${SIGN_IN_MOUNT}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A client revokes only its own tokens; another's answers 200 and ends nothing (Auth0).
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = signOutPage(form);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = problemPage('You have signed out', 'You are no longer signed in.', publicUrl);
        },
      },
      resourceIndicators: {
        enabled: true,
        // The Auth0 SDK names the API with `audience`; the standard's `resource` works too.
        defaultResource: (ctx) => {
          const audience = (ctx.oidc.params as { audience?: unknown } | undefined)?.audience;
          return typeof audience === 'string' && audience !== '' ? audience : identity.audience;
        },
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resource) {
          if (resource !== identity.audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: identity.audience,
            accessTokenTTL: HOUR,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: SIGN_IN_DAYS * DAY,
      Grant: SIGN_IN_DAYS * DAY,
      // A rotated refresh token lives as long as the one it replaced: a sign-in ends on time.
      RefreshToken: (ctx, _token, _client) =>
        ctx?.oidc?.entities?.RotatedRefreshToken?.remainingTTL ?? SIGN_IN_DAYS * DAY,
    },
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = problemPage(
        'Sorry, we could not sign you in',
        out.error === 'invalid_request' || out.error === 'invalid_client'
          ? 'The sign-in link was not valid. Start again from the website.'
          : 'Something went wrong while signing you in. Start again from the website.',
        publicUrl,
      );
    },
  };
  const provider = new Provider(identity.issuer, configuration);
  provider.use(signOutAsAuth0Does(provider));
  // OpenID Connect grants offline_access (a refresh token) only when consent is asked for; Auth0
  // grants it to first-party apps without asking, and the SDK never asks. Asking for consent here
  // lets the interaction grant it at once (interaction-routes) when no other prompt was chosen.
  provider.use(async (ctx, next) => {
    if (ctx.path === AUTH0_ROUTES.authorization && ctx.method === 'GET') {
      const { scope, prompt } = ctx.query;
      if (typeof scope === 'string' && scope.split(' ').includes('offline_access') && !prompt) {
        ctx.query = { ...ctx.query, prompt: 'consent' };
        // The provider finds its mount by comparing the original URL with the request's.
        (ctx.req as { originalUrl?: string }).originalUrl = `${SIGN_IN_MOUNT}${ctx.url}`;
      }
    }
    await next();
  });
  return provider;
}
