import { canStartLookup } from '@brand/domain';
import type { InputMeta } from '@brand/forms';
import { LOOKUP_SETTINGS, type LookupSettings } from '@brand/forms';

/** The settings of a lookup table's search: the spec's for the tables it names, else a one-character, 250 ms search. */
export function lookupSettingsFor(
  table: string | undefined,
  meta: Pick<InputMeta, 'minChars'> = {},
): LookupSettings {
  const known =
    table && Object.hasOwn(LOOKUP_SETTINGS, table)
      ? LOOKUP_SETTINGS[table as keyof typeof LOOKUP_SETTINGS]
      : LOOKUP_SETTINGS.dataEntry;
  return meta.minChars === undefined ? known : { ...known, minChars: meta.minChars };
}

/** True when the term is long enough to search the table (what the platform's lookup endpoints accept). */
export function canSearchTable(table: string, term: string): boolean {
  return canStartLookup(term, lookupSettingsFor(table).minChars);
}
