import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * Ends a grant (a sign-in): every artifact of it (the adapter removes refresh tokens and codes of
 * the grant whatever their model), then the grant, which the adapter records as ended so every
 * API instance refuses its access tokens (ADR 0017).
 */
export async function endGrant(provider: Provider, grantId: string): Promise<void> {
  await provider.RefreshToken.revokeByGrantId(grantId);
  await provider.Grant.adapter.destroy(grantId);
}

type Next = () => Promise<unknown>;

// The provider's own context exists only on its routes; elsewhere this reads undefined.
function routeOf(ctx: KoaContextWithOIDC): string | undefined {
  return (ctx as { oidc?: KoaContextWithOIDC['oidc'] }).oidc?.route;
}

/**
 * Makes the embedded server's revocation and sign-out do what Auth0's do (a provider.use
 * middleware; it acts on the provider's answer):
 * - POST /oauth/revoke answers 200 for any token that is not one of the client's refresh tokens.
 *   oidc-provider refuses a JWT (the API's access tokens) with 400 unsupported_token_type; Auth0
 *   answers 200 and ends nothing, which is what the SDK expects. A refresh token is revoked by the
 *   provider, its whole grant with it.
 * - A confirmed sign-out ends every grant of the session. oidc-provider leaves a grant that has a
 *   refresh token (offline_access) alive past the sign-out; signing out must end access.
 */
export function signOutAsAuth0Does(provider: Provider) {
  return async (ctx: KoaContextWithOIDC, next: Next): Promise<void> => {
    await next();
    const route = routeOf(ctx);
    if (route === 'revocation' && ctx.status === 400) {
      const body = ctx.body as { error?: unknown } | undefined;
      if (body?.error === 'unsupported_token_type') {
        ctx.status = 200;
        ctx.body = '';
      }
      return;
    }
    if (route === 'end_session_confirm' && ctx.status === 303) {
      // The session was destroyed, but the object still lists what it had authorised.
      const authorizations = ctx.oidc.session?.authorizations ?? {};
      for (const { grantId } of Object.values(authorizations)) {
        if (grantId) await endGrant(provider, grantId);
      }
    }
  };
}
