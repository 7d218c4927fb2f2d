import {
  displayNameOf,
  navigationUserOf,
  PolicyList,
  SHELL_NAMESPACE,
  ShellPage,
  useAnonymousSession,
  useAuth,
} from '@brand/app-shell';
import {
  HomeBillingNotices,
  HomeJourneys,
  RenewalBanners,
  useAnonymousMerge,
} from '@brand/journeys';
import { Button, LoadingIndicator } from '@brand/ui';
import { useTranslation } from 'react-i18next';

/**
 * Home: a signed-in customer sees who they are signed in as and their policies; a visitor sees a
 * welcome with a Sign in button and any policy they bought without signing in; both see their
 * quotes and a card per scheme to start one.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { status, user, signIn } = useAuth();
  // A policy bought as a guest joins the account by this merge (the visitor's token as proof),
  // so the list is read again once it is done.
  const merged = useAnonymousMerge();
  // A visitor with no session yet owns nothing to list: asking would make one (issue 20).
  const visitorHoldsSession = useAnonymousSession().peek() !== null;
  if (status === 'loading') return <LoadingIndicator label={t('navigation.loading')} />;
  if (!user) {
    return (
      <ShellPage title={t('navigation.home.title')}>
        <p>{t('home.welcomeBody', { ns: SHELL_NAMESPACE })}</p>
        <Button onClick={() => void signIn('/')}>{t('navigation.menu.signIn')}</Button>
        {/* A visitor who bought without signing in owns the policy on their anonymous session
            (GET /api/policies answers any caller's token) until an account is set up. */}
        {visitorHoldsSession && <PolicyList hideWhenEmpty />}
        <HomeJourneys />
      </ShellPage>
    );
  }
  const firstName = navigationUserOf(user)?.firstName;
  return (
    <ShellPage
      title={
        firstName ? t('navigation.home.titleNamed', { firstName }) : t('navigation.home.title')
      }
      subtitle={t('home.signedInAs', { ns: SHELL_NAMESPACE, name: displayNameOf(user) })}
    >
      <RenewalBanners />
      <HomeBillingNotices />
      <PolicyList reloadKey={`${user.sub ?? ''}:${merged ? 'merged' : 'merging'}`} />
      <HomeJourneys />
    </ShellPage>
  );
}
