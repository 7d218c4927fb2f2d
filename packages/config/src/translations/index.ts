export { inAgentWording, treeInAgentWording } from './agent-wording';
export { auditActionKey } from './audit-action-texts';
export {
  FALLBACK_NAMESPACES,
  FORMS_DEFAULTS_NAMESPACE,
  I18N_RESOURCES,
} from './i18n-resources';
export { createTranslate, FORMS_PACKAGE_MESSAGES, namespaceChain } from './translate';
export type { TranslationTree } from './translation-keys';
export { findTranslation, translationKeys } from './translation-keys';
export type { TranslationNamespace } from './translations';
export {
  DEFAULT_NAMESPACE,
  hasTranslationKey,
  NAMESPACE_OF_SCHEME,
  namespacesFor,
  TRANSLATION_NAMESPACES,
  translateKey,
  translations,
} from './translations';
export {
  FORM_INPUT_TRANSLATIONS,
  VALIDATION_KEY_PREFIX,
  VALIDATION_TRANSLATIONS,
  withoutKeyPrefix,
} from './validation';
