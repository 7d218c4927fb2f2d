import {
  DATA_ENTRY_EVENT,
  type DataEntryEvent,
  type DataEntryState,
  dataEntryReducer,
  initialDataEntryState,
  selectCanCheck,
  selectDataEntryStatus,
  selectDataEntryValue,
  selectTextToCheck,
} from '@brand/forms';
import { Button, TextInput as UiTextInput } from '@brand/ui';
import { type KeyboardEvent, useEffect } from 'react';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { useFormMachine } from '../useFormMachine';
import { lookupItemOf } from './LookupInput';
import { SearchStatus } from './SearchStatus';
import { fieldProps } from './shared';

const numberParam = (value: unknown) => (typeof value === 'number' ? value : undefined);
const stringParam = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A code checked against a table (a retailer number): upper-cased and cut to
 * `meta.formatParams.maxLength` as typed; Check (or Enter) is enabled once the text matches
 * `meta.formatParams.pattern`, and stores `{ code, name }` when the code is found, or says nothing
 * was found. (The catalogue gives dataEntry no rules, so its limits are format parameters.)
 */
export function DataEntryInput(props: InputComponentProps) {
  const { input, value, onChange, onBlur, disabled, t, dataSources } = props;
  const table = input.meta?.lookupTable ?? '';
  const [state, send] = useFormMachine<DataEntryState, DataEntryEvent>({
    reducer: dataEntryReducer,
    start: () =>
      initialDataEntryState({
        maxLength: numberParam(input.meta?.formatParams?.maxLength),
        pattern: stringParam(input.meta?.formatParams?.pattern),
        value: lookupItemOf(value),
      }),
    value,
    select: (current) => selectDataEntryValue(current) ?? undefined,
    onChange,
  });

  const textToCheck = selectTextToCheck(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one check per text the machine asks for
  useEffect(() => {
    if (textToCheck === null) return;
    const check = dataSources.dataEntryCheck ?? dataSources.findLookup;
    check.call(dataSources, table, textToCheck).then(
      (result) =>
        send(
          result
            ? { type: DATA_ENTRY_EVENT.found, text: textToCheck, result }
            : { type: DATA_ENTRY_EVENT.notFound, text: textToCheck },
        ),
      () => send({ type: DATA_ENTRY_EVENT.failed, text: textToCheck }),
    );
  }, [textToCheck]);

  const status = selectDataEntryStatus(state);
  const found = selectDataEntryValue(state);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    // Enter checks the code rather than submitting the form.
    event.preventDefault();
    send({ type: DATA_ENTRY_EVENT.keyPressed, key: event.key });
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches Enter from the text input inside, which is focusable
    <div onKeyDown={onKeyDown}>
      <UiTextInput
        {...fieldProps(props)}
        value={state.text}
        onChange={(text) => send({ type: DATA_ENTRY_EVENT.typed, text })}
        onBlur={onBlur}
        autoComplete="off"
        spellCheck={false}
        inputMode={input.meta?.inputMode}
        width={10}
        disabled={disabled}
      />
      <Button
        variant="secondary"
        onClick={() => send({ type: DATA_ENTRY_EVENT.checkClicked })}
        disabled={disabled || !selectCanCheck(state)}
        loading={status === 'checking'}
      >
        {t('forms.dataEntry.check')}
      </Button>
      <SearchStatus>
        {status === 'checking' ? t('forms.searching') : null}
        {status === 'found' && found ? t('forms.dataEntry.found', { name: found.name }) : null}
        {status === 'notFound' ? t('forms.lookup.noResults') : null}
        {status === 'error' ? t('forms.lookup.failed') : null}
      </SearchStatus>
    </div>
  );
}

/** Registry entry of the data-entry input. */
export const dataEntryInput: InputRegistryEntry<'dataEntry'> = {
  type: 'dataEntry',
  component: DataEntryInput,
};
