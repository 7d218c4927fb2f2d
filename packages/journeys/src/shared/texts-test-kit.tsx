// What the journeys' tests render texts with: the apps' own i18next instance (createShellI18n, the
// resources of @brand/config), so a screen under test reads exactly the words a customer does.
import { createShellI18n } from '@brand/app-shell';
import type { SchemeUrlName } from '@brand/domain';
import type { Translate } from '@brand/forms';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { namespaceOf, SchemeTexts } from './texts';

/** i18next's language whose `t` returns the key itself: for a test about which text is shown. */
const KEYS_ONLY_LANGUAGE = 'cimode';

/** An i18next instance whose `t` returns every key as written (i18next's `cimode`). */
export function keysOnlyI18n(): i18n {
  const instance = createShellI18n();
  void instance.changeLanguage(KEYS_ONLY_LANGUAGE);
  return instance;
}

/** Props of WithTexts. */
export interface WithTextsProps {
  /** The scheme whose set is read first. @default null (the common set) */
  scheme?: SchemeUrlName | null;
  /** The instance to read. @default the apps' (createShellI18n) */
  i18n?: i18n;
  /** What is rendered. */
  children: ReactNode;
}

/** The apps' texts around `children`, in a scheme's set: a component under test reads its words. */
export function WithTexts({ scheme = null, i18n = createShellI18n(), children }: WithTextsProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <SchemeTexts scheme={scheme}>{children}</SchemeTexts>
    </I18nextProvider>
  );
}

/** A scheme's texts outside React, as `useTexts` reads them under its `SchemeTexts`. */
export function textsOf(scheme: SchemeUrlName | null): Translate {
  const t = createShellI18n().getFixedT('en-GB', namespaceOf(scheme));
  return (key, params) => t(key, params ?? {});
}
