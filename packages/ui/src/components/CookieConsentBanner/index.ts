export type { CookieConsentBannerProps } from './CookieConsentBanner';
export { BOTTOM_INSET_PROPERTY, CookieConsentBanner } from './CookieConsentBanner';
export type { CookieConsentOptions } from './cookie-consent';
export {
  COOKIE_CONSENT_MAX_AGE_MS,
  COOKIE_CONSENT_NAME,
  cookieConsentCookie,
  getCookieConsent,
  readCookieConsent,
  setCookieConsent,
} from './cookie-consent';
