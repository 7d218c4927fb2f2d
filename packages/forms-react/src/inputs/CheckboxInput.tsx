import { Checkbox } from '@brand/ui';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { fieldProps } from './shared';

/** The value a ticked checkbox stores: the first of `meta.values`, else true. */
function checkedValueOf({ input }: InputComponentProps): unknown {
  return input.meta?.values?.[0] ?? true;
}

/** One checkbox whose label is the statement ticked; unticked stores false. */
export function CheckboxInput(props: InputComponentProps) {
  const { value, onChange, onBlur, disabled } = props;
  const checkedValue = checkedValueOf(props);
  const { id, name, label, hint, error, required, requiredMarker, errorPrefix } = fieldProps(props);
  return (
    <Checkbox
      id={id}
      name={name}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredMarker={requiredMarker}
      errorPrefix={errorPrefix}
      checked={value === checkedValue}
      onChange={(checked) => onChange(checked ? checkedValue : false)}
      onBlur={onBlur}
      disabled={disabled}
    />
  );
}

/** Registry entry of the checkbox. */
export const checkboxInput: InputRegistryEntry<'checkbox'> = {
  type: 'checkbox',
  component: CheckboxInput,
};
