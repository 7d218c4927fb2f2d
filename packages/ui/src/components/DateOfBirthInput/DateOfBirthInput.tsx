import {
  DATE_OF_BIRTH_PARTS,
  type DateOfBirthPart,
  type DateOfBirthParts,
  dateOfBirthFromParts,
  dateOfBirthToParts,
  enterDateOfBirthPart,
  nextDateOfBirthPart,
  PART_MAX_DIGITS,
  withDateOfBirthPart,
} from '@brand/domain';
import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import {
  controlMaxWidth,
  controlStyles,
  type FieldBaseProps,
  type FieldBlurHandler,
  FieldSet,
  hasContent,
} from '../Field';

/** Props of DateOfBirthInput. */
export interface DateOfBirthInputProps extends FieldBaseProps {
  /** The form field's name; the inputs are named `<name>-day`, `<name>-month` and `<name>-year`. */
  name: string;
  /** The date as 'yyyy-MM-dd', or '' when no whole date is entered. */
  value: string;
  /** Runs with 'yyyy-MM-dd' once day, month and a four-digit year make a real date, and with '' when they stop doing so. */
  onChange: (value: string) => void;
  /** Runs with the three parts as typed on every keystroke (for messages about an incomplete date). */
  onPartsChange?: (parts: DateOfBirthParts) => void;
  /** Runs when focus leaves the three inputs (not when it moves between them). */
  onBlur?: FieldBlurHandler;
  /** Label of the day input. @default 'Day' */
  dayLabel?: string;
  /** Label of the month input. @default 'Month' */
  monthLabel?: string;
  /** Label of the year input. @default 'Year' */
  yearLabel?: string;
  /** The inputs cannot be used. @default false */
  disabled?: boolean;
  /** The date is shown but cannot be changed (a read-only field). @default false */
  readOnly?: boolean;
  /**
   * Whether the browser may fill the parts from the user's own birthday: 'off' for a date that
   * is not the user's birthday (a day to filter by), so autofill never offers it.
   * @default 'bday'
   */
  autoComplete?: 'bday' | 'off';
}

const Row = styled.div(
  ({ theme }) => `
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md}px;
`,
);

const Part = styled.div`
  display: flex;
  flex-direction: column;
`;

const PartLabel = styled.label(
  ({ theme }) => `
  margin-bottom: ${theme.space.xxs}px;
  color: ${theme.colors.text};
`,
);

const PartInput = styled.input<{ $invalid: boolean; $digits: number }>(
  ({ theme, $invalid, $digits }) => `
  ${controlStyles(theme, $invalid)}
  width: ${controlMaxWidth($digits === 4 ? 4 : 2)};
`,
);

const AUTOCOMPLETE = {
  day: 'bday-day',
  month: 'bday-month',
  year: 'bday-year',
} as const satisfies Record<DateOfBirthPart, string>;

/** The id of one part's input: the day takes the field's id, so error summaries land on it. */
function partId(id: string, part: DateOfBirthPart): string {
  return part === 'day' ? id : `${id}-${part}`;
}

/** Day, month and year inputs for a date of birth: digits only, focus moves on after two-digit days and months. */
export function DateOfBirthInput({
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
  onPartsChange,
  onBlur,
  dayLabel = 'Day',
  monthLabel = 'Month',
  yearLabel = 'Year',
  disabled = false,
  readOnly = false,
  autoComplete = 'bday',
}: DateOfBirthInputProps) {
  const invalid = hasContent(error);
  const [parts, setParts] = useState<DateOfBirthParts>(() => dateOfBirthToParts(value));
  const [shownValue, setShownValue] = useState(value);
  // A value set from outside (a reset, a loaded record) replaces what was typed; our own echo does not.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== (dateOfBirthFromParts(parts) ?? '')) setParts(dateOfBirthToParts(value));
  }
  const inputs = useRef<Partial<Record<DateOfBirthPart, HTMLInputElement | null>>>({});
  const labels = { day: dayLabel, month: monthLabel, year: yearLabel } as const;

  const enter = (part: DateOfBirthPart, typed: string) => {
    const previous = parts[part];
    const text = enterDateOfBirthPart(part, typed, previous);
    const next = withDateOfBirthPart(parts, part, text);
    setParts(next);
    onPartsChange?.(next);
    const date = dateOfBirthFromParts(next) ?? '';
    if (date !== value) onChange(date);
    const moveTo = nextDateOfBirthPart(part, previous, text);
    if (moveTo) inputs.current[moveTo]?.focus();
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
      <Row>
        {DATE_OF_BIRTH_PARTS.map((part) => (
          <Part key={part}>
            <PartLabel htmlFor={partId(id, part)}>{labels[part]}</PartLabel>
            <PartInput
              ref={(element) => {
                inputs.current[part] = element;
              }}
              id={partId(id, part)}
              name={`${name}-${part}`}
              type="text"
              inputMode="numeric"
              autoComplete={autoComplete === 'off' ? 'off' : AUTOCOMPLETE[part]}
              spellCheck={false}
              value={parts[part]}
              onChange={(event) => enter(part, event.target.value)}
              disabled={disabled}
              readOnly={readOnly}
              aria-required={required || undefined}
              aria-invalid={invalid || undefined}
              $invalid={invalid}
              $digits={PART_MAX_DIGITS[part]}
            />
          </Part>
        ))}
      </Row>
    </FieldSet>
  );
}
