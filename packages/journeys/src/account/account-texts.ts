import { interpolate, type Translate } from '@brand/forms-react';
import { useMemo } from 'react';
import { useJourneyTranslate } from '../shared/journey-translate';

// en-GB texts the account screens need that @brand/config's sets do not carry yet; looked up only
// when the sets lack the key. Each belongs in @brand/config's common set (account.ts) in time.

/** The account screens' own texts, by key. */
export const ACCOUNT_TEXTS: Readonly<Record<string, string>> = {
  'journeys.account.save': 'Save changes',
  'journeys.account.back': 'Back to your account',
  'journeys.account.notSet': 'Not given',
  'journeys.account.missing.title': 'We don’t hold your details yet',
  'journeys.account.missing.body':
    'Your account settings appear here once you have bought a policy. Please chat with us if you think this is wrong.',
  'journeys.account.signingIn': 'Taking you to sign in…',
};

/** The journeys' translate, with the account screens' own texts for keys the sets lack. */
export function useAccountTranslate(): Translate {
  const base = useJourneyTranslate(null);
  return useMemo<Translate>(
    () => (key, params) => {
      const text = base(key, params);
      if (text !== key || !Object.hasOwn(ACCOUNT_TEXTS, key)) return text;
      return interpolate(ACCOUNT_TEXTS[key] as string, params);
    },
    [base],
  );
}
