import { CookieConsentBanner, focusRing, visuallyHidden } from '@brand/ui';
import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/AuthProvider';
import { cookieConsentChanged, useCookieConsent } from '../consent/cookie-consent-store';
import { HelpLink } from '../help/HelpLink';

// The region's heading stays for screen-reader users who move by headings; on screen the band is
// one short sentence, so the banner stays small on a phone (issue 15 point 13).
const Title = styled.h2`
  ${visuallyHidden}
`;

const Body = styled.p`
  margin: 0;
  max-width: 60em;
`;

// A link inside the sentence (WCAG 2.5.8 exempts inline links from the 44px target), so the band
// keeps to the sentence's own lines.
const PolicyLink = styled(HelpLink)(
  ({ theme }) => `
  color: ${theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  &:visited { color: ${theme.colors.link}; }
  &:hover { color: ${theme.colors.linkHover}; text-decoration-thickness: 3px; }
  &:focus-visible { ${focusRing} }
`,
);

/** Whether the visitor is one the banner asks: nobody signed in, once sign-in has answered. */
export function useCookieBannerAudience(): boolean {
  const { status, user } = useAuth();
  return status === 'ready' && user === null;
}

/**
 * The cookie banner of the customer portal (spec 002 §2, §3): shown at the bottom of the page to
 * visitors who are neither signed in nor admin until they answer; the answer is the `cookieConsent`
 * cookie. When the footer's "Cookie settings" asks again, focus moves to the banner's first button.
 */
export function ShellCookieBanner() {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  const audience = useCookieBannerAudience();
  const shown = audience && consent === undefined;
  const wrapper = useRef<HTMLDivElement>(null);
  const answered = useRef(consent !== undefined);

  useEffect(() => {
    // Asked again after an answer (the footer's "Cookie settings"): take the visitor there.
    if (shown && answered.current) wrapper.current?.querySelector('button')?.focus();
    answered.current = consent !== undefined;
  }, [shown, consent]);

  if (!shown) return null;
  return (
    <div ref={wrapper}>
      <CookieConsentBanner
        label={t('cookies.banner.label')}
        text={
          <>
            <Title>{t('cookies.banner.title')}</Title>
            <Body>
              {t('cookies.banner.body')}{' '}
              <PolicyLink page="cookies">{t('cookies.banner.policyLink')}</PolicyLink>
            </Body>
          </>
        }
        acceptLabel={t('cookies.banner.accept')}
        dismissLabel={t('cookies.banner.dismiss')}
        onAccept={cookieConsentChanged}
        onDismiss={cookieConsentChanged}
      />
    </div>
  );
}
