import { RadioGroup } from '@brand/ui';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import {
  choiceViews,
  columnsOf,
  fieldProps,
  optionKey,
  optionValueOf,
  shownOptions,
} from './shared';

/** One answer of a few, as radios; the stored value keeps the option's type (a number stays a number). */
export function RadioInput(props: InputComponentProps) {
  const { value, onChange, onBlur, disabled } = props;
  return (
    <RadioGroup
      {...fieldProps(props)}
      value={optionKey(value)}
      onChange={(key) => onChange(optionValueOf(shownOptions(props), key))}
      onBlur={onBlur}
      options={choiceViews(props)}
      columns={columnsOf(props)}
      disabled={disabled}
    />
  );
}

/** Registry entry of the radio input. */
export const radioInput: InputRegistryEntry<'radio'> = { type: 'radio', component: RadioInput };
