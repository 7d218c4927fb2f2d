import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import {
  BOTTOM_INSET_PROPERTY,
  COOKIE_BANNER_MAX_VIEWPORT_SHARE,
  CookieConsentBanner,
  type CookieConsentBannerProps,
} from './CookieConsentBanner';
import {
  COOKIE_CONSENT_MAX_AGE_MS,
  cookieConsentCookie,
  getCookieConsent,
  readCookieConsent,
} from './cookie-consent';

function clearConsent() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the banner writes.
  document.cookie = 'cookieConsent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

function renderBanner(props: Partial<CookieConsentBannerProps> = {}) {
  return renderWithTheme(
    <CookieConsentBanner
      text="We use cookies to improve our service."
      acceptLabel="Accept cookies"
      dismissLabel="Reject cookies"
      {...props}
    />,
  );
}

beforeEach(clearConsent);
afterEach(() => {
  clearConsent();
  jest.restoreAllMocks();
});

describe('CookieConsentBanner states', () => {
  it('shows a named region with both buttons while consent is unset', () => {
    renderBanner({ policyLink: { label: 'Cookie policy', href: '/cookies' } });
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner).toHaveTextContent('We use cookies to improve our service.');
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookies');
  });

  it('tells fixed panels its height while it shows, and nothing once answered', async () => {
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(96);
    const { user } = renderBanner();
    const inset = () =>
      getComputedStyle(document.documentElement).getPropertyValue(BOTTOM_INSET_PROPERTY);
    expect(inset()).toBe('96px');
    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(inset()).toBe('');
  });

  it('saves true and hides on accept', async () => {
    const onAccept = jest.fn();
    const { user } = renderBanner({ onAccept });
    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(getCookieConsent()).toBe(true);
    expect(document.cookie).toContain('cookieConsent=true');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('saves false and hides on dismiss', async () => {
    const onDismiss = jest.fn();
    const { user } = renderBanner({ onDismiss });
    await user.click(screen.getByRole('button', { name: 'Reject cookies' }));
    expect(getCookieConsent()).toBe(false);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it.each(['true', 'false'])('stays hidden on load when %s is stored', (value) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test seeds an earlier answer.
    document.cookie = `cookieConsent=${value}; path=/`;
    renderBanner();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('stays hidden for signed-in users and admins', () => {
    renderBanner({ hidden: true });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('makes rejecting as prominent as accepting: both buttons look the same', () => {
    renderBanner();
    const reject = screen.getByRole('button', { name: 'Reject cookies' });
    const accept = screen.getByRole('button', { name: 'Accept cookies' });
    expect(reject.className).toBe(accept.className);
  });
});

describe('CookieConsentBanner cookie attributes', () => {
  it('writes the answer for one year at the root path, with the domain when given', async () => {
    const setCookie = jest.spyOn(document, 'cookie', 'set');
    const { user } = renderBanner({ cookieDomain: 'example.co.uk' });
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));
    const after = Date.now();
    const written = setCookie.mock.calls.at(-1)?.[0] ?? '';
    const attributes = written.split('; ');
    expect(attributes[0]).toBe('cookieConsent=true');
    expect(attributes).toContain('path=/');
    expect(attributes).toContain('domain=example.co.uk');
    const expires = new Date(attributes.find((a) => a.startsWith('expires='))?.slice(8) ?? '');
    // The expires attribute has whole seconds.
    expect(expires.getTime()).toBeGreaterThan(before + COOKIE_CONSENT_MAX_AGE_MS - 1000);
    expect(expires.getTime()).toBeLessThanOrEqual(after + COOKIE_CONSENT_MAX_AGE_MS);
  });

  it('builds the cookie with a one-year expiry and no domain by default', () => {
    const now = new Date(Date.UTC(2025, 5, 30, 12));
    expect(cookieConsentCookie(false, { now })).toBe(
      'cookieConsent=false; expires=Tue, 30 Jun 2026 12:00:00 GMT; path=/; SameSite=Lax',
    );
    expect(COOKIE_CONSENT_MAX_AGE_MS).toBe(31_536_000_000);
  });

  it('marks the cookie Secure when asked', () => {
    expect(cookieConsentCookie(true, { secure: true })).toMatch(/; Secure$/);
  });

  it('reads true, false or nothing from the cookie string', () => {
    expect(readCookieConsent('a=1; cookieConsent=true')).toBe(true);
    expect(readCookieConsent('cookieConsent=false; b=2')).toBe(false);
    expect(readCookieConsent('cookieConsent=maybe')).toBeUndefined();
    expect(readCookieConsent('')).toBeUndefined();
  });
});

describe('CookieConsentBanner size on a phone', () => {
  it('is one short paragraph: the sentence and its policy link on the same line', () => {
    renderBanner({ policyLink: { label: 'Cookie policy', href: '/cookies' } });
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    const paragraphs = banner.querySelectorAll('p');
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]).toContainElement(screen.getByRole('link', { name: 'Cookie policy' }));
  });

  it('never takes more than a fifth of the screen, scrolling inside itself if it must', () => {
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(COOKIE_BANNER_MAX_VIEWPORT_SHARE).toBeLessThanOrEqual(0.2);
    const style = getComputedStyle(banner);
    expect(style.maxHeight).toBe(`${COOKIE_BANNER_MAX_VIEWPORT_SHARE * 100}vh`);
    expect(style.overflowY).toBe('auto');
  });

  it('keeps both answers as focusable buttons', () => {
    renderBanner();
    for (const name of ['Accept cookies', 'Reject cookies']) {
      const button = screen.getByRole('button', { name });
      button.focus();
      expect(button).toHaveFocus();
    }
  });
});
