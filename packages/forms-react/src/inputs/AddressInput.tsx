import {
  CHANGE_OR_CONFIRM_EVENT,
  LOOKUP_SETTINGS,
  selectCanOverride,
  selectCanReset,
  selectLookupStatus,
} from '@brand/forms';
import { Button, FieldSet, space, TextInput as UiTextInput } from '@brand/ui';
import styled from '@emotion/styled';
import type { Address, AddressSearchResult } from '../data-sources';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { useChangeOrConfirm } from '../useChangeOrConfirm';
import { useFocusOnModeChange } from '../useFocusOnModeChange';
import { useLookup } from '../useLookup';
import {
  ADDRESS_OVERRIDE_FIELDS,
  addressLine,
  blankManualAddress,
  withAddressField,
} from './address-value';
import { lookupStatusText } from './lookup-status';
import { ManualAddressForm } from './ManualAddressForm';
import { ResultList } from './ResultList';
import { SearchStatus } from './SearchStatus';
import { fieldProps, textOf } from './shared';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px;
  margin: 0 0 ${space.md}px;
`;

const Confirmed = styled.p`
  margin: 0 0 ${space.sm}px;
  white-space: pre-line;
`;

/** The type of a search result that is one address; others (streets, postcodes) are searched within. */
const SINGLE_ADDRESS = 'Address';

/**
 * An address as a change-or-confirm field: the confirmed address with Change (and Edit address
 * when `meta.overridable`); a search that waits 500 ms after typing stops, always beside "Enter the
 * address manually" (a postcode the search does not know must never block the form); the override
 * form, where only the first three lines may be edited; and the manual form, every part typed.
 */
export function AddressInput(props: InputComponentProps) {
  const { id, input, value, onChange, onBlur, disabled, t, dataSources } = props;
  // The form's own object (even mid-override with line 1 emptied), so the machine sees its echo.
  const stored = typeof value === 'object' && value !== null ? (value as Address) : null;
  const { state, send } = useChangeOrConfirm<Address>(stored, onChange, input.meta?.overridable);
  const lookup = useLookup<AddressSearchResult>({
    settings: LOOKUP_SETTINGS.address,
    search: (text) => dataSources.searchAddresses(text),
  });
  const field = fieldProps(props);
  const content = useFocusOnModeChange(state.mode);

  const choose = (result: AddressSearchResult) => {
    if (result.type !== SINGLE_ADDRESS) {
      lookup.searchNow(result.text);
      return;
    }
    lookup.choose(result, result.text);
    dataSources.getAddress(result.id).then(
      (address) => {
        lookup.clear();
        send({ type: CHANGE_OR_CONFIRM_EVENT.valueSet, value: address });
      },
      () => lookup.searchNow(lookup.state.text),
    );
  };

  const cancel = selectCanReset(state) ? (
    <Button
      variant="secondary"
      onClick={() => send({ type: CHANGE_OR_CONFIRM_EVENT.resetClicked })}
    >
      {t('forms.address.cancel')}
    </Button>
  ) : null;

  return (
    <FieldSet
      id={`${id}-group`}
      label={field.label}
      hint={state.mode === 'view' || state.mode === 'override' ? field.hint : undefined}
      error={field.error}
      required={field.required}
      requiredMarker={field.requiredMarker}
      errorPrefix={field.errorPrefix}
      onBlur={onBlur}
    >
      <div ref={content}>
        {state.mode === 'view' && state.value ? (
          <div id={id}>
            <Confirmed>{addressLine(state.value)}</Confirmed>
            <Actions>
              <Button
                variant="secondary"
                onClick={() => send({ type: CHANGE_OR_CONFIRM_EVENT.changeClicked })}
                disabled={disabled}
              >
                {t('forms.change')}
              </Button>
              {selectCanOverride(state) ? (
                <Button
                  variant="link"
                  onClick={() => send({ type: CHANGE_OR_CONFIRM_EVENT.overrideClicked })}
                  disabled={disabled}
                >
                  {t('forms.address.override')}
                </Button>
              ) : null}
            </Actions>
          </div>
        ) : null}
        {state.mode === 'change' ? (
          <div>
            <UiTextInput
              id={id}
              name={`${input.name}.search`}
              label={t('forms.address.search')}
              hint={field.hint ?? t('forms.address.searchHint')}
              value={lookup.state.text}
              onChange={lookup.type}
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
            />
            <SearchStatus>
              {selectLookupStatus(lookup.state) === 'noResults'
                ? t('forms.address.noResults')
                : lookupStatusText(lookup.state, t)}
            </SearchStatus>
            <ResultList
              label={t('forms.address.search')}
              items={lookup.state.results.map((result) => ({
                key: result.id,
                text: [result.text, result.description].filter(Boolean).join(', '),
                onChoose: () => choose(result),
              }))}
            />
            <Actions>
              <Button
                variant="link"
                onClick={() =>
                  send({
                    type: CHANGE_OR_CONFIRM_EVENT.manualEntryClicked,
                    value: blankManualAddress(lookup.state.text.trim()),
                  })
                }
                disabled={disabled}
              >
                {t('forms.address.manual')}
              </Button>
              {cancel}
            </Actions>
          </div>
        ) : null}
        {state.mode === 'manual' && state.value ? (
          <ManualAddressForm
            id={id}
            name={input.name}
            input={input}
            address={state.value}
            onEdit={(address) =>
              send({ type: CHANGE_OR_CONFIRM_EVENT.overrideEdited, value: address })
            }
            onConfirm={(address) =>
              send({ type: CHANGE_OR_CONFIRM_EVENT.valueSet, value: address })
            }
            onSearchAgain={() => send({ type: CHANGE_OR_CONFIRM_EVENT.changeClicked })}
            cancel={cancel}
            t={t}
            requiredMarker={field.requiredMarker}
            errorPrefix={field.errorPrefix}
            disabled={disabled}
          />
        ) : null}
        {state.mode === 'override' && state.value ? (
          <div>
            {ADDRESS_OVERRIDE_FIELDS.map(({ field: part, editable }) => {
              const address = state.value as Address;
              const text = textOf(address[part]);
              // Read-only parts with nothing in them would only be empty boxes.
              if (!editable && text === '') return null;
              return (
                <UiTextInput
                  key={part}
                  id={part === 'line1' ? id : `${id}-${part}`}
                  name={`${input.name}.${part}`}
                  label={t(`forms.address.${part}`)}
                  value={text}
                  onChange={(typed) =>
                    send({
                      type: CHANGE_OR_CONFIRM_EVENT.overrideEdited,
                      value: withAddressField(address, part, typed),
                    })
                  }
                  readOnly={!editable}
                  required={part === 'line1'}
                  requiredMarker={field.requiredMarker}
                  disabled={disabled}
                />
              );
            })}
            <Actions>
              <Button
                onClick={() =>
                  state.value &&
                  send({ type: CHANGE_OR_CONFIRM_EVENT.valueSet, value: state.value })
                }
                disabled={disabled || !state.value || textOf(state.value.line1).trim() === ''}
              >
                {t('forms.address.done')}
              </Button>
              {cancel}
            </Actions>
          </div>
        ) : null}
      </div>
    </FieldSet>
  );
}

/** Registry entry of the address input. */
export const addressInput: InputRegistryEntry<'address'> = {
  type: 'address',
  component: AddressInput,
};
