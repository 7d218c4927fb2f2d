import styled from '@emotion/styled';
import { forwardRef } from 'react';
import {
  type ControlWidth,
  controlMaxWidth,
  controlStyles,
  Field,
  type FieldBaseProps,
  type FieldBlurHandler,
  hasContent,
  useFieldIds,
} from '../Field';

/** One choice in a select. */
export interface SelectOption {
  /** The value the form stores. */
  value: string;
  /** The text shown. */
  label: string;
  /** The option cannot be chosen. @default false */
  disabled?: boolean;
}

/** Props of Select. */
export interface SelectProps extends FieldBaseProps {
  /** The form field's name. */
  name: string;
  /** The chosen option's value; '' when none is chosen. */
  value: string;
  /** Runs with the chosen option's value ('' for the placeholder). */
  onChange: (value: string) => void;
  /** Runs when focus leaves the select. */
  onBlur?: FieldBlurHandler;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** Text of a first, empty option (value ''), e.g. 'Please select'. None when absent. */
  placeholder?: string;
  /** How wide the select is: 'full' or room for about this many characters. @default 'full' */
  width?: ControlWidth;
  /** The browser's autofill hint. */
  autoComplete?: string;
  /** The select cannot be used. @default false */
  disabled?: boolean;
}

const StyledSelect = styled.select<{ $invalid: boolean; $width: ControlWidth }>(
  ({ theme, $invalid, $width }) => `
  ${controlStyles(theme, $invalid)}
  max-width: ${controlMaxWidth($width)};
  cursor: pointer;
`,
);

/** A labelled native select with an optional placeholder option. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    id,
    name,
    label,
    hint,
    error,
    required = false,
    requiredMarker,
    errorPrefix,
    hideLabel,
    value,
    onChange,
    onBlur,
    options,
    placeholder,
    width = 'full',
    autoComplete,
    disabled = false,
  },
  ref,
) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredMarker={requiredMarker}
      errorPrefix={errorPrefix}
      hideLabel={hideLabel}
    >
      <StyledSelect
        ref={ref}
        id={ids.inputId}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy({ hint, error })}
        $invalid={invalid}
        $width={width}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </Field>
  );
});
