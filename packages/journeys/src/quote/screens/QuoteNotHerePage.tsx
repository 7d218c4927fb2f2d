import { routerLink, useAuth } from '@brand/app-shell';
import type { Translate } from '@brand/forms/react';
import { AppLink, Button } from '@brand/ui';
import { useLocation } from 'react-router';
import { JourneyPage } from '../../shared/JourneyPage';

/**
 * The statuses with which a visitor's proposal load fails when the quote is not this tab's: no
 * visitor token here (401), or a new visitor's token that does not own it (403, 404).
 */
const NOT_HERE_STATUSES: readonly (number | undefined)[] = [401, 403, 404];

/**
 * True when a signed-out visitor's proposal could not be loaded because it is not theirs here: a
 * quote's address opened in a new tab or another browser, where the visitor token it was made
 * with is not (it lives in the tab's session storage). Signed-in people (customers, and agents in
 * the admin console) are not visitors: their quotes are in their account, so this never applies.
 */
export function isQuoteNotHere(signedIn: boolean, status: number | undefined): boolean {
  return !signedIn && NOT_HERE_STATUSES.includes(status);
}

/**
 * What a visitor sees instead of home when their quote's address opens where it cannot (see
 * isQuoteNotHere): how to get back to it with the retrieve form (reference, date of birth,
 * postcode) and where the reference is, or to sign in when they have an account.
 */
export function QuoteNotHerePage({ t }: { t: Translate }) {
  const { signIn } = useAuth();
  const { pathname } = useLocation();
  return (
    <JourneyPage title={t('retrieve.notHere.title')} t={t}>
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
    </JourneyPage>
  );
}
