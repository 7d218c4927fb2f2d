import { routerLink, ShellPage, useAuth } from '@brand/app-shell';
import { AppLink, Button } from '@brand/ui';
import { useLocation } from 'react-router';
import { useTexts } from '../../shared/texts';

export { isQuoteNotHere } from '../quote-not-here';

/**
 * What a visitor sees instead of home when their quote's address opens where it cannot (see
 * isQuoteNotHere): how to get back to it with the retrieve form (reference, date of birth,
 * postcode) and where the reference is, or to sign in when they have an account.
 */
export function QuoteNotHerePage() {
  const t = useTexts();
  const { signIn } = useAuth();
  const { pathname } = useLocation();
  return (
    <ShellPage focusOnNavigation title={t('retrieve.notHere.title')}>
      <p>{t('retrieve.notHere.body')}</p>
      <p>{t('retrieve.notHere.reference')}</p>
      <p>
        <AppLink href="/retrieve" renderLink={routerLink}>
          {t('retrieve.notHere.retrieve')}
        </AppLink>
      </p>
      <p>{t('retrieve.notHere.signIn')}</p>
      {/* Back to this address after signing in: a quote in the account then opens here. */}
      <Button variant="secondary" onClick={() => void signIn(pathname)}>
        {t('retrieve.notHere.signInAction')}
      </Button>
    </ShellPage>
  );
}
