import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { focusRing, mq } from '../../theme/theme';
import { Button } from '../Button';
import { getCookieConsent, setCookieConsent } from './cookie-consent';

/** Props of CookieConsentBanner. */
export interface CookieConsentBannerProps {
  /** What the cookies are for. */
  text: ReactNode;
  /** Text of the accept button (saves `cookieConsent=true`). */
  acceptLabel: string;
  /** Text of the dismiss button (saves `cookieConsent=false`). */
  dismissLabel: string;
  /** Accessible name of the banner's region. @default 'Cookie consent' */
  label?: string;
  /** A link to the cookie policy. */
  policyLink?: { label: string; href: string };
  /** Keeps the banner hidden whatever the cookie says (for signed-in users and admins). @default false */
  hidden?: boolean;
  /** The cookie's domain (to share the answer across subdomains). @default the current host */
  cookieDomain?: string;
  /** Runs after the visitor accepts. */
  onAccept?: () => void;
  /** Runs after the visitor dismisses. */
  onDismiss?: () => void;
}

/**
 * The tallest the banner may be, as a share of the viewport's height: a phone keeps most of the page
 * (and its main button) in view while the visitor has not answered yet (issue 15 point 13).
 */
export const COOKIE_BANNER_MAX_VIEWPORT_SHARE = 0.2;

// A band at the bottom: one short sentence (and the policy link) above the two answers side by side
// on a phone, beside them from `sm` up. Small text and tight padding keep it well under a fifth of
// a 390 x 844 screen; the buttons keep their 44px touch targets.
const Banner = styled.section(
  ({ theme }) => `
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndices.banner};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs}px;
  max-height: ${COOKIE_BANNER_MAX_VIEWPORT_SHARE * 100}vh;
  overflow-y: auto;
  padding: ${theme.space.xs}px ${theme.space.md}px;
  font-size: ${theme.typeScale.small.fontSize}px;
  line-height: ${theme.typeScale.small.lineHeight}px;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  border-top: ${theme.space.xxs}px solid ${theme.colors.primary};
  box-shadow: 0 -${theme.space.xxs}px ${theme.space.md}px rgba(0, 0, 0, 0.15);
  ${mq('sm')} {
    flex-direction: row;
    align-items: center;
    gap: ${theme.space.md}px;
    padding: ${theme.space.sm}px ${theme.space.lg}px;
    font-size: ${theme.typeScale.body.fontSize}px;
    line-height: ${theme.typeScale.body.lineHeight}px;
  }
`,
);

const Text = styled.div`
  flex: 1;
  & > p { margin: 0; }
`;

const PolicyLink = styled.a(
  ({ theme }) => `
  color: ${theme.colors.link};
  text-decoration: underline;
  &:visited { color: ${theme.colors.link}; }
  &:hover { color: ${theme.colors.linkHover}; text-decoration-thickness: 3px; }
  &:focus-visible { ${focusRing} }
`,
);

const Actions = styled.div(
  ({ theme }) => `
  display: flex;
  gap: ${theme.space.xs}px;
  /* Equal halves, so neither answer is more prominent; a long label wraps inside its button. */
  & > button {
    flex: 1 1 0;
    min-width: 0;
    white-space: normal;
    padding-inline: ${theme.space.xs}px;
    font-size: ${theme.typeScale.small.fontSize}px;
    line-height: ${theme.typeScale.small.lineHeight}px;
  }
  ${mq('sm')} {
    gap: ${theme.space.sm}px;
    & > button {
      flex: none;
      padding-inline: ${theme.space.md}px;
      font-size: ${theme.typeScale.body.fontSize}px;
      line-height: ${theme.typeScale.body.lineHeight}px;
    }
  }
`,
);

/**
 * The CSS custom property on the root element that holds the banner's height while it shows
 * (none otherwise): what a panel fixed at the bottom (the chat) adds to its own offset.
 */
export const BOTTOM_INSET_PROPERTY = '--page-bottom-inset';

/**
 * The cookie banner at the bottom of the page. It shows until the visitor accepts (saving
 * `cookieConsent=true` for a year) or dismisses it (saving `false`); both buttons look the same.
 */
export function CookieConsentBanner({
  text,
  acceptLabel,
  dismissLabel,
  label = 'Cookie consent',
  policyLink,
  hidden = false,
  cookieDomain,
  onAccept,
  onDismiss,
}: CookieConsentBannerProps) {
  // Read once on mount: the apps render in the browser, so the first render already knows the answer.
  const [answer, setAnswer] = useState(getCookieConsent);
  const shown = !hidden && answer === undefined;
  const bannerRef = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  useLayoutEffect(() => {
    const banner = bannerRef.current;
    if (!shown || banner === null) return;
    const measure = () => setHeight(banner.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    return () => observer.disconnect();
  }, [shown]);

  const answerWith = (accepted: boolean) => {
    setCookieConsent(accepted, { domain: cookieDomain });
    setAnswer(accepted);
    (accepted ? onAccept : onDismiss)?.();
  };

  if (!shown) return null;
  return (
    <>
      {/*
        The fixed banner must not hide the end of the page, nor the focused control (WCAG 2.4.11);
        other fixed panels (the chat) sit above it by BOTTOM_INSET_PROPERTY.
      */}
      <Global
        styles={{
          html: { scrollPaddingBottom: height, [BOTTOM_INSET_PROPERTY]: `${height}px` },
          body: { paddingBottom: height },
        }}
      />
      <Banner ref={bannerRef} aria-label={label}>
        <Text>
          {/* The policy link follows the sentence on its line: one short paragraph, not a block. */}
          {typeof text === 'string' ? (
            <p>
              {text}
              {policyLink ? (
                <>
                  {' '}
                  <PolicyLink href={policyLink.href}>{policyLink.label}</PolicyLink>
                </>
              ) : null}
            </p>
          ) : (
            <>
              {text}
              {policyLink ? (
                <PolicyLink href={policyLink.href}>{policyLink.label}</PolicyLink>
              ) : null}
            </>
          )}
        </Text>
        {/* Rejecting is as easy and as prominent as accepting (ICO guidance on PECR): one look. */}
        <Actions>
          <Button onClick={() => answerWith(false)}>{dismissLabel}</Button>
          <Button onClick={() => answerWith(true)}>{acceptLabel}</Button>
        </Actions>
      </Banner>
    </>
  );
}
