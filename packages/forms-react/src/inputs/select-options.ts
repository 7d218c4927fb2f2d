import { ordinal, paymentDayOptions, vehicleYearChoices } from '@brand/domain';
import { useEffect, useState } from 'react';
import type { InputComponentProps } from '../input-props';
import { optionKey, shownOptions } from './shared';

/** One choice of a select: the stored value (any type) and its translated label. */
export interface SelectChoice {
  value: unknown;
  label: string;
}

/** The choices of a select: its options, or the platform's list named by `meta.selectValues`. */
export function useSelectChoices(props: InputComponentProps): SelectChoice[] {
  const { input, dataSources, context, t } = props;
  const source = input.meta?.selectValues;
  const table = input.meta?.lookupTable;
  const [lookupChoices, setLookupChoices] = useState<SelectChoice[]>([]);
  useEffect(() => {
    if (source !== 'lookup' || !table || !dataSources.listLookup) return;
    let current = true;
    dataSources.listLookup(table).then(
      (items) => {
        if (current)
          setLookupChoices(items.map((item) => ({ value: item.code, label: item.name })));
      },
      () => {
        if (current) setLookupChoices([]);
      },
    );
    return () => {
      current = false;
    };
  }, [source, table, dataSources]);

  if (source === 'vehicleYears') {
    return vehicleYearChoices(input.meta?.earliestYear, context.now).map((year) => ({
      value: year,
      label: String(year),
    }));
  }
  if (source === 'paymentDays') {
    return paymentDayOptions().map((day) => ({ value: day, label: ordinal(day) }));
  }
  if (source === 'lookup') return lookupChoices;
  return shownOptions(props).map((option) => ({ value: option.value, label: t(option.label) }));
}

/** The choices as the @brand/ui selects take them (string values). */
export function selectOptionViews(choices: readonly SelectChoice[]) {
  return choices.map((choice) => ({ value: optionKey(choice.value), label: choice.label }));
}

/** The stored value a select's string key stands for. */
export function choiceValueOf(choices: readonly SelectChoice[], key: string | null): unknown {
  if (key === null || key === '') return undefined;
  return choices.find((choice) => optionKey(choice.value) === key)?.value ?? key;
}
