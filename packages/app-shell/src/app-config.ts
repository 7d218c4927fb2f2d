/** The sign-in settings the platform publishes at `GET /api/app-config`. */
export interface AuthSettings {
  /** The identity server's address (`http://127.0.0.1:3000/auth`, or an Auth0 tenant's host). */
  domain: string;
  /** The ID token's issuer. */
  issuer: string;
  /** The API the access token is for. */
  audience: string;
  /** Each app's own client id. */
  clientIds: { customerPortal: string; adminConsole: string };
  /**
   * The access token's claim that carries the user's roles: namespaced, as Auth0 requires of a
   * custom claim, and set by the platform (`AUTH_ROLES_CLAIM`), which reads roles from the same one.
   */
  rolesClaim: string;
}

/** The apps' runtime configuration: one build runs against any platform. */
export interface AppConfig {
  /** Sign-in settings. */
  auth: AuthSettings;
}

/** Where the runtime configuration is published. */
export const APP_CONFIG_PATH = '/api/app-config';

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** True when `value` has the shape of `AppConfig`. */
export function isAppConfig(value: unknown): value is AppConfig {
  const auth = (value as { auth?: Partial<AuthSettings> } | null)?.auth;
  if (typeof auth !== 'object' || auth === null) return false;
  const ids = auth.clientIds as Partial<AuthSettings['clientIds']> | undefined;
  return (
    isText(auth.domain) &&
    isText(auth.issuer) &&
    isText(auth.audience) &&
    isText(auth.rolesClaim) &&
    isText(ids?.customerPortal) &&
    isText(ids?.adminConsole)
  );
}

/** The id of the element the platform inlines the configuration into each page as (ADR 0056). */
export const INLINE_APP_CONFIG_ID = 'app-config';

/**
 * The configuration the platform inlined into the page (ADR 0056), so the app starts without a
 * call; null when the page has none (a page not served by the platform, the Vite dev server) or
 * what it has is not a configuration, and the app asks `GET /api/app-config` instead.
 */
export function inlineAppConfig(page: Document = document): AppConfig | null {
  const element = page.getElementById(INLINE_APP_CONFIG_ID);
  if (element?.getAttribute('type') !== 'application/json') return null;
  try {
    const body: unknown = JSON.parse(element.textContent ?? '');
    return isAppConfig(body) ? body : null;
  } catch {
    return null;
  }
}

/** Fetches the runtime configuration; throws when it cannot be read or has the wrong shape. */
export async function fetchAppConfig(send: typeof fetch = fetch): Promise<AppConfig> {
  const response = await send(APP_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${APP_CONFIG_PATH} answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isAppConfig(body)) throw new Error(`${APP_CONFIG_PATH} is not an app configuration`);
  return body;
}
