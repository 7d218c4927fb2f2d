import { type DateOfBirthParts, dateOfBirthFromParts, toLondon } from '@brand/domain';
import type { InputDefinition } from '@brand/forms';
import { DateOfBirthInput } from '@brand/ui';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { DatePartsInput } from './DatePartsInput';
import { DatePickerInput } from './DatePickerInput';
import { fieldProps, textOf } from './shared';

const DATE_OF_BIRTH_NAME = /dateOfBirth$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a 'yyyy-MM-dd' that is a real calendar day. */
function isRealDay(text: string): boolean {
  return ISO_DAY.test(text) && toLondon(text) !== null;
}

/**
 * A fully typed but impossible date (31/02/1985) as the text it spells ('1985-02-31'), so the
 * engine says "This value doesn't look correct." instead of asking for an answer already given.
 */
function impossibleDay(parts: DateOfBirthParts): string | undefined {
  if (parts.day === '' || parts.month === '' || parts.year.length !== 4) return undefined;
  return `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

/** True for a date of birth: the name ends in dateOfBirth, or `meta.formatParams.dateOfBirth` is set. */
export function isDateOfBirthInput(input: InputDefinition): boolean {
  return DATE_OF_BIRTH_NAME.test(input.name) || input.meta?.formatParams?.dateOfBirth === true;
}

/**
 * A date, stored as 'yyyy-MM-dd': a date of birth as the day/month/year triple with birthday
 * autofill; a date with `meta.daysInFuture` as a choice of the 30 offered days; any other as a
 * typed day/month/year.
 */
export function DateInput(props: InputComponentProps) {
  const { input, value, onChange, onBlur, disabled, t } = props;
  if (isDateOfBirthInput(input)) {
    const text = textOf(value);
    return (
      <DateOfBirthInput
        {...fieldProps(props)}
        // The control shows only real days; an impossible one stays as the parts the user typed.
        value={isRealDay(text) ? text : ''}
        // Real days arrive through onChange; unfinished or impossible ones through the parts.
        onPartsChange={(parts) => {
          if (!dateOfBirthFromParts(parts)) onChange(impossibleDay(parts));
        }}
        onChange={(date) => {
          if (date !== '') onChange(date);
        }}
        onBlur={onBlur}
        dayLabel={t('forms.date.day')}
        monthLabel={t('forms.date.month')}
        yearLabel={t('forms.date.year')}
        disabled={disabled}
      />
    );
  }
  if (input.meta?.daysInFuture !== undefined) return <DatePickerInput {...props} />;
  return <DatePartsInput {...props} />;
}

/** Registry entry of the date input. */
export const dateInput: InputRegistryEntry<'date'> = { type: 'date', component: DateInput };
