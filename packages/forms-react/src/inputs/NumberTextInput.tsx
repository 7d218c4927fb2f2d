import { NumberInput } from '@brand/ui';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { fieldProps, formatParam } from './shared';

/** The largest value typed: the lessThanOrEqual rule's (spec: "max also passed to input"), else formatParams.max. */
function maxValueOf({ input }: InputComponentProps): number | undefined {
  const max = input.validation?.lessThanOrEqual?.value ?? input.meta?.formatParams?.max;
  return typeof max === 'number' ? max : undefined;
}

/** A whole number: non-digits stripped as typed, values above the maximum refused; '£' or 'miles' beside it. */
export function NumberTextInput(props: InputComponentProps) {
  const { value, onChange, onBlur, disabled } = props;
  return (
    <NumberInput
      {...fieldProps(props)}
      value={typeof value === 'number' ? value : null}
      onChange={(next) => onChange(next === null ? undefined : next)}
      onBlur={onBlur}
      disabled={disabled}
      maxValue={maxValueOf(props)}
      prefix={formatParam(props, 'prefix')}
      suffix={formatParam(props, 'suffix')}
    />
  );
}

/** Registry entry of the number input. */
export const numberTextInput: InputRegistryEntry<'numberText'> = {
  type: 'numberText',
  component: NumberTextInput,
};
