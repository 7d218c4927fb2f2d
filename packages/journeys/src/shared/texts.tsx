import { DEFAULT_NAMESPACE, NAMESPACE_OF_SCHEME, type TranslationNamespace } from '@brand/config';
import type { SchemeUrlName } from '@brand/domain';
// The forms core's type, not its React entry: every page translates, and the React entry's styled
// components would drag the form engine into the first load.
import type { Translate } from '@brand/forms';
import { type ReactNode, useCallback } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

/** The namespace of a scheme's set, or common for none. */
export function namespaceOf(scheme: SchemeUrlName | null | undefined): TranslationNamespace {
  return scheme ? NAMESPACE_OF_SCHEME[scheme] : DEFAULT_NAMESPACE;
}

/**
 * The journey's texts: react-i18next's `t` for the namespace the nearest `SchemeTexts` names (common
 * outside one), falling back to common and then the forms' defaults (the app's i18next options), as
 * the forms' `Translate` its renderers and the journeys' pure helpers take. A screen that puts its
 * pages in a `SchemeTexts` passes the same scheme here for its own texts, read outside it.
 */
export function useTexts(scheme?: SchemeUrlName | null): Translate {
  const { t } = useTranslation(scheme === undefined ? undefined : namespaceOf(scheme));
  return useCallback<Translate>((key, params) => t(key, params ?? {}), [t]);
}

/** Props of SchemeTexts. */
export interface SchemeTextsProps {
  /** The scheme whose set the texts under it read first; none reads the common set. */
  scheme: SchemeUrlName | null | undefined;
  /** The scheme's pages. */
  children: ReactNode;
}

/**
 * The texts of a scheme's pages: everything under it that calls `useTexts` (or `useTranslation`)
 * reads the scheme's set first (flex the monthly set, driveaway the 5-day set), then common.
 */
export function SchemeTexts({ scheme, children }: SchemeTextsProps) {
  const { i18n } = useTranslation();
  return (
    <I18nextProvider i18n={i18n} defaultNS={namespaceOf(scheme)}>
      {children}
    </I18nextProvider>
  );
}
