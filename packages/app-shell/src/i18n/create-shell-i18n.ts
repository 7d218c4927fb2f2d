import {
  DEFAULT_NAMESPACE,
  FALLBACK_NAMESPACES,
  I18N_RESOURCES,
  type TranslationTree,
  treeInAgentWording,
} from '@brand/config';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { shellTexts } from './shell-texts';

/** The namespace of the shells' own texts. */
export const SHELL_NAMESPACE = 'shell';

/**
 * A ready i18next instance: @brand/config's en-GB resources plus the shells' own, en-GB with the
 * fallback language en (spec 002 §1). Initialised synchronously: every text is bundled. A lookup in
 * a scheme's set (a journey's `SchemeTexts`) falls back to common, then the forms' defaults.
 * `agentWording`: the admin console's texts, where the customer's pages say "their", not "your".
 */
export function createShellI18n(options: { agentWording?: boolean } = {}): i18n {
  const instance = i18next.createInstance();
  const texts: Record<string, TranslationTree> = {
    ...I18N_RESOURCES['en-GB'],
    [SHELL_NAMESPACE]: shellTexts,
  };
  void instance.use(initReactI18next).init({
    resources: {
      'en-GB': options.agentWording
        ? Object.fromEntries(
            Object.entries(texts).map(([namespace, tree]) => [namespace, treeInAgentWording(tree)]),
          )
        : texts,
    },
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
