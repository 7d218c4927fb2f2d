import { act, renderHook } from '@testing-library/react';
import {
  forgetCookieConsent,
  hasAnalyticsConsent,
  readCookieConsent,
  saveCookieConsent,
  useCookieConsent,
} from './cookie-consent-store';

afterEach(forgetCookieConsent);

describe('the cookie consent answer', () => {
  it('is unanswered, and no analytics consent, until the visitor answers', () => {
    expect(readCookieConsent()).toBeUndefined();
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('is kept in the cookieConsent cookie of spec 002 §3', () => {
    saveCookieConsent(false);
    expect(document.cookie).toContain('cookieConsent=false');
    expect(readCookieConsent()).toBe(false);
    expect(hasAnalyticsConsent()).toBe(false);
    saveCookieConsent(true);
    expect(document.cookie).toContain('cookieConsent=true');
    expect(hasAnalyticsConsent()).toBe(true);
  });

  it('is forgotten, so the banner asks again', () => {
    saveCookieConsent(true);
    forgetCookieConsent();
    expect(document.cookie).not.toContain('cookieConsent');
    expect(readCookieConsent()).toBeUndefined();
  });

  it('re-renders its readers when it changes', () => {
    const { result } = renderHook(() => useCookieConsent());
    expect(result.current).toBeUndefined();
    act(() => saveCookieConsent(true));
    expect(result.current).toBe(true);
    act(() => forgetCookieConsent());
    expect(result.current).toBeUndefined();
  });
});
