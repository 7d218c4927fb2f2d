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

/** Props of CheckboxGroup. */
export interface CheckboxGroupProps extends FieldBaseProps {
  /** The form field's name, shared by the checkboxes. */
  name: string;
  /** The ticked options' values. */
  value: readonly string[];
  /** Runs with the ticked values, in the options' order. */
  onChange: (value: string[]) => void;
  /** Runs when focus leaves the group (not when it moves between its checkboxes). */
  onBlur?: FieldBlurHandler;
  /** The choices, in order. */
  options: readonly ChoiceOption[];
  /** Columns on screens from the small breakpoint up; always one on mobile. @default 1 */
  columns?: ChoiceColumns;
  /** No checkbox can be used. @default false */
  disabled?: boolean;
}

/** A fieldset of checkboxes with the question as its legend; Space ticks the focused one. */
export function CheckboxGroup({
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
}: CheckboxGroupProps) {
  const invalid = hasContent(error);
  const toggle = (toggled: string, checked: boolean) => {
    const ticked = new Set(value);
    if (checked) ticked.add(toggled);
    else ticked.delete(toggled);
    onChange(options.map((o) => o.value).filter((v) => ticked.has(v)));
  };
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
                type="checkbox"
                id={inputId}
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
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
