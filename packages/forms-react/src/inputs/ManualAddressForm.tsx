import type { InputDefinition } from '@brand/forms';
import { Button, space, TextInput as UiTextInput } from '@brand/ui';
import styled from '@emotion/styled';
import { type ReactNode, useState } from 'react';
import type { Address } from '../data-sources';
import type { Translate } from '../translate';
import {
  ADDRESS_MANUAL_FIELDS,
  completedManualAddress,
  manualAddressProblems,
  requiredAddressParts,
  withAddressField,
} from './address-value';
import { textOf } from './shared';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px;
  margin: 0 0 ${space.md}px;
`;

const Hint = styled.p`
  margin: 0 0 ${space.sm}px;
`;

/** Props of ManualAddressForm. */
export interface ManualAddressFormProps {
  /** Id of the first line's input (the field's own id, which error summaries link to). */
  id: string;
  /** The form field's name; each part is named `name.part`. */
  name: string;
  /** The address input, whose `required` rule names the parts needed. */
  input: InputDefinition;
  /** The address as typed so far. */
  address: Address;
  /** Runs with the address on every keystroke. */
  onEdit: (address: Address) => void;
  /** Runs with the finished address (trimmed, postcode upper-cased) once every part passes. */
  onConfirm: (address: Address) => void;
  /** Goes back to the search. */
  onSearchAgain: () => void;
  /** Cancel, when there is a confirmed address to return to. */
  cancel: ReactNode;
  t: Translate;
  requiredMarker: string;
  errorPrefix: string;
  /** @default false */
  disabled?: boolean;
}

/**
 * An address typed by hand, part by part (the spec's manual override, offered whatever the search
 * finds). "Use this address" checks each part by the rules the server applies and names the part
 * at fault, moving focus to the first, so nobody is left with a form they cannot finish.
 */
export function ManualAddressForm(props: ManualAddressFormProps) {
  const { id, name, input, address, onEdit, onConfirm, onSearchAgain, cancel, t } = props;
  // Errors show from the first confirm on and then follow the typing, so none is left stale.
  const [attempted, setAttempted] = useState(false);
  const problems = attempted ? manualAddressProblems(address, input) : {};
  const required = requiredAddressParts(input);
  const partId = (part: string) => (part === 'line1' ? id : `${id}-${part}`);

  const confirm = () => {
    const found = manualAddressProblems(address, input);
    const first = ADDRESS_MANUAL_FIELDS.find(({ field }) => found[field] !== undefined);
    if (first) {
      setAttempted(true);
      document.getElementById(partId(first.field))?.focus();
      return;
    }
    onConfirm(completedManualAddress(address));
  };

  return (
    <div>
      <Hint id={`${id}-manual-hint`}>{t('forms.address.manualHint')}</Hint>
      {ADDRESS_MANUAL_FIELDS.map(({ field, autoComplete }) => {
        const problem = problems[field];
        return (
          <UiTextInput
            key={field}
            id={partId(field)}
            name={`${name}.${field}`}
            label={t(`forms.address.${field}`)}
            value={textOf(address[field])}
            onChange={(typed) => onEdit(withAddressField(address, field, typed))}
            autoComplete={autoComplete}
            width={field === 'postalCode' ? 10 : 'full'}
            required={required.includes(field)}
            requiredMarker={props.requiredMarker}
            error={problem ? t(problem) : undefined}
            errorPrefix={props.errorPrefix}
            disabled={props.disabled}
          />
        );
      })}
      <Actions>
        <Button onClick={confirm} disabled={props.disabled}>
          {t('forms.address.done')}
        </Button>
        <Button variant="link" onClick={onSearchAgain} disabled={props.disabled}>
          {t('forms.address.searchAgain')}
        </Button>
        {cancel}
      </Actions>
    </div>
  );
}
