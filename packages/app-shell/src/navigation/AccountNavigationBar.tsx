import { NavigationBar } from '@brand/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { navigationUserOf } from '../auth/user-name';
import { useNavigationLinks, useRetrieveLinkEnabled } from '../frame/ShellFrame';
import { useHelpLinkClick } from '../help/HelpLink';
import { HEADER_HELP_PAGE, helpPageUrl } from '../help/help-pages';
import { SHELL_NAMESPACE } from '../i18n/create-shell-i18n';
import { BrandLogo } from './BrandLogo';
import { routerLink } from './router-link';

/**
 * The navigation bar wired to sign-in: the logo home, the help link (the help centre, in the help
 * modal), and the account button with the user's
 * initials and its menu (dashboard, account, sign out), or a Sign in button for nobody.
 */
export function AccountNavigationBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, status, signIn, signOut } = useAuth();
  const openHelp = useHelpLinkClick(HEADER_HELP_PAGE);
  // A visitor's way back to a saved quote (ShellFrame's retrieveLink); a customer's are at home.
  const retrieve = useRetrieveLinkEnabled() && status === 'ready' && !user;
  const appLinks = useNavigationLinks();
  const links = [
    ...(retrieve ? [{ label: t('navigation.home.retrieve'), href: '/retrieve' }] : []),
    ...(user ? appLinks.map((link) => ({ label: t(link.labelKey), href: link.href })) : []),
  ];
  return (
    <NavigationBar
      logo={<BrandLogo />}
      homeHref="/"
      homeLabel={t('brandHome', { ns: SHELL_NAMESPACE })}
      renderLink={routerLink}
      {...(links.length > 0 ? { links } : {})}
      help={{
        label: t('navigation.help'),
        href: helpPageUrl(HEADER_HELP_PAGE),
        onClick: openHelp,
      }}
      user={navigationUserOf(user)}
      accountMenuLabel={t('navigation.menu.label')}
      dashboardLabel={t('navigation.menu.dashboard')}
      onDashboard={() => navigate('/')}
      accountLabel={t('navigation.menu.account')}
      onAccount={() => navigate('/account')}
      signOutLabel={t('navigation.menu.signOut')}
      onSignOut={() => void signOut()}
      // While silent sign-in is still answering nobody knows yet who this is: no button.
      {...(status === 'ready' ? { signInLabel: t('navigation.menu.signIn') } : {})}
      onSignIn={() => void signIn()}
    />
  );
}
