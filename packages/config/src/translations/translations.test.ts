import { findTranslation, type TranslationTree, translationKeys } from './translation-keys';
import {
  hasTranslationKey,
  NAMESPACE_OF_SCHEME,
  namespacesFor,
  TRANSLATION_NAMESPACES,
  translateKey,
  translations,
} from './translations';
import { withoutKeyPrefix } from './validation';

const TREE: TranslationTree = {
  a: { b: 'nested', 'c.d': 'dotted', c: 'plain' },
  top: 'top',
};

describe('findTranslation', () => {
  it('finds nested keys, keys containing dots beside shorter ones, and top-level texts', () => {
    expect(findTranslation(TREE, 'a.b')).toBe('nested');
    expect(findTranslation(TREE, 'a.c')).toBe('plain');
    expect(findTranslation(TREE, 'a.c.d')).toBe('dotted');
    expect(findTranslation(TREE, 'top')).toBe('top');
  });

  it('finds nothing for a missing key, an object, an empty key or a path through a text', () => {
    expect(findTranslation(TREE, 'a.x')).toBeUndefined();
    expect(findTranslation(TREE, 'a')).toBeUndefined();
    expect(findTranslation(TREE, '')).toBeUndefined();
    expect(findTranslation(TREE, 'top.more')).toBeUndefined();
    expect(findTranslation(TREE, 'toString')).toBeUndefined();
  });

  it('lists every key naming a text, each found again', () => {
    const keys = translationKeys(TREE);
    expect(keys).toEqual(['a.b', 'a.c.d', 'a.c', 'top']);
    for (const key of keys) expect(findTranslation(TREE, key)).toBeDefined();
  });
});

describe('translation sets', () => {
  it('are common, monthly and fiveDay in en-GB', () => {
    expect(TRANSLATION_NAMESPACES).toEqual(['common', 'monthly', 'fiveDay']);
    expect(Object.keys(translations['en-GB'])).toEqual([...TRANSLATION_NAMESPACES]);
  });

  it('map flex to the monthly set and driveaway to the 5-day set, each before common', () => {
    expect(NAMESPACE_OF_SCHEME).toEqual({ flex: 'monthly', driveaway: 'fiveDay' });
    expect(namespacesFor('flex')).toEqual(['monthly', 'common']);
    expect(namespacesFor('driveaway')).toEqual(['fiveDay', 'common']);
    expect(namespacesFor(null)).toEqual(['common']);
  });

  it('answer whether a namespace has a key, never throwing', () => {
    expect(hasTranslationKey('common', 'errors.kinds.NETWORK.header')).toBe(true);
    expect(hasTranslationKey('common', 'errors.kinds.NETWORK')).toBe(false);
    expect(hasTranslationKey('monthly', 'product.name')).toBe(true);
    expect(hasTranslationKey('monthly', 'errors.kinds.NETWORK.header')).toBe(false);
    expect(hasTranslationKey('annual', 'product.name')).toBe(false);
    expect(hasTranslationKey('common', undefined as unknown as string)).toBe(false);
  });

  it('let a scheme set override common and fall back to it', () => {
    expect(translateKey('quote.title', namespacesFor('flex'))).toBe('Your monthly price');
    expect(translateKey('quote.title', namespacesFor('driveaway'))).toBe(
      'Your free drive-away cover',
    );
    expect(translateKey('quote.title')).toBe('Your quote');
    expect(translateKey('quote.continue', namespacesFor('flex'))).toBe('Continue');
    expect(translateKey('no.such.key')).toBeUndefined();
  });

  it('hold no blank text and only well-formed {{placeholders}}', () => {
    for (const ns of TRANSLATION_NAMESPACES) {
      for (const key of translationKeys(translations['en-GB'][ns])) {
        const text = translateKey(key, [ns]) as string;
        expect({ key, blank: text.trim() === '' }).toEqual({ key, blank: false });
        const stripped = text.replace(/\{\{\s*[\w.]+\s*\}\}/g, '');
        expect({ key, stray: /\{\{|\}\}/.test(stripped) }).toEqual({ key, stray: false });
      }
    }
  });

  it('override only keys the common set has, or add scheme-specific areas', () => {
    // A scheme key missing from common is allowed only in the scheme's own areas.
    const schemeOnly = ['product.', 'errors.verificationFailed.'];
    for (const ns of ['monthly', 'fiveDay'] as const) {
      for (const key of translationKeys(translations['en-GB'][ns])) {
        if (schemeOnly.some((prefix) => key.startsWith(prefix))) continue;
        expect({ ns, key, inCommon: hasTranslationKey('common', key) }).toEqual({
          ns,
          key,
          inCommon: true,
        });
      }
    }
  });
});

describe('withoutKeyPrefix', () => {
  it('strips the prefix and refuses keys outside it', () => {
    expect(withoutKeyPrefix({ 'v.a': 'A', 'v.a.b': 'B' }, 'v.')).toEqual({ a: 'A', 'a.b': 'B' });
    expect(() => withoutKeyPrefix({ 'x.a': 'A' }, 'v.')).toThrow(
      'Message key x.a does not start with v.',
    );
  });
});
