import { ShellPage, useAuth } from '@brand/app-shell';
import { Button } from '@brand/ui';
import { useLocation } from 'react-router';
import { useTexts } from '../shared/texts';

/**
 * What a visitor sees at a policy's address: the policy pages are for signed-in customers, and one
 * who bought without signing in is offered sign-in, coming back to this page afterwards (their
 * policy joins their account as they sign in).
 */
export function PolicySignInPage() {
  const t = useTexts();
  const { signIn } = useAuth();
  const { pathname, search } = useLocation();
  return (
    <ShellPage focusOnNavigation title={t('policy.signIn.title')}>
      <p>{t('policy.signIn.body')}</p>
      <div>
        <Button onClick={() => void signIn(`${pathname}${search}`)}>
          {t('navigation.menu.signIn')}
        </Button>
      </div>
    </ShellPage>
  );
}
