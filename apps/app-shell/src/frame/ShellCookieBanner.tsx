import { CookieConsentBanner } from '@brand/ui';
import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/AuthProvider';
import { cookieConsentChanged, useCookieConsent } from '../consent/cookie-consent-store';
import { HelpLink } from '../help/HelpLink';
import { frameLinkStyles } from './frame-links';

const Title = styled.h2(
  ({ theme }) => `
  margin: 0 0 ${theme.space.xxs}px;
  font-size: ${theme.typeScale.h4.fontSize}px;
  line-height: ${theme.typeScale.h4.lineHeight}px;
`,
);

const Body = styled.p(
  ({ theme }) => `
  margin: 0 0 ${theme.space.xxs}px;
  max-width: 60em;
`,
);

const PolicyLink = styled(HelpLink)(({ theme }) => frameLinkStyles(theme));

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
            <Body>{t('cookies.banner.body')}</Body>
            <PolicyLink page="cookies">{t('cookies.banner.policyLink')}</PolicyLink>
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
