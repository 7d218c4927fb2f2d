import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { focusRing, mq } from '../../theme/theme';

/** A browser the screen recommends. */
export interface RecommendedBrowser {
  /** The browser's name. */
  name: string;
  /** Where to get it. */
  href: string;
}

/** The two browsers recommended when none are given: Google Chrome and Mozilla Firefox. */
export const DEFAULT_RECOMMENDED_BROWSERS = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/new/' },
] as const satisfies readonly [RecommendedBrowser, RecommendedBrowser];

/** Props of UnsupportedBrowser. */
export interface UnsupportedBrowserProps {
  /** The heading ('Your browser is not supported'). */
  heading: string;
  /** What to do about it. */
  text: ReactNode;
  /** The two recommended browsers. @default DEFAULT_RECOMMENDED_BROWSERS (Google Chrome and Mozilla Firefox) */
  browsers?: readonly [RecommendedBrowser, RecommendedBrowser];
  /** Accessible name of the browser list. */
  browsersLabel?: string;
  /** The brand logo above the heading (decorative). */
  logo?: ReactNode;
}

const Page = styled.main(
  ({ theme }) => `
  display: flex;
  min-height: 100vh;
  align-items: center;
  justify-content: center;
  padding: ${theme.space.lg}px ${theme.space.md}px;
  background: ${theme.colors.surface};
`,
);

const Panel = styled.div(
  ({ theme }) => `
  width: 100%;
  max-width: 584px;
  padding: ${theme.space.xl}px ${theme.space.lg}px;
  background: ${theme.colors.background};
  border-radius: ${theme.radii.md}px;
  text-align: center;
  ${mq('sm')} { padding: ${theme.space.xxl}px; }
`,
);

const Heading = styled.h1(
  ({ theme }) => `
  margin: ${theme.space.md}px 0;
  font-size: ${theme.typeScale.h2.fontSize}px;
  line-height: ${theme.typeScale.h2.lineHeight}px;
`,
);

const Text = styled.div(
  ({ theme }) => `
  color: ${theme.colors.textSecondary};
  & > p { margin: 0; }
  margin-bottom: ${theme.space.lg}px;
`,
);

const List = styled.ul(
  ({ theme }) => `
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq('sm')} { flex-direction: row; justify-content: center; }
`,
);

const BrowserLink = styled.a(
  ({ theme }) => `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: ${theme.minTouchTarget}px;
  padding: ${theme.space.xs}px ${theme.space.lg}px;
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radii.sm}px;
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.bold};
  text-decoration: underline;
  &:hover { background: ${theme.colors.primarySubtle}; }
  &:focus-visible { ${focusRing} }
`,
);

/** The full-page screen shown in a browser the apps do not support, recommending two that they do. */
export function UnsupportedBrowser({
  heading,
  text,
  browsers = DEFAULT_RECOMMENDED_BROWSERS,
  browsersLabel,
  logo,
}: UnsupportedBrowserProps) {
  return (
    <Page>
      <Panel>
        {logo}
        <Heading>{heading}</Heading>
        <Text>{typeof text === 'string' ? <p>{text}</p> : text}</Text>
        <List aria-label={browsersLabel}>
          {browsers.map((browser) => (
            <li key={browser.name}>
              <BrowserLink href={browser.href}>{browser.name}</BrowserLink>
            </li>
          ))}
        </List>
      </Panel>
    </Page>
  );
}
