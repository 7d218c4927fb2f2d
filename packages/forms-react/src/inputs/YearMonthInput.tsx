import {
  initialMonthYearPickerState,
  MONTH_YEAR_PICKER_EVENT,
  type MonthYearPickerEvent,
  type MonthYearPickerState,
  monthYearPickerReducer,
  selectMonthOptions,
  selectYearMonth,
  selectYearOptions,
} from '@brand/forms';
import { FieldSet, Select, space } from '@brand/ui';
import styled from '@emotion/styled';
import type { InputComponentProps, InputRegistryEntry } from '../input-props';
import { useFormMachine } from '../useFormMachine';
import { fieldProps, recordOf } from './shared';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space.md}px;
  & > * { flex: 0 1 12rem; }
`;

const asNumber = (key: string) => (key === '' ? null : Number(key));

/**
 * A month and year (when the car was first used): the latest month is this month plus
 * `meta.monthsAhead`; choosing the latest year clears a month past it. Stored as `{ year, month }`.
 */
export function YearMonthInput(props: InputComponentProps) {
  const { id, input, value, onChange, onBlur, disabled, context, t } = props;
  const [state, send] = useFormMachine<MonthYearPickerState, MonthYearPickerEvent>({
    reducer: monthYearPickerReducer,
    start: () =>
      initialMonthYearPickerState({
        monthsAhead: input.meta?.monthsAhead,
        earliestYear: input.meta?.earliestYear,
        value: recordOf(value),
        now: context.now,
      }),
    value,
    select: (current) => selectYearMonth(current) ?? undefined,
    onChange,
  });
  const field = fieldProps(props);
  const placeholder = t('forms.select.placeholder');
  return (
    <FieldSet
      id={`${id}-group`}
      label={field.label}
      hint={field.hint}
      error={field.error}
      required={field.required}
      requiredMarker={field.requiredMarker}
      errorPrefix={field.errorPrefix}
      onBlur={onBlur}
    >
      <Row>
        <Select
          id={id}
          name={`${input.name}.month`}
          label={t('forms.date.month')}
          value={state.month === null ? '' : String(state.month)}
          onChange={(key) =>
            send({ type: MONTH_YEAR_PICKER_EVENT.monthChosen, month: asNumber(key) })
          }
          options={selectMonthOptions(state).map((month) => ({
            value: String(month),
            label: t(`forms.month.${month}`),
          }))}
          placeholder={placeholder}
          disabled={disabled}
        />
        <Select
          id={`${id}-year`}
          name={`${input.name}.year`}
          label={t('forms.date.year')}
          value={state.year === null ? '' : String(state.year)}
          onChange={(key) =>
            send({ type: MONTH_YEAR_PICKER_EVENT.yearChosen, year: asNumber(key) })
          }
          options={selectYearOptions(state).map((year) => ({
            value: String(year),
            label: String(year),
          }))}
          placeholder={placeholder}
          disabled={disabled}
        />
      </Row>
    </FieldSet>
  );
}

/** Registry entry of the month-year input. */
export const yearMonthInput: InputRegistryEntry<'yearMonth'> = {
  type: 'yearMonth',
  component: YearMonthInput,
};
