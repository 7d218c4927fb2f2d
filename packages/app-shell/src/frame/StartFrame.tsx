import { BrandThemeProvider, NavigationBar } from '@brand/ui';
import type { ReactNode } from 'react';
import { createShellI18n, SHELL_NAMESPACE } from '../i18n/create-shell-i18n';
import { BrandLogo } from '../navigation/BrandLogo';

/**
 * The frame an app shows before it can run (its config still loading, or unreachable): the brand's
 * header with its link home, and the page's content. Nobody is known yet, so there is no account
 * button, and no router, so the link is a plain one.
 */
export function StartFrame({ children }: { children: ReactNode }) {
  const { t } = createShellI18n();
  const none = () => undefined;
  return (
    <BrandThemeProvider>
      <NavigationBar
        logo={<BrandLogo />}
        homeHref="/"
        homeLabel={t('brandHome', { ns: SHELL_NAMESPACE })}
        dashboardLabel={t('navigation.menu.dashboard')}
        onDashboard={none}
        accountLabel={t('navigation.menu.account')}
        onAccount={none}
        signOutLabel={t('navigation.menu.signOut')}
        onSignOut={none}
      />
      <main>{children}</main>
    </BrandThemeProvider>
  );
}
