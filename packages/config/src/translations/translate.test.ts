import { FORM_INPUT_MESSAGES_EN_GB, MACHINE_MESSAGES_EN_GB } from '@brand/forms';
import {
  hasTranslationKey,
  TRANSLATION_NAMESPACES,
  translateKey,
  translationKeys,
  translations,
} from './index';
import { createTranslate, FORMS_PACKAGE_MESSAGES, namespaceChain } from './translate';

const FORMS_PACKAGE_KEYS = [
  ...Object.keys(FORM_INPUT_MESSAGES_EN_GB),
  ...Object.keys(MACHINE_MESSAGES_EN_GB),
];

/** The forms package's keys no config set carries (common is the fallback every set reads). */
const missingFromCommon = () =>
  FORMS_PACKAGE_KEYS.filter((key) => !hasTranslationKey('common', key));

describe('createTranslate', () => {
  it('reads the scheme’s set first, then common', () => {
    expect(namespaceChain('monthly')).toEqual(['monthly', 'common']);
    expect(namespaceChain('fiveDay')).toEqual(['fiveDay', 'common']);
    expect(namespaceChain('common')).toEqual(['common']);
  });

  it.each(TRANSLATION_NAMESPACES)('gives the text the %s chain finds', (namespace) => {
    const t = createTranslate(namespace);
    const key = 'validation.required';
    expect(t(key)).toBe(translateKey(key, namespaceChain(namespace)));
    expect(t(key)).not.toBe(key);
  });

  it.each(['monthly', 'fiveDay'] as const)('lets the %s set override common', (namespace) => {
    const overridden = translationKeys(translations['en-GB'][namespace]).filter((key) =>
      hasTranslationKey('common', key),
    );
    for (const key of overridden) {
      expect(createTranslate(namespace)(key)).toBe(translateKey(key, [namespace]));
    }
  });

  it('fills {{placeholders}} and leaves a placeholder without a value as written', () => {
    const t = createTranslate('common');
    expect(t('forms.lookup.minChars', { count: 3 })).toBe('Type at least 3 characters to search');
    expect(t('forms.lookup.minChars')).toContain('{{count}}');
  });

  it('resolves every key of the forms package’s input and machine tables', () => {
    for (const namespace of TRANSLATION_NAMESPACES) {
      const t = createTranslate(namespace);
      for (const key of FORMS_PACKAGE_KEYS) expect(t(key)).not.toBe(key);
    }
  });

  it('falls back to the forms package’s text only where the sets lack the key', () => {
    const t = createTranslate('common');
    for (const key of FORMS_PACKAGE_KEYS) {
      expect(t(key)).toBe(translateKey(key) ?? FORMS_PACKAGE_MESSAGES[key]);
    }
  });

  it('returns an unknown key as it is', () => {
    expect(createTranslate('monthly')('no.such.key')).toBe('no.such.key');
  });

  // The fallback is a safety net only: every text the inputs show is in the common set.
  it('finds every forms package key in the translation sets', () => {
    expect(missingFromCommon()).toEqual([]);
  });
});
