import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { type MouseEventHandler, type ReactNode, useId } from 'react';
import { focusRing, mq, visuallyHidden } from '../../theme/theme';
import { AppLink, type RenderLink } from './AppLink';

/** The link up to the parent page. */
export interface UpLink {
  /** The link's text ('Back to your policy'). */
  text: string;
  /** The parent page. */
  href: string;
}

/** The page's help link. */
export interface HelpLink {
  /** The link's text. */
  label: string;
  /** The content page it opens. */
  href: string;
  /** Runs on click; call `event.preventDefault()` to open the page in a modal iframe instead. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** Props of PageFrame. */
export interface PageFrameProps {
  /** The page's title, its only h1. */
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /**
   * A short line above the title (the journey's step: `ProgressCaption`), so where the page is in
   * its journey is read before its heading.
   */
  caption?: ReactNode;
  /** A link up to the parent page, shown above the title with a back chevron. */
  upLink?: UpLink;
  /** A help link beside the title. */
  help?: HelpLink;
  /** The page's main content. */
  children: ReactNode;
  /** Content beside the main content on wide screens, below it on narrow ones. */
  sidebar?: ReactNode;
  /** Accessible name of the sidebar's landmark. Needed when there is a sidebar. */
  sidebarLabel?: string;
  /** The bar above the page (the NavigationBar and AdminBar). */
  header?: ReactNode;
  /** The footer (the powered-by text). */
  footer?: ReactNode;
  /** Draws in-app links with the app's router. @default plain anchors */
  renderLink?: RenderLink;
  /** Text of the skip link shown on focus when there is a header. @default 'Skip to main content' */
  skipLinkLabel?: string;
}

const SkipLink = styled.a(
  ({ theme }) => `
  &:not(:focus) { ${visuallyHidden} }
  &:focus {
    position: absolute;
    top: ${theme.space.xs}px;
    left: ${theme.space.xs}px;
    z-index: ${theme.zIndices.loading};
    padding: ${theme.space.sm}px ${theme.space.md}px;
    background: ${theme.colors.focus};
    color: ${theme.colors.focusText};
    font-weight: ${theme.fontWeights.bold};
    ${focusRing}
  }
`,
);

const Layout = styled.div<{ $hasSidebar: boolean }>(
  ({ theme, $hasSidebar }) => `
  display: grid;
  gap: ${theme.space.xl}px;
  max-width: ${theme.breakpoints.lg}px;
  margin: 0 auto;
  padding: ${theme.space.lg}px ${theme.space.md}px ${theme.space.xxl}px;
  ${mq('sm')} { padding-inline: ${theme.space.lg}px; }
  ${mq('md')} { grid-template-columns: ${$hasSidebar ? '2fr 1fr' : '1fr'}; }
`,
);

const Main = styled.main`
  min-width: 0;
  &:focus { outline: none; }
`;

const Aside = styled.aside(
  ({ theme }) => `
  ${mq('md')} { padding-top: ${theme.space.xxl}px; }
`,
);

const linkStyles = (theme: Theme) => `
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs}px;
  min-height: ${theme.minTouchTarget}px;
  color: ${theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  &:hover { color: ${theme.colors.linkHover}; text-decoration-thickness: 3px; }
  &:focus-visible { ${focusRing} }
`;

const UpLinkAnchor = styled(AppLink)(
  ({ theme }) => `
  ${linkStyles(theme)}
  margin-bottom: ${theme.space.sm}px;
`,
);

const HelpAnchor = styled(AppLink)(({ theme }) => linkStyles(theme));

const TitleRow = styled.div(
  ({ theme }) => `
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  column-gap: ${theme.space.md}px;
`,
);

const Title = styled.h1(
  ({ theme }) => `
  margin: 0;
  font-size: ${theme.typeScale.h2.fontSize}px;
  line-height: ${theme.typeScale.h2.lineHeight}px;
  ${mq('sm')} {
    font-size: ${theme.typeScale.h1.fontSize}px;
    line-height: ${theme.typeScale.h1.lineHeight}px;
  }
`,
);

const Subtitle = styled.p(
  ({ theme }) => `
  margin: ${theme.space.xs}px 0 0;
  color: ${theme.colors.textSecondary};
  font-size: ${theme.typeScale.lead.fontSize}px;
  line-height: ${theme.typeScale.lead.lineHeight}px;
`,
);

const Content = styled.div(
  ({ theme }) => `
  margin-top: ${theme.space.lg}px;
`,
);

const Footer = styled.footer(
  ({ theme }) => `
  padding: ${theme.space.lg}px ${theme.space.md}px;
  border-top: 1px solid ${theme.colors.borderSubtle};
  background: ${theme.colors.surface};
  color: ${theme.colors.textSecondary};
  font-size: ${theme.typeScale.small.fontSize}px;
  line-height: ${theme.typeScale.small.lineHeight}px;
  text-align: center;
`,
);

function BackChevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M8 1L3 6l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function HelpIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M7.5 7.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .8-1 1.5V12M10 14.5v.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The page layout: optional up link, title, subtitle and help link, main content, sidebar and footer. */
export function PageFrame({
  title,
  subtitle,
  caption,
  upLink,
  help,
  children,
  sidebar,
  sidebarLabel,
  header,
  footer,
  renderLink,
  skipLinkLabel = 'Skip to main content',
}: PageFrameProps) {
  const mainId = `${useId()}-main`;
  return (
    <>
      {header ? (
        <>
          <SkipLink href={`#${mainId}`}>{skipLinkLabel}</SkipLink>
          {header}
        </>
      ) : null}
      <Layout $hasSidebar={sidebar !== undefined}>
        <Main id={mainId} tabIndex={-1}>
          {upLink ? (
            <UpLinkAnchor href={upLink.href} renderLink={renderLink}>
              <BackChevron />
              {upLink.text}
            </UpLinkAnchor>
          ) : null}
          {caption}
          <TitleRow>
            <Title>{title}</Title>
            {help ? (
              <HelpAnchor href={help.href} onClick={help.onClick} renderLink={renderLink}>
                <HelpIcon />
                {help.label}
              </HelpAnchor>
            ) : null}
          </TitleRow>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          <Content>{children}</Content>
        </Main>
        {sidebar !== undefined ? <Aside aria-label={sidebarLabel}>{sidebar}</Aside> : null}
      </Layout>
      {footer ? <Footer>{footer}</Footer> : null}
    </>
  );
}
