import {
  ConfigurationError,
  type DateInput,
  latestUsageStartMonth,
  USAGE_START_MIN_YEAR,
  USAGE_START_MONTHS_AHEAD_DEFAULT,
  type YearMonth,
} from '@brand/domain';
import { ignoreUnknownEvent } from './unknown-event';

/** The months of a year, January (1) to December (12). */
export const MONTHS_OF_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** A month-year picker: the chosen year and month and the bounds of what it offers. */
export interface MonthYearPickerState {
  readonly year: number | null;
  readonly month: number | null;
  /** The latest month offered: this month plus `monthsAhead` (fixed when the picker opened). */
  readonly latest: YearMonth;
  /** The earliest year offered. */
  readonly earliestYear: number;
}

/** The month-year picker's event types. */
export const MONTH_YEAR_PICKER_EVENT = {
  yearChosen: 'monthYearPicker/yearChosen',
  monthChosen: 'monthYearPicker/monthChosen',
} as const;

/** What can happen to a month-year picker; null clears the choice. */
export type MonthYearPickerEvent =
  | { readonly type: typeof MONTH_YEAR_PICKER_EVENT.yearChosen; readonly year: number | null }
  | { readonly type: typeof MONTH_YEAR_PICKER_EVENT.monthChosen; readonly month: number | null };

/** How a month-year picker starts (the input's meta and the stored value). */
export interface MonthYearPickerOptions {
  /** `meta.monthsAhead`: months past this one that may be chosen. @default 1 */
  readonly monthsAhead?: number;
  /** `meta.earliestYear`. @default 1939 (USAGE_START_MIN_YEAR: the one month-year question seen) */
  readonly earliestYear?: number;
  /** The stored value; a part outside what is offered is dropped. */
  readonly value?: { readonly year?: unknown; readonly month?: unknown } | null;
  /** The current time (tests pin it). @default new Date() */
  readonly now?: DateInput;
}

/** The years offered, newest first: the latest month's year back to the earliest year. */
export function selectYearOptions(state: MonthYearPickerState): number[] {
  const count = Math.max(0, state.latest.year - state.earliestYear + 1);
  return Array.from({ length: count }, (_, index) => state.latest.year - index);
}

/** The months offered for `year` (the chosen year by default): all twelve, but only up to the latest month in the latest year. */
export function selectMonthOptions(
  state: MonthYearPickerState,
  year: number | null = state.year,
): number[] {
  if (year === state.latest.year)
    return MONTHS_OF_YEAR.filter((month) => month <= state.latest.month);
  return [...MONTHS_OF_YEAR];
}

/** The answer `{ year, month }` once both are chosen, else null. */
export function selectYearMonth(state: MonthYearPickerState): YearMonth | null {
  return state.year !== null && state.month !== null
    ? { year: state.year, month: state.month }
    : null;
}

function isOfferedYear(state: MonthYearPickerState, year: unknown): year is number {
  return (
    typeof year === 'number' &&
    Number.isInteger(year) &&
    year >= state.earliestYear &&
    year <= state.latest.year
  );
}

function isOfferedMonth(
  state: MonthYearPickerState,
  year: number | null,
  month: unknown,
): month is number {
  return typeof month === 'number' && selectMonthOptions(state, year).includes(month);
}

function chooseYear(state: MonthYearPickerState, year: number | null): MonthYearPickerState {
  if (year !== null && !isOfferedYear(state, year)) return state;
  // Spec 002 §5: choosing the latest year clears a month beyond the latest month.
  const month =
    state.month !== null && isOfferedMonth(state, year, state.month) ? state.month : null;
  return { ...state, year, month };
}

/** A month-year picker bounded by this month plus `monthsAhead` and the earliest year. */
export function initialMonthYearPickerState(
  options: MonthYearPickerOptions = {},
): MonthYearPickerState {
  const monthsAhead = options.monthsAhead ?? USAGE_START_MONTHS_AHEAD_DEFAULT;
  const earliestYear = options.earliestYear ?? USAGE_START_MIN_YEAR;
  if (!Number.isSafeInteger(monthsAhead) || monthsAhead < 0) {
    throw new ConfigurationError(
      `Month-year monthsAhead must be a whole number, 0 or more: ${monthsAhead}`,
    );
  }
  if (!Number.isInteger(earliestYear)) {
    throw new ConfigurationError(`Month-year earliestYear must be a whole year: ${earliestYear}`);
  }
  const empty: MonthYearPickerState = {
    year: null,
    month: null,
    latest: latestUsageStartMonth(monthsAhead, options.now),
    earliestYear,
  };
  const stored = options.value;
  if (!stored || !isOfferedYear(empty, stored.year)) return empty;
  const month = isOfferedMonth(empty, stored.year, stored.month) ? stored.month : null;
  return { ...empty, year: stored.year, month };
}

/** The month-year picker's reducer: the next state after `event` (the same state when a choice is not offered). */
export function monthYearPickerReducer(
  state: MonthYearPickerState,
  event: MonthYearPickerEvent,
): MonthYearPickerState {
  switch (event.type) {
    case MONTH_YEAR_PICKER_EVENT.yearChosen:
      return chooseYear(state, event.year);
    case MONTH_YEAR_PICKER_EVENT.monthChosen:
      if (event.month !== null && !isOfferedMonth(state, state.year, event.month)) return state;
      return { ...state, month: event.month };
    default:
      return ignoreUnknownEvent(state, event);
  }
}
