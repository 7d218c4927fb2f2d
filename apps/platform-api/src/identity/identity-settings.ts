/**
 * Where sign-in happens. `embedded` (the default) runs the platform's own OpenID Connect server at
 * `${publicUrl}/auth/`; `external` trusts a real Auth0 tenant (or any OpenID provider) instead.
 * Either way the apps get the same SDK settings from GET /api/app-config and the API verifies
 * access tokens the same way (issuer, audience, a JWKS).
 */
export type IdentitySettings = {
  mode: 'embedded' | 'external';
  /** The `iss` of access and ID tokens, with its trailing slash (as Auth0 writes it). */
  issuer: string;
  /** The `aud` of access tokens for this API (an Auth0 API identifier). */
  audience: string;
  /** Where the signing keys are published. */
  jwksUrl: string;
  /** What the Auth0 SDK is given as `domain` (its routes hang under it). */
  domain: string;
  clientIds: { customerPortal: string; adminConsole: string };
  /** The claim that carries the user's roles (Auth0 needs a namespaced custom claim). */
  rolesClaim: string;
};

/** The roles claim's name unless configured: namespaced, as Auth0 requires for custom claims. */
export const DEFAULT_ROLES_CLAIM = 'https://platform.brand.example/roles';

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * Reads AUTH_ISSUER (present: an outside provider such as `https://tenant.eu.auth0.com/`),
 * AUTH_DOMAIN, AUTH_AUDIENCE, AUTH_JWKS_URL, AUTH_CLIENT_ID_CUSTOMER_PORTAL,
 * AUTH_CLIENT_ID_ADMIN_CONSOLE and AUTH_ROLES_CLAIM; everything defaults to the embedded server.
 */
export function readIdentitySettings(env: NodeJS.ProcessEnv, publicUrl: string): IdentitySettings {
  const external = env.AUTH_ISSUER?.trim();
  const issuer = withSlash(external || `${publicUrl}/auth`);
  const domain = env.AUTH_DOMAIN?.trim() || (external ? new URL(issuer).host : `${publicUrl}/auth`);
  return {
    mode: external ? 'external' : 'embedded',
    issuer,
    audience: env.AUTH_AUDIENCE?.trim() || `${publicUrl}/api`,
    jwksUrl: env.AUTH_JWKS_URL?.trim() || `${issuer}.well-known/jwks.json`,
    domain,
    clientIds: {
      customerPortal: env.AUTH_CLIENT_ID_CUSTOMER_PORTAL?.trim() || 'customer-portal',
      adminConsole: env.AUTH_CLIENT_ID_ADMIN_CONSOLE?.trim() || 'admin-console',
    },
    rolesClaim: env.AUTH_ROLES_CLAIM?.trim() || DEFAULT_ROLES_CLAIM,
  };
}
