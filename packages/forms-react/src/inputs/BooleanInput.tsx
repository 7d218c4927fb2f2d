import { RadioGroup } from '@brand/ui';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { fieldProps, optionKey } from './shared';

/** A yes-or-no question as two radios, stored as true or false; the input's options may relabel them. */
export function BooleanInput(props: InputComponentProps) {
  const { input, value, onChange, onBlur, disabled, t } = props;
  const labelFor = (answer: boolean, fallback: string) =>
    t(input.options?.find((o) => o.value === answer)?.label ?? fallback);
  return (
    <RadioGroup
      {...fieldProps(props)}
      value={typeof value === 'boolean' ? optionKey(value) : ''}
      onChange={(key) => onChange(key === 'true')}
      onBlur={onBlur}
      options={[
        { value: 'true', label: labelFor(true, 'forms.yes') },
        { value: 'false', label: labelFor(false, 'forms.no') },
      ]}
      columns={2}
      disabled={disabled}
    />
  );
}

/** Registry entry of the yes/no input. */
export const booleanInput: InputRegistryEntry<'boolean'> = {
  type: 'boolean',
  component: BooleanInput,
};
