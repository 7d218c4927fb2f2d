import { DATE_PICKER_DAYS } from '@brand/domain';
import {
  DATE_PICKER_EVENT,
  type DatePickerEvent,
  datePickerReducer,
  initialDatePickerState,
  selectDatePickerChoices,
  selectDatePickerValue,
} from './date-picker';

// 31 January 2026, 23:30 in London (UTC in winter): the window crosses into February.
const NOW = '2026-01-31T23:30:00Z';
const chosen = (date: string | null) => ({ type: DATE_PICKER_EVENT.chosen, date }) as const;
const picker = (options = {}) => initialDatePickerState({ now: NOW, ...options });

describe('date picker: the 30-day window', () => {
  it('offers 30 days starting today', () => {
    const choices = selectDatePickerChoices(picker());
    expect(choices).toHaveLength(DATE_PICKER_DAYS);
    expect(choices[0]).toBe('2026-01-31');
    expect(choices.at(-1)).toBe('2026-03-01');
  });

  it('offers 30 days starting today plus daysInFuture', () => {
    const choices = selectDatePickerChoices(picker({ daysInFuture: 2 }));
    expect(choices[0]).toBe('2026-02-02');
    expect(choices.at(-1)).toBe('2026-03-03');
  });

  it('offers only daysOffered days when a rule narrows it, and refuses a day past them', () => {
    const state = picker({ daysOffered: 3 });
    expect(selectDatePickerChoices(state)).toEqual(['2026-01-31', '2026-02-01', '2026-02-02']);
    expect(selectDatePickerValue(datePickerReducer(state, chosen('2026-02-03')))).toBeNull();
  });

  it('drops a stored day the narrowed window no longer offers', () => {
    expect(selectDatePickerValue(picker({ daysOffered: 2, value: '2026-02-05' }))).toBeNull();
  });

  it('refuses a negative daysInFuture', () => {
    expect(() => picker({ daysInFuture: -1 })).toThrow(RangeError);
  });
});

describe('date picker: choosing', () => {
  it('chooses the first and the last offered day', () => {
    expect(selectDatePickerValue(datePickerReducer(picker(), chosen('2026-01-31')))).toBe(
      '2026-01-31',
    );
    expect(selectDatePickerValue(datePickerReducer(picker(), chosen('2026-03-01')))).toBe(
      '2026-03-01',
    );
  });

  it.each(['2026-01-30', '2026-03-02', 'tomorrow'])('refuses %s outside the window', (date) => {
    const start = picker();
    expect(datePickerReducer(start, chosen(date))).toBe(start);
  });

  it('clears the choice with null', () => {
    const state = datePickerReducer(picker({ value: '2026-02-10' }), chosen(null));
    expect(selectDatePickerValue(state)).toBeNull();
  });

  it('choosing the chosen day changes nothing', () => {
    const start = picker({ value: '2026-02-10' });
    expect(datePickerReducer(start, chosen('2026-02-10'))).toBe(start);
  });

  it('ignores an event it does not know', () => {
    const start = picker();
    const unknown = { type: 'datePicker/unknown' } as unknown as DatePickerEvent;
    expect(datePickerReducer(start, unknown)).toBe(start);
  });
});

describe('date picker: stored value', () => {
  it('starts from a stored day inside the window', () => {
    expect(selectDatePickerValue(picker({ value: '2026-02-14' }))).toBe('2026-02-14');
  });

  it.each(['2026-01-30', '2026-03-02', 20260214])(
    'starts empty from %p, which is not offered',
    (value) => {
      expect(selectDatePickerValue(picker({ value }))).toBeNull();
    },
  );
});
