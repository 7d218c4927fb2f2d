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

// On a phone the banner is compact (smaller text, the two answers side by side), so the page stays
// usable around it; from `sm` up there is room for the full size.
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
  padding: ${theme.space.sm}px ${theme.space.md}px;
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
    padding: ${theme.space.md}px ${theme.space.lg}px;
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
  display: inline-block;
  margin-top: ${theme.space.xxs}px;
  color: ${theme.colors.link};
  text-decoration: underline;
  &:hover { color: ${theme.colors.linkHover}; text-decoration-thickness: 3px; }
  &:focus-visible { ${focusRing} }
`,
);

const Actions = styled.div(
  ({ theme }) => `
  display: flex;
  gap: ${theme.space.xs}px;
  /* Equal halves, so neither answer is more prominent; a long label wraps inside its button. */
  & > * { flex: 1 1 0; min-width: 0; white-space: normal; }
  ${mq('sm')} { gap: ${theme.space.sm}px; & > * { flex: none; } }
`,
);

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
      {/* The fixed banner must not hide the end of the page, nor the focused control (WCAG 2.4.11). */}
      <Global styles={{ html: { scrollPaddingBottom: height }, body: { paddingBottom: height } }} />
      <Banner ref={bannerRef} aria-label={label}>
        <Text>
          {typeof text === 'string' ? <p>{text}</p> : text}
          {policyLink ? <PolicyLink href={policyLink.href}>{policyLink.label}</PolicyLink> : null}
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
