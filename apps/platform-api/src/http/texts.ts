import { namespacesFor, type TranslationNamespace, translateKey } from '@brand/config';
import type { SchemeUrlName } from '@brand/domain';

/**
 * The en-GB text of a translation key, with its {{placeholders}} filled: what the API puts beside
 * every message key, so a client without the translation sets still shows a readable message.
 */
export function textOf(
  key: string,
  params: Record<string, string | number> = {},
  scheme?: SchemeUrlName | null,
): string {
  const namespaces: TranslationNamespace[] = namespacesFor(scheme ?? null);
  const template = translateKey(key, namespaces) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
