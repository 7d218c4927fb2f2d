import { type FieldBaseProps, type FieldBlurHandler, FieldSet, hasContent } from '../Field';
import {
  type ChoiceColumns,
  ChoiceGrid,
  ChoiceHint,
  ChoiceInput,
  ChoiceItem,
  ChoiceLabel,
  type ChoiceOption,
  choiceHintId,
  choiceId,
} from '../Field/choice-layout';

/** Props of RadioGroup. */
export interface RadioGroupProps extends FieldBaseProps {
  /** The form field's name, shared by the radios. */
  name: string;
  /** The chosen option's value, or null when none is chosen. */
  value: string | null;
  /** Runs with the chosen option's value. */
  onChange: (value: string) => void;
  /** Runs when focus leaves the group (not when it moves between its radios). */
  onBlur?: FieldBlurHandler;
  /** The choices, in order. */
  options: readonly ChoiceOption[];
  /** Columns on screens from the small breakpoint up; always one on mobile (ratings use 5, voluntary excess 4). @default 1 */
  columns?: ChoiceColumns;
  /** No radio can be used. @default false */
  disabled?: boolean;
}

/** A fieldset of radios with the question as its legend; arrow keys move between the radios. */
export function RadioGroup({
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
  columns = 1,
  disabled = false,
}: RadioGroupProps) {
  const invalid = hasContent(error);
  return (
    <FieldSet
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredMarker={requiredMarker}
      errorPrefix={errorPrefix}
      hideLabel={hideLabel}
      onBlur={onBlur}
    >
      <ChoiceGrid $columns={columns}>
        {options.map((option, index) => {
          const inputId = choiceId(id, index);
          const hintId = option.hint ? choiceHintId(id, index) : undefined;
          return (
            <ChoiceItem key={option.value}>
              <ChoiceInput
                type="radio"
                id={inputId}
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                disabled={disabled || option.disabled}
                aria-describedby={hintId}
                aria-invalid={invalid || undefined}
              />
              <ChoiceLabel htmlFor={inputId}>{option.label}</ChoiceLabel>
              {hintId ? <ChoiceHint id={hintId}>{option.hint}</ChoiceHint> : null}
            </ChoiceItem>
          );
        })}
      </ChoiceGrid>
    </FieldSet>
  );
}
