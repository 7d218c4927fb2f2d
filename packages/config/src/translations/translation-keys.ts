/** A translation set: nested objects whose leaves are texts. */
export type TranslationTree = { readonly [key: string]: string | TranslationTree };

const KEY_SEPARATOR = '.';

/**
 * The text at `key` in a set, found the way i18next finds it: the nested path first, then keys
 * that themselves contain dots ('onlyAccept.eligibility'), longest match last. Undefined when the
 * key names no text (missing, or an object rather than a text).
 */
export function findTranslation(tree: TranslationTree, key: string): string | undefined {
  if (typeof key !== 'string' || key === '') return undefined;
  const found = deepFind(tree, key.split(KEY_SEPARATOR));
  return typeof found === 'string' ? found : undefined;
}

function deepFind(node: string | TranslationTree, tokens: readonly string[]): unknown {
  if (tokens.length === 0) return node;
  if (typeof node !== 'object' || node === null) return undefined;
  for (let take = 1; take <= tokens.length; take += 1) {
    const part = tokens.slice(0, take).join(KEY_SEPARATOR);
    if (!Object.hasOwn(node, part)) continue;
    const found = deepFind(node[part] as string | TranslationTree, tokens.slice(take));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Every key of a set that names a text, in definition order. */
export function translationKeys(tree: TranslationTree, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [part, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}${KEY_SEPARATOR}${part}` : part;
    if (typeof value === 'string') keys.push(key);
    else keys.push(...translationKeys(value, key));
  }
  return keys;
}
