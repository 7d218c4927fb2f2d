import {
  DATE_PICKER_EVENT,
  type DatePickerEvent,
  type DatePickerState,
  datePickerReducer,
  initialDatePickerState,
  selectDatePickerChoices,
  selectDatePickerValue,
} from '@brand/forms';
import { Select } from '@brand/ui';
import { DateTime } from 'luxon';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { useFormMachine } from '../useFormMachine';
import { fieldProps } from './shared';

/** How an offered day reads: 'Monday 3 March 2025'. */
export function datePickerLabel(isoDate: string): string {
  return DateTime.fromISO(isoDate, { locale: 'en-GB' }).toFormat('cccc d LLLL yyyy');
}

/**
 * A choice of the 30 days (or `meta.daysOffered`) starting today plus `meta.daysInFuture` (London
 * days), stored as 'yyyy-MM-dd'.
 */
export function DatePickerInput(props: InputComponentProps) {
  const { input, value, onChange, onBlur, disabled, context, t } = props;
  const [state, send] = useFormMachine<DatePickerState, DatePickerEvent>({
    reducer: datePickerReducer,
    start: () =>
      initialDatePickerState({
        daysInFuture: input.meta?.daysInFuture,
        daysOffered: input.meta?.daysOffered,
        value,
        now: context.now,
      }),
    value,
    select: (current) => selectDatePickerValue(current) ?? undefined,
    onChange,
  });
  return (
    <Select
      {...fieldProps(props)}
      value={selectDatePickerValue(state) ?? ''}
      onChange={(day) => send({ type: DATE_PICKER_EVENT.chosen, date: day === '' ? null : day })}
      onBlur={onBlur}
      options={selectDatePickerChoices(state).map((day) => ({
        value: day,
        label: datePickerLabel(day),
      }))}
      placeholder={t('forms.select.placeholder')}
      disabled={disabled}
    />
  );
}

/** Registry entry of the date picker. */
export const datePickerInput: InputRegistryEntry<'datePicker'> = {
  type: 'datePicker',
  component: DatePickerInput,
};
