import { ConfigurationError } from '@brand/domain';
import {
  DATE_TIME_DAY_COUNT,
  DATE_TIME_PICKER_EVENT,
  type DateTimePart,
  type DateTimePickerEvent,
  type DateTimePickerState,
  dateTimePickerReducer,
  initialDateTimePickerState,
  selectDateTimeOptions,
  selectDateTimeParts,
  selectIsoDateTime,
} from './date-time-picker';

const NOW = '2026-06-10T09:00:00Z';
const chosen = (part: DateTimePart, value: number | null) =>
  ({ type: DATE_TIME_PICKER_EVENT.partChosen, part, value }) as const;
const loaded = (iso: unknown) => ({ type: DATE_TIME_PICKER_EVENT.loaded, iso }) as const;

function run(state: DateTimePickerState, ...events: DateTimePickerEvent[]) {
  return events.reduce(dateTimePickerReducer, state);
}

const picker = (options = {}) => initialDateTimePickerState({ now: NOW, ...options });
const complete = (state: DateTimePickerState) =>
  run(
    state,
    chosen('year', 2026),
    chosen('month', 7),
    chosen('day', 4),
    chosen('hour', 9),
    chosen('minute', 5),
  );

describe('date-time picker: options', () => {
  it('offers the current year and the next by default (latest plus one)', () => {
    expect(selectDateTimeOptions(picker()).year).toEqual([2026, 2027]);
  });

  it('offers years from the earliest to the latest plus one', () => {
    expect(selectDateTimeOptions(picker({ earliestYear: 2023, latestYear: 2025 })).year).toEqual([
      2023, 2024, 2025, 2026,
    ]);
  });

  it('offers no years when the earliest is after the latest plus one', () => {
    expect(selectDateTimeOptions(picker({ earliestYear: 2030, latestYear: 2026 })).year).toEqual(
      [],
    );
  });

  it('offers 31 days whatever the month', () => {
    const days = selectDateTimeOptions(run(picker(), chosen('month', 2))).day;
    expect(days).toHaveLength(DATE_TIME_DAY_COUNT);
    expect(days[0]).toBe(1);
    expect(days.at(-1)).toBe(31);
  });

  it('offers hours 0 to 23 and minutes 0 to 59', () => {
    const { hour, minute } = selectDateTimeOptions(picker());
    expect([hour[0], hour.at(-1), hour.length]).toEqual([0, 23, 24]);
    expect([minute[0], minute.at(-1), minute.length]).toEqual([0, 59, 60]);
  });

  it('offers no hours or minutes when the time part is hidden', () => {
    const { hour, minute } = selectDateTimeOptions(picker({ showTime: false }));
    expect(hour).toEqual([]);
    expect(minute).toEqual([]);
  });

  it('refuses fractional years as a configuration error', () => {
    expect(() => picker({ earliestYear: 2020.5 })).toThrow(ConfigurationError);
  });
});

describe('date-time picker: the date-time produced', () => {
  it('produces an ISO local date-time once every part is chosen', () => {
    expect(selectIsoDateTime(complete(picker()))).toBe('2026-07-04T09:05:00');
  });

  it('produces nothing while a part is missing', () => {
    expect(selectIsoDateTime(run(complete(picker()), chosen('minute', null)))).toBeNull();
    expect(selectIsoDateTime(run(complete(picker()), chosen('day', null)))).toBeNull();
  });

  it('produces nothing for a day the month lacks (31 June), but does for 30 June', () => {
    const june = run(complete(picker()), chosen('month', 6));
    expect(selectIsoDateTime(run(june, chosen('day', 31)))).toBeNull();
    expect(selectIsoDateTime(run(june, chosen('day', 30)))).toBe('2026-06-30T09:05:00');
  });

  it('produces 29 February only in a leap year', () => {
    const feb29 = run(
      picker({ earliestYear: 2027, latestYear: 2027 }),
      chosen('month', 2),
      chosen('day', 29),
      chosen('hour', 0),
      chosen('minute', 0),
    );
    expect(selectIsoDateTime(run(feb29, chosen('year', 2027)))).toBeNull();
    expect(selectIsoDateTime(run(feb29, chosen('year', 2028)))).toBe('2028-02-29T00:00:00');
  });

  it('produces midnight of the chosen day when the time part is hidden', () => {
    const state = run(
      picker({ showTime: false }),
      chosen('year', 2026),
      chosen('month', 12),
      chosen('day', 1),
    );
    expect(selectIsoDateTime(state)).toBe('2026-12-01T00:00:00');
  });

  it('a clock-change hour is still a valid local time', () => {
    const state = run(
      complete(picker()),
      chosen('month', 3),
      chosen('day', 29),
      chosen('hour', 1),
      chosen('minute', 30),
    );
    expect(selectIsoDateTime(state)).toBe('2026-03-29T01:30:00');
  });
});

describe('date-time picker: choosing', () => {
  it.each([
    ['year', 2025],
    ['year', 2028],
    ['month', 0],
    ['month', 13],
    ['day', 0],
    ['day', 32],
    ['hour', 24],
    ['minute', 60],
    ['minute', -1],
  ] as const)('refuses %s %p outside its options', (part, value) => {
    const start = picker();
    expect(run(start, chosen(part, value))).toBe(start);
  });

  it('refuses an hour when the time part is hidden', () => {
    const start = picker({ showTime: false });
    expect(run(start, chosen('hour', 10))).toBe(start);
  });

  it('clears a part chosen as null', () => {
    expect(selectDateTimeParts(run(complete(picker()), chosen('year', null))).year).toBeNull();
  });

  it('ignores an event it does not know', () => {
    const start = picker();
    const unknown = { type: 'dateTimePicker/unknown' } as unknown as DateTimePickerEvent;
    expect(dateTimePickerReducer(start, unknown)).toBe(start);
  });
});

describe('date-time picker: stored value', () => {
  it('starts from a stored ISO local date-time', () => {
    expect(selectDateTimeParts(picker({ value: '2027-01-02T03:04:00' }))).toEqual({
      year: 2027,
      month: 1,
      day: 2,
      hour: 3,
      minute: 4,
    });
  });

  it('reads the parts as written, whatever the offset', () => {
    expect(selectIsoDateTime(picker({ value: '2026-08-01T23:30:00+01:00' }))).toBe(
      '2026-08-01T23:30:00',
    );
  });

  it('leaves the year to choose when the stored year is no longer offered', () => {
    expect(selectDateTimeParts(picker({ value: '2020-05-06T07:08:00' }))).toMatchObject({
      year: null,
      month: 5,
    });
  });

  it('reads only the date when the time part is hidden', () => {
    expect(
      selectDateTimeParts(picker({ showTime: false, value: '2026-08-01T10:30:00' })),
    ).toMatchObject({
      hour: null,
      minute: null,
    });
  });

  it.each([undefined, 'rubbish', 12])('starts empty from %p', (value) => {
    expect(selectIsoDateTime(picker({ value }))).toBeNull();
    expect(selectDateTimeParts(picker({ value })).day).toBeNull();
  });

  it('replaces the parts when a stored date-time arrives', () => {
    expect(selectIsoDateTime(run(picker(), loaded('2026-11-11T11:11:00')))).toBe(
      '2026-11-11T11:11:00',
    );
    expect(selectDateTimeParts(run(complete(picker()), loaded(null))).year).toBeNull();
  });
});
