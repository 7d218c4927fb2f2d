import { type DateInput, datePickerChoices } from '@brand/domain';

/** A date picker: the days it offers and the chosen one. */
export interface DatePickerState {
  /** The offered London days as 'yyyy-MM-dd' (DATE_PICKER_DAYS or daysOffered), fixed when the picker opened. */
  readonly choices: readonly string[];
  /** The chosen day, or null. */
  readonly value: string | null;
}

/** The date picker's event types. */
export const DATE_PICKER_EVENT = {
  chosen: 'datePicker/chosen',
} as const;

/** What can happen to a date picker; null clears the choice. */
export type DatePickerEvent = {
  readonly type: typeof DATE_PICKER_EVENT.chosen;
  readonly date: string | null;
};

/** How a date picker starts. */
export interface DatePickerOptions {
  /** `meta.daysInFuture`: the first day offered is today plus this many days. @default 0 */
  readonly daysInFuture?: number;
  /** `meta.daysOffered`: how many days are offered. @default DATE_PICKER_DAYS (30) */
  readonly daysOffered?: number;
  /** The stored day; dropped when it is no longer offered (the list cannot show it). */
  readonly value?: unknown;
  /** The current time (tests pin it). @default new Date() */
  readonly now?: DateInput;
}

function isOffered(state: DatePickerState, date: unknown): date is string {
  return typeof date === 'string' && state.choices.includes(date);
}

/** A date picker offering 30 days (or `daysOffered`) from today plus `daysInFuture` (spec 002 §5). */
export function initialDatePickerState(options: DatePickerOptions = {}): DatePickerState {
  const state: DatePickerState = {
    choices: datePickerChoices(options.daysInFuture, options.now, options.daysOffered),
    value: null,
  };
  return isOffered(state, options.value) ? { ...state, value: options.value } : state;
}

/** The offered days. */
export function selectDatePickerChoices(state: DatePickerState): readonly string[] {
  return state.choices;
}

/** The chosen day as 'yyyy-MM-dd', or null. */
export function selectDatePickerValue(state: DatePickerState): string | null {
  return state.value;
}

/** The date picker's reducer: a day is chosen only when offered. */
export function datePickerReducer(state: DatePickerState, event: DatePickerEvent): DatePickerState {
  // One event type so far: a switch could not narrow the rest to never, so unknown types are refused here.
  if (event.type !== DATE_PICKER_EVENT.chosen) return state;
  if (event.date !== null && !isOffered(state, event.date)) return state;
  return state.value === event.date ? state : { ...state, value: event.date };
}
