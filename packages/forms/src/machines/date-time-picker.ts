import { ConfigurationError, type DateInput, londonToday } from '@brand/domain';
import { DateTime } from 'luxon';
import { MONTHS_OF_YEAR } from './month-year-picker';
import { ignoreUnknownEvent } from './unknown-event';

/** Day options: always 31, whatever the month; a day the month lacks makes the answer incomplete. */
export const DATE_TIME_DAY_COUNT = 31;
/** Hours of the day offered, 0 to 23. */
export const HOURS_PER_DAY = 24;
/** Minutes of the hour offered, 0 to 59. */
export const MINUTES_PER_HOUR = 60;

/** The parts of a date-time answer (spec 002 §3). */
export const DATE_TIME_PARTS = ['year', 'month', 'day', 'hour', 'minute'] as const;
/** One part of a date-time answer. */
export type DateTimePart = (typeof DATE_TIME_PARTS)[number];
/** The chosen parts; null until chosen. */
export type DateTimeParts = { readonly [part in DateTimePart]: number | null };

/** A date-time picker: the chosen parts, the years offered and whether the time is asked. */
export interface DateTimePickerState {
  readonly parts: DateTimeParts;
  /** Years offered, earliest first. */
  readonly years: readonly number[];
  /** False when the time part is hidden: only the date is asked, and the answer is at midnight. */
  readonly showTime: boolean;
}

/** The date-time picker's event types. */
export const DATE_TIME_PICKER_EVENT = {
  partChosen: 'dateTimePicker/partChosen',
  loaded: 'dateTimePicker/loaded',
} as const;

/** What can happen to a date-time picker; a null value clears the part. */
export type DateTimePickerEvent =
  | {
      readonly type: typeof DATE_TIME_PICKER_EVENT.partChosen;
      readonly part: DateTimePart;
      readonly value: number | null;
    }
  /** A stored ISO local date-time arrived; unreadable clears every part. */
  | { readonly type: typeof DATE_TIME_PICKER_EVENT.loaded; readonly iso: unknown };

/** How a date-time picker starts. */
export interface DateTimePickerOptions {
  /** First year offered. @default the current year */
  readonly earliestYear?: number;
  /** The years run to this year plus one. @default the current year */
  readonly latestYear?: number;
  /** Ask the hour and minute. @default true */
  readonly showTime?: boolean;
  /** The stored ISO local date-time. */
  readonly value?: unknown;
  /** The current time (tests pin it). @default new Date() */
  readonly now?: DateInput;
}

const EMPTY_PARTS: DateTimeParts = { year: null, month: null, day: null, hour: null, minute: null };

function range(from: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => from + index);
}

/** The options each part offers. */
export function selectDateTimeOptions(
  state: DateTimePickerState,
): Record<DateTimePart, readonly number[]> {
  return {
    year: state.years,
    month: MONTHS_OF_YEAR,
    day: range(1, DATE_TIME_DAY_COUNT),
    hour: state.showTime ? range(0, HOURS_PER_DAY) : [],
    minute: state.showTime ? range(0, MINUTES_PER_HOUR) : [],
  };
}

function isOffered(state: DateTimePickerState, part: DateTimePart, value: number): boolean {
  return selectDateTimeOptions(state)[part].includes(value);
}

/** The chosen parts. */
export function selectDateTimeParts(state: DateTimePickerState): DateTimeParts {
  return state.parts;
}

/**
 * The answer as an ISO local date-time ('yyyy-MM-ddTHH:mm:ss', no zone), or null until every asked
 * part is chosen and they form a real date (31 April gives null). With the time hidden it is midnight.
 */
export function selectIsoDateTime(state: DateTimePickerState): string | null {
  const { year, month, day } = state.parts;
  const hour = state.showTime ? state.parts.hour : 0;
  const minute = state.showTime ? state.parts.minute : 0;
  if (year === null || month === null || day === null || hour === null || minute === null)
    return null;
  // A calendar check with no zone: a local date-time has no daylight-saving gap to fall into.
  const value = DateTime.fromObject({ year, month, day, hour, minute }, { zone: 'utc' });
  return value.isValid ? value.toFormat("yyyy-MM-dd'T'HH:mm:ss") : null;
}

function partsFromIso(state: DateTimePickerState, iso: unknown): DateTimeParts {
  if (typeof iso !== 'string') return EMPTY_PARTS;
  const value = DateTime.fromISO(iso.trim(), { setZone: true });
  if (!value.isValid) return EMPTY_PARTS;
  const read: DateTimeParts = {
    year: value.year,
    month: value.month,
    day: value.day,
    hour: state.showTime ? value.hour : null,
    minute: state.showTime ? value.minute : null,
  };
  // A stored year no longer offered cannot be shown in the year list: the year is left to choose.
  return isOffered(state, 'year', value.year) ? read : { ...read, year: null };
}

/** A date-time picker offering the years from the earliest to the latest plus one. */
export function initialDateTimePickerState(
  options: DateTimePickerOptions = {},
): DateTimePickerState {
  const currentYear = londonToday(options.now).year;
  const earliestYear = options.earliestYear ?? currentYear;
  const latestYear = options.latestYear ?? currentYear;
  if (!Number.isInteger(earliestYear) || !Number.isInteger(latestYear)) {
    throw new ConfigurationError(
      `Date-time years must be whole years: ${earliestYear} to ${latestYear}`,
    );
  }
  const years = range(earliestYear, Math.max(0, latestYear + 1 - earliestYear + 1));
  const state: DateTimePickerState = {
    parts: EMPTY_PARTS,
    years,
    showTime: options.showTime ?? true,
  };
  return { ...state, parts: partsFromIso(state, options.value) };
}

/** The date-time picker's reducer: the next state after `event` (the same state when a value is not offered). */
export function dateTimePickerReducer(
  state: DateTimePickerState,
  event: DateTimePickerEvent,
): DateTimePickerState {
  switch (event.type) {
    case DATE_TIME_PICKER_EVENT.partChosen:
      if (event.value !== null && !isOffered(state, event.part, event.value)) return state;
      return { ...state, parts: { ...state.parts, [event.part]: event.value } };
    case DATE_TIME_PICKER_EVENT.loaded:
      return { ...state, parts: partsFromIso(state, event.iso) };
    default:
      return ignoreUnknownEvent(state, event);
  }
}
