import type { SchemeUrlName } from '@brand/domain';
import { common } from './common';
import { fiveDay } from './fiveDay';
import { monthly } from './monthly';
import { findTranslation, type TranslationTree } from './translation-keys';

/** The translation sets (i18next namespaces): shared texts, then each scheme's overrides. */
export const TRANSLATION_NAMESPACES = ['common', 'monthly', 'fiveDay'] as const;
/** A translation namespace. */
export type TranslationNamespace = (typeof TRANSLATION_NAMESPACES)[number];

/** The namespace every lookup falls back to. */
export const DEFAULT_NAMESPACE = 'common' satisfies TranslationNamespace;

/** The set of each scheme: flex reads the monthly subscription set, driveaway the 5-day set. */
export const NAMESPACE_OF_SCHEME = {
  flex: 'monthly',
  driveaway: 'fiveDay',
} as const satisfies Record<SchemeUrlName, TranslationNamespace>;

/** The i18next resources: en-GB only; i18next's fallback language en resolves to these. */
export const translations = {
  'en-GB': { common, monthly, fiveDay },
} as const;

const EN_GB: Readonly<Record<TranslationNamespace, TranslationTree>> = translations['en-GB'];

/** The namespaces a scheme's pages read, first match wins: its own set, then common. */
export function namespacesFor(scheme: SchemeUrlName | null | undefined): TranslationNamespace[] {
  return scheme ? [NAMESPACE_OF_SCHEME[scheme], DEFAULT_NAMESPACE] : [DEFAULT_NAMESPACE];
}

/** True when `key` names a text in namespace `ns` (en-GB); never throws. */
export function hasTranslationKey(ns: string, key: string): boolean {
  if (!Object.hasOwn(EN_GB, ns)) return false;
  return findTranslation(EN_GB[ns as TranslationNamespace], key) !== undefined;
}

/** The en-GB text of `key` from the first of `namespaces` that has it, or undefined. */
export function translateKey(
  key: string,
  namespaces: readonly TranslationNamespace[] = [DEFAULT_NAMESPACE],
): string | undefined {
  for (const ns of namespaces) {
    const text = findTranslation(EN_GB[ns], key);
    if (text !== undefined) return text;
  }
  return undefined;
}
