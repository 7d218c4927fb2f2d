import { COOKIE_CONSENT_NAME, getCookieConsent, setCookieConsent } from '@brand/ui';
import { useSyncExternalStore } from 'react';

// The visitor's answer to the cookie banner, kept where spec 002 §3 puts it (the `cookieConsent`
// cookie: true, false or absent, for a year). The cookie is the one place of record; this module
// only tells the page's readers when it changes, so the banner, the footer's "Cookie settings" and
// any tracking code agree without reading each other's state.

/** The visitor's answer: true accepted analytics, false essential only, undefined not asked yet. */
export type CookieConsent = boolean | undefined;

const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** The answer stored now (undefined outside a browser). */
export function readCookieConsent(): CookieConsent {
  return getCookieConsent();
}

/**
 * Whether non-essential storage and tracking (analytics, impressions) may run: only after the
 * visitor accepted. Unanswered counts as no (PECR: strictly necessary storage only without consent).
 */
export function hasAnalyticsConsent(): boolean {
  return readCookieConsent() === true;
}

/** Stores the visitor's answer and tells the page. */
export function saveCookieConsent(accepted: boolean): void {
  setCookieConsent(accepted);
  changed();
}

/** Forgets the answer, so the banner asks again (the footer's "Cookie settings"). */
export function forgetCookieConsent(): void {
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the one fixed cookie the banner writes (the Cookie Store API is missing from Firefox and older Safari).
    document.cookie = `${COOKIE_CONSENT_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  changed();
}

/** Tells the store the banner has just written the cookie itself. */
export function cookieConsentChanged(): void {
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's answer, re-rendering when it changes. */
export function useCookieConsent(): CookieConsent {
  return useSyncExternalStore(subscribe, readCookieConsent, () => undefined);
}
