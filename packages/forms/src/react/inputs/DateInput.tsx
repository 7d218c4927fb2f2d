import { DateOfBirthInput } from '@brand/ui';
import type { InputDefinition } from '../../definition';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { DatePartsInput } from './DatePartsInput';
import { DatePickerInput } from './DatePickerInput';
import { fieldProps, textOf } from './shared';

const DATE_OF_BIRTH_NAME = /dateOfBirth$/;

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
    return (
      <DateOfBirthInput
        {...fieldProps(props)}
        value={textOf(value)}
        onChange={(date) => onChange(date === '' ? undefined : date)}
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
