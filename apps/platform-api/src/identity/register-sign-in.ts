import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Clock } from '../clock';
import type { SigningKey } from '../http/signing-keys';
import type { PlatformContext } from '../platform-context';
import type { IdentitySettings } from './identity-settings';
import { registerInteractionRoutes } from './interaction-routes';
import { pruneOidcPayloads } from './oidc-adapter';
import { createSignInServer, SIGN_IN_MOUNT } from './sign-in-server';

// Ours under the mount; everything else there is oidc-provider's.
const OWN_PATHS = ['/interaction/', '/v2/logout'];

/**
 * Mounts the embedded sign-in server at /auth (oidc-provider's documented Fastify mounting, through
 * @fastify/middie), with the platform's own sign-in pages and the Auth0 SDK's logout route.
 */
export async function registerSignInServer(
  app: FastifyInstance,
  context: PlatformContext,
  identity: IdentitySettings,
  key: SigningKey,
  server: {
    /** Behind a TLS-terminating proxy the public URL is https while the request is http. */
    trustProxy: boolean;
    /**
     * The clock its stored sessions, grants and refresh tokens expire by: the wall clock
     * oidc-provider stamps them with, not the payment test clock, whose jumps would otherwise
     * sign everyone out (and a token refresh racing a jump would drop a signed-in page).
     */
    clock: Clock;
  },
): Promise<Provider> {
  const { trustProxy, clock } = server;
  const provider = createSignInServer({
    db: context.db,
    clock,
    publicUrl: context.publicUrl,
    identity,
    key,
  });
  provider.proxy = trustProxy;
  await pruneOidcPayloads(context.db, clock);
  const callback = provider.callback();
  await app.register(middie);
  app.use(SIGN_IN_MOUNT, (req, res, next) => {
    const path = req.url ?? '';
    if (OWN_PATHS.some((own) => path.startsWith(own))) return next();
    return callback(req, res);
  });
  await registerInteractionRoutes(app, provider, context);
  return provider;
}
