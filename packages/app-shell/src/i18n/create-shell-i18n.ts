import { DEFAULT_NAMESPACE, FALLBACK_NAMESPACES, I18N_RESOURCES } from '@brand/config';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { shellTexts } from './shell-texts';

/** The namespace of the shells' own texts. */
export const SHELL_NAMESPACE = 'shell';

/**
 * A ready i18next instance: @brand/config's en-GB resources plus the shells' own, en-GB with the
 * fallback language en (spec 002 §1). Initialised synchronously: every text is bundled. A lookup in
 * a scheme's set (a journey's `SchemeTexts`) falls back to common, then the forms' defaults.
 */
export function createShellI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { 'en-GB': { ...I18N_RESOURCES['en-GB'], [SHELL_NAMESPACE]: shellTexts } },
    lng: 'en-GB',
    fallbackLng: 'en',
    ns: [DEFAULT_NAMESPACE, SHELL_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: [...FALLBACK_NAMESPACES],
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
