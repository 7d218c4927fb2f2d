import type { DateOfBirthParts } from '@brand/domain';
import {
  DATE_OF_BIRTH_ENTRY_EVENT,
  type DateOfBirthEntryEvent,
  type DateOfBirthEntryState,
  dateOfBirthEntryReducer,
  initialDateOfBirthEntryState,
  selectDateOfBirth,
  selectDateOfBirthParts,
  selectFocusedPart,
} from '@brand/forms';
import { controlMaxWidth, controlStyles, FieldSet, space } from '@brand/ui';
import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import type { InputComponentProps } from '../input-props';
import { useFormMachine } from '../useFormMachine';
import { fieldProps } from './shared';

const PARTS = ['day', 'month', 'year'] as const satisfies readonly (keyof DateOfBirthParts)[];
type Part = (typeof PARTS)[number];

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md}px;
`;

const PartBox = styled.div`
  display: flex;
  flex-direction: column;
`;

const PartInput = styled.input<{ $invalid: boolean; $year: boolean }>(
  ({ theme, $invalid, $year }) => `
  ${controlStyles(theme, $invalid)}
  width: ${controlMaxWidth($year ? 4 : 2)};
`,
);

/** The id of one part's input: the day takes the input's id, so "show me" lands on it. */
function partId(id: string, part: Part): string {
  return part === 'day' ? id : `${id}-${part}`;
}

/**
 * A date typed as day, month and year (a licence or claim date): digits only, focus moving on after
 * a two-digit day and month, stored as 'yyyy-MM-dd' once the three make a real date. Unlike the
 * date of birth it offers no birthday autofill.
 */
export function DatePartsInput(props: InputComponentProps) {
  const { id, name, value, onChange, onBlur, disabled, t } = props;
  const [state, send] = useFormMachine<DateOfBirthEntryState, DateOfBirthEntryEvent>({
    reducer: dateOfBirthEntryReducer,
    start: () => initialDateOfBirthEntryState(value),
    value,
    select: (current) => selectDateOfBirth(current) ?? undefined,
    onChange,
  });
  const inputs = useRef<Partial<Record<Part, HTMLInputElement | null>>>({});
  const focus = selectFocusedPart(state);
  useEffect(() => {
    if (focus && inputs.current[focus] !== document.activeElement) inputs.current[focus]?.focus();
  }, [focus]);
  const parts = selectDateOfBirthParts(state);
  const field = fieldProps(props);
  const invalid = Boolean(field.error);
  return (
    <FieldSet
      id={id}
      label={field.label}
      hint={field.hint}
      error={field.error}
      required={field.required}
      requiredMarker={field.requiredMarker}
      errorPrefix={field.errorPrefix}
      onBlur={() => {
        send({ type: DATE_OF_BIRTH_ENTRY_EVENT.focused, part: null });
        onBlur();
      }}
    >
      <Row>
        {PARTS.map((part) => (
          <PartBox key={part}>
            <label htmlFor={partId(id, part)}>{t(`forms.date.${part}`)}</label>
            <PartInput
              ref={(element) => {
                inputs.current[part] = element;
              }}
              id={partId(id, part)}
              name={`${name}-${part}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              value={parts[part]}
              onChange={(event) =>
                send({ type: DATE_OF_BIRTH_ENTRY_EVENT.typed, part, text: event.target.value })
              }
              onFocus={() => send({ type: DATE_OF_BIRTH_ENTRY_EVENT.focused, part })}
              disabled={disabled}
              aria-required={field.required || undefined}
              aria-invalid={invalid || undefined}
              $invalid={invalid}
              $year={part === 'year'}
            />
          </PartBox>
        ))}
      </Row>
    </FieldSet>
  );
}
