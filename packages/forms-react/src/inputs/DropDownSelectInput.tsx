import { Select } from '@brand/ui';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { choiceValueOf, selectOptionViews, useSelectChoices } from './select-options';
import { fieldProps, optionKey } from './shared';

/** A native drop-down of the input's options (or of vehicle years, payment days or a lookup table). */
export function DropDownSelectInput(props: InputComponentProps) {
  const { value, onChange, onBlur, disabled, t } = props;
  const choices = useSelectChoices(props);
  return (
    <Select
      {...fieldProps(props)}
      value={optionKey(value)}
      onChange={(key) => onChange(choiceValueOf(choices, key))}
      onBlur={onBlur}
      options={selectOptionViews(choices)}
      placeholder={t('forms.select.placeholder')}
      disabled={disabled}
    />
  );
}

/** Registry entry of the drop-down select. */
export const dropDownSelectInput: InputRegistryEntry<'dropDownSelect'> = {
  type: 'dropDownSelect',
  component: DropDownSelectInput,
};
