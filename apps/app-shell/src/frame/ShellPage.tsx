import { FOOTER } from '@brand/config';
import { PageFrame } from '@brand/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountNavigationBar } from '../navigation/AccountNavigationBar';
import { routerLink } from '../navigation/router-link';

/** Props of ShellPage. */
export interface ShellPageProps {
  /** The page's h1. */
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** A bar under the navigation bar (the admin console's Admin view bar). */
  banner?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/** A page of either app: navigation bar, optional banner, title, content and the powered-by footer. */
export function ShellPage({ title, subtitle, banner, children }: ShellPageProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={title}
      subtitle={subtitle}
      renderLink={routerLink}
      skipLinkLabel={t('navigation.skipToContent')}
      header={
        <>
          <AccountNavigationBar />
          {banner}
        </>
      }
      footer={t(FOOTER.poweredBy, { provider: FOOTER.provider })}
    >
      {children}
    </PageFrame>
  );
}
