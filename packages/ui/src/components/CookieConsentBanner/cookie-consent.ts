/** The cookie that holds the visitor's answer to the cookie banner. */
export const COOKIE_CONSENT_NAME = 'cookieConsent';

/** How long the answer is kept: one year (365 days), in milliseconds. */
export const COOKIE_CONSENT_MAX_AGE_MS = 31_536_000_000;

/** Where the cookie applies. */
export interface CookieConsentOptions {
  /** The cookie's domain (to share it across subdomains). @default the current host */
  domain?: string;
  /** The time the answer is given, for the expiry. @default now */
  now?: Date;
  /** Send the cookie over HTTPS only. @default true when the page is on HTTPS */
  secure?: boolean;
}

/** The visitor's answer: true accepted, false dismissed, undefined not answered yet. */
export function readCookieConsent(cookies: string): boolean | undefined {
  for (const pair of cookies.split(';')) {
    const [name, ...rest] = pair.split('=');
    if (name?.trim() !== COOKIE_CONSENT_NAME) continue;
    const value = rest.join('=').trim();
    if (value === 'true') return true;
    if (value === 'false') return false;
    return undefined;
  }
  return undefined;
}

/** The `document.cookie` assignment that stores an answer for a year at the root path. */
export function cookieConsentCookie(accepted: boolean, options: CookieConsentOptions = {}): string {
  const { domain, now = new Date(), secure = false } = options;
  const expires = new Date(now.getTime() + COOKIE_CONSENT_MAX_AGE_MS);
  return [
    `${COOKIE_CONSENT_NAME}=${accepted}`,
    `expires=${expires.toUTCString()}`,
    'path=/',
    ...(domain ? [`domain=${domain}`] : []),
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The answer stored in this document's cookies. */
export function getCookieConsent(): boolean | undefined {
  if (typeof document === 'undefined') return undefined;
  return readCookieConsent(document.cookie);
}

/** Stores an answer in this document's cookies. */
export function setCookieConsent(accepted: boolean, options: CookieConsentOptions = {}): void {
  if (typeof document === 'undefined') return;
  const secure = options.secure ?? window.location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari, and this is one fixed value built above.
  document.cookie = cookieConsentCookie(accepted, { ...options, secure });
}
