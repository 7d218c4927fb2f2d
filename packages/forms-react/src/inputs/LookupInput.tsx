import { useState } from 'react';
import type { LookupItem } from '../data-sources';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { lookupSettingsFor } from '../lookup-settings';
import { useLookup } from '../useLookup';
import { LookupCombobox } from './LookupCombobox';
import { lookupStatusText } from './lookup-status';
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
 * stores `{ code, name }`; typing again clears it. The box is an ARIA combobox over the results
 * (LookupCombobox), so the keyboard moves through them without leaving it.
 */
export function LookupInput(props: InputComponentProps) {
  const { input, value, onChange, onBlur, disabled, t, dataSources } = props;
  const table = input.meta?.lookupTable ?? '';
  const stored = lookupItemOf(value);
  const lookup = useLookup<LookupItem>({
    settings: lookupSettingsFor(table, input.meta),
    search: (term) => dataSources.searchLookup(table, term),
    chosen: stored ? { result: stored, text: stored.name } : null,
  });
  // Said once a result is chosen, so a screen reader user hears what went into the box.
  const [chosenText, setChosenText] = useState<string | null>(null);
  return (
    <LookupCombobox
      {...fieldProps(props)}
      value={lookup.state.text}
      onType={(text) => {
        lookup.type(text);
        setChosenText(null);
        if (value !== undefined) onChange(undefined);
      }}
      onBlur={onBlur}
      disabled={disabled}
      listboxLabel={t('forms.lookup.matches', { label: props.label })}
      status={
        lookupStatusText(lookup.state, t) ??
        (chosenText === null ? null : t('forms.lookup.chosen', { name: chosenText }))
      }
      options={lookup.state.results.map((item) => ({
        key: item.code,
        text: item.name,
        onChoose: () => {
          lookup.choose(item, item.name);
          setChosenText(item.name);
          onChange(item);
        },
      }))}
    />
  );
}

/** Registry entry of the lookup input. */
export const lookupInput: InputRegistryEntry<'lookup'> = { type: 'lookup', component: LookupInput };
