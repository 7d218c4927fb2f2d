import {
  FORM_INPUT_MESSAGES_EN_GB,
  interpolate,
  MACHINE_MESSAGES_EN_GB,
  type Translate,
  VALIDATION_MESSAGES_EN_GB,
} from '@brand/forms';
import { DEFAULT_NAMESPACE, type TranslationNamespace, translateKey } from './translations';

/**
 * The forms package's own en-GB texts: used only for keys the config sets lack, so a form never
 * shows a raw key for a button or a machine message (the sets should carry them; the test lists gaps).
 */
export const FORMS_PACKAGE_MESSAGES: Readonly<Record<string, string>> = {
  ...FORM_INPUT_MESSAGES_EN_GB,
  ...MACHINE_MESSAGES_EN_GB,
  ...VALIDATION_MESSAGES_EN_GB,
};

/** The sets a namespace reads, first match wins: its own, then common. */
export function namespaceChain(namespace: TranslationNamespace): TranslationNamespace[] {
  return namespace === DEFAULT_NAMESPACE ? [DEFAULT_NAMESPACE] : [namespace, DEFAULT_NAMESPACE];
}

/**
 * A `Translate` over the config translation sets (the namespace's set, then common), falling back
 * to the forms package's en-GB texts and then the key itself; fills `{{name}}` placeholders.
 */
export function createTranslate(namespace: TranslationNamespace): Translate {
  const chain = namespaceChain(namespace);
  return (key, params) => {
    const text =
      translateKey(key, chain) ??
      (Object.hasOwn(FORMS_PACKAGE_MESSAGES, key) ? FORMS_PACKAGE_MESSAGES[key] : undefined) ??
      key;
    return interpolate(text, params);
  };
}
