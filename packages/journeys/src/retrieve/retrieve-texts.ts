import type { HelpPageName } from '@brand/app-shell';
import { interpolate, type Translate } from '@brand/forms-react';
import { useMemo } from 'react';
import { useJourneyTranslate } from '../shared/journey-translate';

// en-GB texts the retrieve screen needs that @brand/config's sets do not carry yet; looked up only
// when the sets lack the key. Each belongs in @brand/config's common set (retrieve.ts) in time.

/** The retrieve screen's own texts, by key. */
export const RETRIEVE_TEXTS: Readonly<Record<string, string>> = {
  'journeys.retrieve.tooManyAttempts.title': 'Too many attempts',
  'journeys.retrieve.tooManyAttempts.body':
    'For your security we have paused retrieving this quote. Please wait a few minutes, then try again.',
};

/** The help page the 401 modal's help link opens in the help modal. */
export const RETRIEVE_HELP_PAGE = 'retrieve' satisfies HelpPageName;

/** The journeys' translate, with the retrieve screen's own texts for keys the sets lack. */
export function useRetrieveTranslate(): Translate {
  const base = useJourneyTranslate(null);
  return useMemo<Translate>(
    () => (key, params) => {
      const text = base(key, params);
      if (text !== key || !Object.hasOwn(RETRIEVE_TEXTS, key)) return text;
      return interpolate(RETRIEVE_TEXTS[key] as string, params);
    },
    [base],
  );
}
