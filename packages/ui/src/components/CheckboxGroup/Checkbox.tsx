import { forwardRef } from 'react';
import {
  type FieldBaseProps,
  type FieldBlurHandler,
  FieldError,
  FieldFrame,
  FieldLabelContent,
  hasContent,
  useFieldIds,
} from '../Field';
import { ChoiceHint, ChoiceInput, ChoiceItem, ChoiceLabel } from '../Field/choice-layout';

/** Props of Checkbox. */
export interface CheckboxProps extends Omit<FieldBaseProps, 'hideLabel'> {
  /** The form field's name. */
  name: string;
  /** Whether it is ticked. */
  checked: boolean;
  /** Runs with the new ticked state. */
  onChange: (checked: boolean) => void;
  /** Runs when focus leaves the checkbox. */
  onBlur?: FieldBlurHandler;
  /** The value a form post sends when ticked. @default 'true' */
  value?: string;
  /** The checkbox cannot be used. @default false */
  disabled?: boolean;
}

/** One checkbox with its own label, hint and error, e.g. to confirm eligibility or accept terms. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    id,
    name,
    label,
    hint,
    error,
    required = false,
    requiredMarker = '(required)',
    errorPrefix,
    checked,
    onChange,
    onBlur,
    value = 'true',
    disabled = false,
  },
  ref,
) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <FieldFrame $error={invalid}>
      <FieldError id={ids.errorId} prefix={errorPrefix}>
        {error}
      </FieldError>
      <ChoiceItem>
        <ChoiceInput
          ref={ref}
          type="checkbox"
          id={ids.inputId}
          name={name}
          value={value}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy({ hint, error })}
        />
        <ChoiceLabel htmlFor={ids.inputId} id={ids.labelId}>
          <FieldLabelContent label={label} required={required} requiredMarker={requiredMarker} />
        </ChoiceLabel>
        {hasContent(hint) ? <ChoiceHint id={ids.hintId}>{hint}</ChoiceHint> : null}
      </ChoiceItem>
    </FieldFrame>
  );
});
