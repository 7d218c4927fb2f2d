import { FORMS_PACKAGE_MESSAGES } from './translate';
import { DEFAULT_NAMESPACE, translations } from './translations';

/**
 * The namespace of the forms package's own en-GB texts (its buttons, machine and validation
 * messages): read last, so a form never shows a raw key for a text the sets do not word yet.
 */
export const FORMS_DEFAULTS_NAMESPACE = 'formsDefaults';

/**
 * What every i18next lookup falls back to after the namespace it asked (a scheme's set): the
 * common set, then the forms package's defaults — the order `createTranslate` reads them in.
 */
export const FALLBACK_NAMESPACES = [DEFAULT_NAMESPACE, FORMS_DEFAULTS_NAMESPACE] as const;

/** The i18next resources of every app: the three translation sets and the forms' defaults. */
export const I18N_RESOURCES = {
  'en-GB': { ...translations['en-GB'], [FORMS_DEFAULTS_NAMESPACE]: FORMS_PACKAGE_MESSAGES },
} as const;
