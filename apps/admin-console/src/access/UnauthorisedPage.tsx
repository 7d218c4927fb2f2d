import { ShellPage, useAuth } from '@brand/app-shell';
import { Button } from '@brand/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * Shown instead of the console to anyone without the impersonation permission (spec 002 §2, §6):
 * a Sign in button when nobody is signed in, coming back to the page they asked for.
 */
export function UnauthorisedPage() {
  const { t } = useTranslation();
  const { user, signIn } = useAuth();
  const location = useLocation();
  return (
    <ShellPage title={t('admin.unauthorised.title')}>
      <p>{t('admin.unauthorised.body')}</p>
      {user ? null : (
        <Button onClick={() => void signIn(`${location.pathname}${location.search}`)}>
          {t('admin.unauthorised.signIn')}
        </Button>
      )}
    </ShellPage>
  );
}
