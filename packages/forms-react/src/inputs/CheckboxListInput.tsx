import { CheckboxGroup } from '@brand/ui';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import {
  choiceViews,
  columnsOf,
  fieldProps,
  optionKey,
  optionValueOf,
  shownOptions,
} from './shared';

/** Several answers of a list (the checkout terms), stored as the ticked options' values in order. */
export function CheckboxListInput(props: InputComponentProps) {
  const { value, onChange, onBlur, disabled } = props;
  const ticked = Array.isArray(value) ? value.map(optionKey) : [];
  return (
    <CheckboxGroup
      {...fieldProps(props)}
      value={ticked}
      onChange={(keys) => {
        const options = shownOptions(props);
        onChange(keys.map((key) => optionValueOf(options, key)));
      }}
      onBlur={onBlur}
      options={choiceViews(props)}
      columns={columnsOf(props)}
      disabled={disabled}
    />
  );
}

/** Registry entry of the checkbox list. */
export const checkboxListInput: InputRegistryEntry<'checkboxList'> = {
  type: 'checkboxList',
  component: CheckboxListInput,
};
