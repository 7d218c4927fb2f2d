import { forwardRef } from 'react';
import { type ControlWidth, Field, hasContent, useFieldIds } from '../Field';
import { readNumberEntry } from './number-entry';
import { AffixedInput, StyledTextInput, type TextLikeInputProps } from './TextInput';

/** Props of NumberInput. */
export interface NumberInputProps extends TextLikeInputProps {
  /** The whole number, or null when empty. */
  value: number | null;
  /** Runs with the new whole number (null when emptied); not called for a refused entry. */
  onChange: (value: number | null) => void;
  /** The largest value accepted; typing past it is refused and the old value stays. */
  maxValue?: number;
  /** How wide the input is: 'full' or room for about this many characters. @default 10 */
  width?: ControlWidth;
  /** The on-screen keyboard to show. @default 'numeric' */
  inputMode?: TextLikeInputProps['inputMode'];
  /** The browser's autofill hint. @default 'off' */
  autoComplete?: string;
}

/** A labelled whole-number input: strips non-digits as the user types and refuses values above `maxValue`. */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
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
    maxValue,
    prefix,
    suffix,
    inputMode = 'numeric',
    autoComplete = 'off',
    maxLength,
    width = 10,
    placeholder,
    disabled = false,
    readOnly = false,
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
      <AffixedInput prefix={prefix} suffix={suffix} width={width}>
        {/* type="text": a number input would accept 'e', '+' and '-', and scrolling would change the value. */}
        <StyledTextInput
          ref={ref}
          id={ids.inputId}
          name={name}
          type="text"
          value={value === null ? '' : String(value)}
          onChange={(event) => {
            const entry = readNumberEntry(event.target.value, maxValue);
            // A refused or unchanged entry leaves the controlled value, so React puts the old text back.
            if (entry.accepted && entry.value !== value) onChange(entry.value);
          }}
          onBlur={onBlur}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          spellCheck={false}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy({ hint, error })}
          $invalid={invalid}
        />
      </AffixedInput>
    </Field>
  );
});
