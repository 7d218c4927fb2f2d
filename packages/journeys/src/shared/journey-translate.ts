// The cores of @brand/config and @brand/forms, not their React entries: every page translates,
// and the React entries' styled components would drag the form engine into the first load.
import { createTranslate, NAMESPACE_OF_SCHEME, type TranslationNamespace } from '@brand/config';
import type { SchemeUrlName } from '@brand/domain';
import { interpolate, type Translate } from '@brand/forms';
import { useMemo } from 'react';
import { JOURNEY_TEXTS } from './texts';

/**
 * A `Translate` over @brand/config's sets (the scheme's set, then common, then the forms
 * package's messages), with the journey's own texts for keys the sets lack.
 */
export function journeyTranslate(scheme: SchemeUrlName | null | undefined): Translate {
  const namespace: TranslationNamespace = scheme ? NAMESPACE_OF_SCHEME[scheme] : 'common';
  const config = createTranslate(namespace);
  return (key, params) => {
    const text = config(key, params);
    if (text !== key || !Object.hasOwn(JOURNEY_TEXTS, key)) return text;
    return interpolate(JOURNEY_TEXTS[key] as string, params);
  };
}

/** The journey's `Translate` for a scheme, made once per scheme. */
export function useJourneyTranslate(scheme: SchemeUrlName | null | undefined): Translate {
  return useMemo(() => journeyTranslate(scheme), [scheme]);
}
