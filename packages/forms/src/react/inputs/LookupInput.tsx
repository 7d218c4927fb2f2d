import { TextInput as UiTextInput } from '@brand/ui';
import type { LookupItem } from '../data-sources';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { lookupSettingsFor } from '../lookup-settings';
import { useLookup } from '../useLookup';
import { lookupStatusText } from './lookup-status';
import { ResultList } from './ResultList';
import { SearchStatus } from './SearchStatus';
import { fieldProps, recordOf, textOf } from './shared';

/** The stored lookup answer ({ code, name }), or null. */
export function lookupItemOf(value: unknown): LookupItem | null {
  const record = recordOf(value);
  return typeof record.code === 'string' && record.code !== ''
    ? { code: record.code, name: textOf(record.name) }
    : null;
}

/**
 * A search of a lookup table (occupation, industry, offence): nothing is searched before the
 * table's minimum characters, and a search starts 250 ms after typing stops. Picking a result
 * stores `{ code, name }`; typing again clears it.
 */
export function LookupInput(props: InputComponentProps) {
  const { input, id, value, onChange, onBlur, disabled, t, dataSources } = props;
  const table = input.meta?.lookupTable ?? '';
  const stored = lookupItemOf(value);
  const lookup = useLookup<LookupItem>({
    settings: lookupSettingsFor(table, input.meta),
    search: (term) => dataSources.searchLookup(table, term),
    chosen: stored ? { result: stored, text: stored.name } : null,
  });
  const statusId = `${id}-status`;
  return (
    <div>
      <UiTextInput
        {...fieldProps(props)}
        value={lookup.state.text}
        onChange={(text) => {
          lookup.type(text);
          if (value !== undefined) onChange(undefined);
        }}
        onBlur={onBlur}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
      />
      <SearchStatus id={statusId}>{lookupStatusText(lookup.state, t)}</SearchStatus>
      <ResultList
        label={props.label}
        items={lookup.state.results.map((item) => ({
          key: item.code,
          text: item.name,
          onChoose: () => {
            lookup.choose(item, item.name);
            onChange(item);
          },
        }))}
      />
    </div>
  );
}

/** Registry entry of the lookup input. */
export const lookupInput: InputRegistryEntry<'lookup'> = { type: 'lookup', component: LookupInput };
