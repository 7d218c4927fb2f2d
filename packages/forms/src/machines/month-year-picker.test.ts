import { ConfigurationError, USAGE_START_MIN_YEAR } from '@brand/domain';
import {
  initialMonthYearPickerState,
  MONTH_YEAR_PICKER_EVENT,
  type MonthYearPickerEvent,
  type MonthYearPickerState,
  monthYearPickerReducer,
  selectMonthOptions,
  selectYearMonth,
  selectYearOptions,
} from './month-year-picker';

// 15 October 2026 in London: with one month ahead the latest month is November 2026.
const NOW = '2026-10-15T12:00:00Z';
const yearChosen = (year: number | null) =>
  ({ type: MONTH_YEAR_PICKER_EVENT.yearChosen, year }) as const;
const monthChosen = (month: number | null) =>
  ({ type: MONTH_YEAR_PICKER_EVENT.monthChosen, month }) as const;

function run(state: MonthYearPickerState, ...events: MonthYearPickerEvent[]) {
  return events.reduce(monthYearPickerReducer, state);
}

const picker = (options = {}) => initialMonthYearPickerState({ now: NOW, ...options });

describe('month-year picker: bounds', () => {
  it('offers up to the current month plus one by default', () => {
    expect(picker().latest).toEqual({ year: 2026, month: 11 });
  });

  it('offers up to the current month plus monthsAhead, across a year end', () => {
    expect(picker({ monthsAhead: 3 }).latest).toEqual({ year: 2027, month: 1 });
    expect(picker({ monthsAhead: 0 }).latest).toEqual({ year: 2026, month: 10 });
  });

  it('offers years newest first, from the latest year back to the earliest year (1939 by default)', () => {
    const years = selectYearOptions(picker());
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(USAGE_START_MIN_YEAR);
  });

  it('takes a configured earliest year', () => {
    expect(selectYearOptions(picker({ earliestYear: 2024 }))).toEqual([2026, 2025, 2024]);
  });

  it('offers no years when the earliest year is still to come', () => {
    expect(selectYearOptions(picker({ earliestYear: 2030 }))).toEqual([]);
  });

  it.each([-1, 1.5, Number.NaN])(
    'refuses monthsAhead %p as a configuration error',
    (monthsAhead) => {
      expect(() => picker({ monthsAhead })).toThrow(ConfigurationError);
    },
  );

  it('refuses a fractional earliest year as a configuration error', () => {
    expect(() => picker({ earliestYear: 2000.5 })).toThrow(ConfigurationError);
  });
});

describe('month-year picker: month options', () => {
  it('offers every month for an earlier year', () => {
    expect(selectMonthOptions(run(picker(), yearChosen(2025)))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it('offers months up to the latest month for the latest year (inside: 11, outside: 12)', () => {
    const options = selectMonthOptions(run(picker(), yearChosen(2026)));
    expect(options.at(-1)).toBe(11);
    expect(options).not.toContain(12);
  });

  it('offers every month before a year is chosen', () => {
    expect(selectMonthOptions(picker())).toHaveLength(12);
  });

  it('gives month options for any year asked about', () => {
    expect(selectMonthOptions(picker(), 2026)).toHaveLength(11);
  });
});

describe('month-year picker: choosing', () => {
  it('produces the year-month once both are chosen', () => {
    const state = run(picker(), yearChosen(2020), monthChosen(4));
    expect(selectYearMonth(state)).toEqual({ year: 2020, month: 4 });
  });

  it('produces nothing until both are chosen', () => {
    expect(selectYearMonth(run(picker(), yearChosen(2020)))).toBeNull();
    expect(selectYearMonth(run(picker(), monthChosen(4)))).toBeNull();
  });

  it('clears a month beyond the latest when the latest year is chosen', () => {
    const state = run(picker(), yearChosen(2025), monthChosen(12), yearChosen(2026));
    expect(state).toMatchObject({ year: 2026, month: null });
  });

  it('keeps the latest month itself when the latest year is chosen', () => {
    const state = run(picker(), yearChosen(2025), monthChosen(11), yearChosen(2026));
    expect(state).toMatchObject({ year: 2026, month: 11 });
  });

  it('keeps the month when an earlier year is chosen', () => {
    const state = run(picker(), yearChosen(2026), monthChosen(3), yearChosen(2001));
    expect(state).toMatchObject({ year: 2001, month: 3 });
  });

  it('refuses a month beyond the latest in the latest year', () => {
    const start = run(picker(), yearChosen(2026));
    expect(run(start, monthChosen(12))).toBe(start);
  });

  it.each([0, 13, 2.5])('refuses month %p', (month) => {
    const start = picker();
    expect(run(start, monthChosen(month))).toBe(start);
  });

  it.each([1938, 2027])('refuses year %p outside the offered years', (year) => {
    const start = picker();
    expect(run(start, yearChosen(year))).toBe(start);
  });

  it('clears the year or the month when null is chosen', () => {
    const chosen = run(picker(), yearChosen(2020), monthChosen(4));
    expect(run(chosen, yearChosen(null))).toMatchObject({ year: null, month: 4 });
    expect(run(chosen, monthChosen(null))).toMatchObject({ year: 2020, month: null });
  });

  it('ignores an event it does not know', () => {
    const start = picker();
    const unknown = { type: 'monthYearPicker/unknown' } as unknown as MonthYearPickerEvent;
    expect(monthYearPickerReducer(start, unknown)).toBe(start);
  });
});

describe('month-year picker: stored value', () => {
  it('starts from a stored year-month', () => {
    expect(selectYearMonth(picker({ value: { year: 2019, month: 7 } }))).toEqual({
      year: 2019,
      month: 7,
    });
  });

  it('drops a stored month beyond the latest month of the latest year', () => {
    expect(picker({ value: { year: 2026, month: 12 } })).toMatchObject({ year: 2026, month: null });
  });

  it.each([{ year: 1900, month: 1 }, { year: '2020', month: 1 }, null])(
    'starts empty from %p',
    (value) => {
      expect(picker({ value })).toMatchObject({ year: null, month: null });
    },
  );
});
