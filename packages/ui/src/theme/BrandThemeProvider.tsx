import { css, Global, ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { type BrandTheme, brandTheme } from './theme';

/** Props of BrandThemeProvider. */
export interface BrandThemeProviderProps {
  /** The app or story to theme. */
  children: ReactNode;
  /** A theme to use instead of the brand's (a brand config may pass its own). @default brandTheme */
  theme?: BrandTheme;
  /** Whether to apply the page-wide base styles. @default true */
  withGlobalStyles?: boolean;
}

const globalStyles = (theme: BrandTheme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.sans};
    font-size: ${theme.typeScale.body.fontSize}px;
    line-height: ${theme.typeScale.body.lineHeight}px;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }
  /* Every link in the brand colour, visited ones too (any author colour beats the browser's
     visited purple, which is off-brand and may fail contrast); hover darkens it and thickens the
     underline, so it never rests on colour alone. :where() keeps these at zero specificity: a
     component's own link style (a white link on a dark bar) always wins. */
  :where(a) {
    color: ${theme.colors.link};
    text-underline-offset: 0.15em;
  }
  :where(a:hover) {
    color: ${theme.colors.linkHover};
    text-decoration-thickness: 3px;
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    box-shadow: 0 0 0 5px ${theme.colors.focusText};
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Gives its children the brand theme and the page-wide base styles. */
export function BrandThemeProvider({
  children,
  theme = brandTheme,
  withGlobalStyles = true,
}: BrandThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyles ? <Global styles={globalStyles(theme)} /> : null}
      {children}
    </ThemeProvider>
  );
}
