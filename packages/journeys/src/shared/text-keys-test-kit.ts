// Finds the translation keys the journeys' screens read and the text sets that lack them: the
// check behind texts-in-every-set.test.ts (issue 16 §3: a screen's key missing from a set fails).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findTranslation, type TranslationTree, translationKeys } from '@brand/config';

/** A key a source reads: written out, or a template whose `${…}` parts vary at run time. */
export interface KeyUse {
  /** The file, relative to the scanned folder. */
  file: string;
  /** The key as written (a template keeps its `${…}` parts). */
  key: string;
  /** Whether part of the key is computed (a template literal with placeholders). */
  dynamic: boolean;
}

/** A key a set lacks. */
export interface MissingKey extends KeyUse {
  /** The set (namespace) that lacks it. */
  set: string;
}

// `t('a.b')`, `t("a.b")`, `t(`a.${x}.b`)` — the first argument of a call of a translate named t.
const T_CALL = /\bt\(\s*(?:'([^'\n]+)'|"([^"\n]+)"|`([^`\n]+)`)/g;
// A key written outside a t call (a table of keys, a prop): a quoted dotted name in lower camel case.
const KEY_LITERAL = /['"`]([a-z][A-Za-z]*(?:\.[A-Za-z0-9_]+)+)['"`]/g;
const PLACEHOLDER = /\$\{[^}]*\}/g;
// Comments name platform codes and keys in prose (`proposal.paymentRequired`): not read by a screen.
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm;

/** The source files of a folder, tests, test kits and stories left out. */
export function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !/(\.test\.|test-kit|\.stories\.)/.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

/**
 * The keys `text` reads: every `t(...)` call's literal first argument, and every quoted dotted
 * name whose first part is a top-level area of the sets (`tops`), such as a table of keys.
 */
export function keysIn(file: string, source: string, tops: ReadonlySet<string>): KeyUse[] {
  const text = source.replace(COMMENT, '$1');
  const found = new Map<string, KeyUse>();
  for (const match of text.matchAll(T_CALL)) {
    const key = (match[1] ?? match[2] ?? match[3]) as string;
    const dynamic = match[3] !== undefined && PLACEHOLDER.test(key);
    PLACEHOLDER.lastIndex = 0;
    found.set(key, { file, key, dynamic });
  }
  for (const match of text.matchAll(KEY_LITERAL)) {
    const key = match[1] as string;
    if (tops.has(key.split('.')[0] as string) && !found.has(key)) {
      found.set(key, { file, key, dynamic: false });
    }
  }
  return [...found.values()];
}

/** Every key the source files under `folder` read. */
export function keysUnder(folder: string, tops: ReadonlySet<string>): KeyUse[] {
  return sourceFiles(folder).flatMap((path) =>
    keysIn(relative(folder, path), readFileSync(path, 'utf8'), tops),
  );
}

function templatePattern(key: string): RegExp {
  const parts = key.split(PLACEHOLDER).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

/** Areas of keys only some sets' screens read, by key prefix: checked in those sets only. */
export type ReadOnlyIn = Readonly<Record<string, readonly string[]>>;

/** The sets a key is read in: those of its longest listed prefix, else every set. */
function setsReading(key: string, readOnlyIn: ReadOnlyIn): readonly string[] | null {
  let best: string | null = null;
  for (const prefix of Object.keys(readOnlyIn)) {
    if ((key === prefix || key.startsWith(`${prefix}.`)) && prefix.length > (best?.length ?? -1)) {
      best = prefix;
    }
  }
  return best === null ? null : (readOnlyIn[best] as readonly string[]);
}

/**
 * The uses whose key a set lacks. A set is read as the screens read it: its own texts, then
 * `fallback`'s (common). A computed key is found when the set has some key of its pattern. A key
 * in an area of `readOnlyIn` is checked only in the sets listed for it.
 */
export function missingKeys(
  uses: readonly KeyUse[],
  sets: Readonly<Record<string, TranslationTree>>,
  fallback: TranslationTree,
  readOnlyIn: ReadOnlyIn = {},
): MissingKey[] {
  const missing: MissingKey[] = [];
  for (const [set, tree] of Object.entries(sets)) {
    const keys = [...translationKeys(tree), ...translationKeys(fallback)];
    for (const use of uses) {
      if (!(setsReading(use.key, readOnlyIn) ?? [set]).includes(set)) continue;
      const found = use.dynamic
        ? keys.some((key) => templatePattern(use.key).test(key))
        : findTranslation(tree, use.key) !== undefined ||
          findTranslation(fallback, use.key) !== undefined;
      if (!found) missing.push({ ...use, set });
    }
  }
  return missing;
}
