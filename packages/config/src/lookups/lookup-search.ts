import type { LookupEntry } from './lookup-entry';

// Match ranks, best first. A code is matched as a whole-value prefix so 'SP3' finds SP30 first.
const PREFIX = 0;
const WORD_START = 1;
const CONTAINS = 2;

const WORD_BOUNDARY = /[^\p{L}\p{N}]+/u;

function matchRank(entry: LookupEntry, term: string): number | null {
  const name = entry.name.toLowerCase();
  if (name.startsWith(term) || entry.code.toLowerCase().startsWith(term)) return PREFIX;
  if (name.split(WORD_BOUNDARY).some((word) => word.startsWith(term))) return WORD_START;
  if (name.includes(term)) return CONTAINS;
  return null;
}

/**
 * Entries matching `term`, case-insensitively and ignoring surrounding whitespace: those whose name
 * or code starts with it first, then those with a word starting with it, then those containing it;
 * within a rank, in table order. At most `limit` results; a blank term or a limit below 1 gives none.
 */
export function searchEntries(
  entries: readonly LookupEntry[],
  term: string,
  limit: number,
): LookupEntry[] {
  const wanted = typeof term === 'string' ? term.trim().toLowerCase() : '';
  if (wanted === '' || !(limit >= 1)) return [];
  const ranked: LookupEntry[][] = [[], [], []];
  for (const entry of entries) {
    const rank = matchRank(entry, wanted);
    if (rank !== null) ranked[rank]?.push(entry);
  }
  return ranked.flat().slice(0, Math.floor(limit));
}
