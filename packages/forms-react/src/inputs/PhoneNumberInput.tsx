import { UK_COUNTRY_CODE } from '@brand/domain';
import { TextInput as UiTextInput } from '@brand/ui';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { phoneDisplay, phoneFromTyped } from './phone-entry';
import { fieldProps } from './shared';

/** The country prefix the input shows and stores: the phone rule's, else the UK's. */
function prefixOf({ input }: InputComponentProps): string {
  const rule = input.validation?.phone;
  return (typeof rule === 'object' && rule.prefix) || UK_COUNTRY_CODE;
}

/** A phone number: digits only, one leading zero dropped, stored with the +44 prefix shown beside it. */
export function PhoneNumberInput(props: InputComponentProps) {
  const { value, onChange, onBlur, disabled } = props;
  const prefix = prefixOf(props);
  return (
    <UiTextInput
      {...fieldProps(props)}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      width={20}
      prefix={prefix}
      value={phoneDisplay(value, prefix)}
      onChange={(typed) => onChange(phoneFromTyped(typed, prefix))}
      onBlur={onBlur}
      disabled={disabled}
    />
  );
}

/** Registry entry of the phone number input. */
export const phoneNumberInput: InputRegistryEntry<'phoneNumber'> = {
  type: 'phoneNumber',
  component: PhoneNumberInput,
};
