import { ShellPage, useAuth } from '@brand/app-shell';
import { Button } from '@brand/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * Shown instead of the console to anyone without the impersonation permission (spec 002 §2, §6).
 * Nobody signed in (an agent at the start of a shift) gets a sign-in page, not an error: its Sign
 * in comes back to the page they asked for. A signed-in user without the permission (a customer)
 * is told they cannot view the console.
 */
export function UnauthorisedPage() {
  const { t } = useTranslation();
  const { user, signIn } = useAuth();
  const location = useLocation();
  if (user) {
    return (
      <ShellPage title={t('admin.unauthorised.title')}>
        <p>{t('admin.unauthorised.body')}</p>
      </ShellPage>
    );
  }
  return (
    <ShellPage title={t('admin.signIn.title')}>
      <p>{t('admin.signIn.body')}</p>
      <Button onClick={() => void signIn(`${location.pathname}${location.search}`)}>
        {t('admin.unauthorised.signIn')}
      </Button>
    </ShellPage>
  );
}
