import { PageFrame, type UpLink } from '@brand/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHelpLinkClick } from '../help/HelpLink';
import { type HelpPageName, helpPageUrl } from '../help/help-pages';
import { AccountNavigationBar } from '../navigation/AccountNavigationBar';
import { routerLink } from '../navigation/router-link';
import { useFocusHeading } from './focus-heading';
import { usePageBanner } from './page-banner';
import { ShellFooter } from './ShellFooter';

/** Props of ShellPage. */
export interface ShellPageProps {
  /** The page's h1. */
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** A short line above the title (a journey's step on phones). */
  caption?: ReactNode;
  /** The back link. */
  upLink?: UpLink;
  /** Beside the content on wide screens, under it on narrow ones (a journey's progress list). */
  sidebar?: ReactNode;
  /** The sidebar's accessible name. */
  sidebarLabel?: string;
  /**
   * A bar under the navigation bar (the admin console's Admin view bar).
   * @default the PageBannerProvider's bar, if any
   */
  banner?: ReactNode;
  /** A help page the title's help link opens in the help modal. */
  help?: HelpPageName;
  /**
   * Move focus to the h1 when the page shows and whenever the route's path changes, so screen-reader
   * and keyboard users start a journey's step on its heading (the journeys' pages; spec 000). Pages
   * whose content changes under one path call `useFocusHeading` with their own key instead.
   * @default false
   */
  focusOnNavigation?: boolean;
  /** The page. */
  children: ReactNode;
}

/**
 * The page of either app, the journeys' pages included: navigation bar, the app's bar, an optional
 * caption and back link, the title with an optional help link, the content with an optional
 * sidebar, and the footer (help links, cookie settings, powered by).
 */
export function ShellPage({
  title,
  subtitle,
  caption,
  upLink,
  sidebar,
  sidebarLabel,
  banner,
  help,
  focusOnNavigation = false,
  children,
}: ShellPageProps) {
  const { t } = useTranslation();
  const openHelp = useHelpLinkClick(help ?? 'help');
  const appBanner = usePageBanner();
  const { pathname } = useLocation();
  useFocusHeading(pathname, focusOnNavigation);
  return (
    <PageFrame
      title={title}
      subtitle={subtitle}
      caption={caption}
      upLink={upLink}
      sidebar={sidebar}
      sidebarLabel={sidebarLabel}
      {...(help
        ? { help: { label: t('navigation.help'), href: helpPageUrl(help), onClick: openHelp } }
        : {})}
      renderLink={routerLink}
      skipLinkLabel={t('navigation.skipToContent')}
      header={
        <>
          <AccountNavigationBar />
          {banner ?? appBanner}
        </>
      }
      footer={<ShellFooter />}
    >
      {children}
    </PageFrame>
  );
}
