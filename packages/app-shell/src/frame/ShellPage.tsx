import { PageFrame } from '@brand/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpLinkClick } from '../help/HelpLink';
import { type HelpPageName, helpPageUrl } from '../help/help-pages';
import { AccountNavigationBar } from '../navigation/AccountNavigationBar';
import { routerLink } from '../navigation/router-link';
import { ShellFooter } from './ShellFooter';

/** Props of ShellPage. */
export interface ShellPageProps {
  /** The page's h1. */
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** A bar under the navigation bar (the admin console's Admin view bar). */
  banner?: ReactNode;
  /** A help page the title's help link opens in the help modal. */
  help?: HelpPageName;
  /** The page. */
  children: ReactNode;
}

/**
 * A page of either app: navigation bar, optional banner, title with an optional help link, content
 * and the footer (help links, cookie settings, powered by).
 */
export function ShellPage({ title, subtitle, banner, help, children }: ShellPageProps) {
  const { t } = useTranslation();
  const openHelp = useHelpLinkClick(help ?? 'help');
  return (
    <PageFrame
      title={title}
      subtitle={subtitle}
      {...(help
        ? { help: { label: t('navigation.help'), href: helpPageUrl(help), onClick: openHelp } }
        : {})}
      renderLink={routerLink}
      skipLinkLabel={t('navigation.skipToContent')}
      header={
        <>
          <AccountNavigationBar />
          {banner}
        </>
      }
      footer={<ShellFooter />}
    >
      {children}
    </PageFrame>
  );
}
