import {
  CHANGE_SCHEDULING_DAYS,
  DATE_PICKER_DAYS,
  datePickerChoices,
  isWithinDaysAhead,
} from './date-windows';
import { toLondonIsoDate } from './london';

const NOW = '2026-03-15T23:30:00Z';

describe('datePickerChoices', () => {
  it('offers 30 consecutive London days starting today', () => {
    const choices = datePickerChoices(0, NOW);
    expect(DATE_PICKER_DAYS).toBe(30);
    expect(choices).toHaveLength(30);
    expect(choices[0]).toBe('2026-03-15');
    expect(choices[16]).toBe('2026-03-31');
    expect(choices[29]).toBe('2026-04-13');
  });
  it('starts daysInFuture days after today', () => {
    const choices = datePickerChoices(3, NOW);
    expect(choices).toHaveLength(30);
    expect(choices[0]).toBe('2026-03-18');
    expect(choices[29]).toBe('2026-04-16');
  });
  it('takes today from London time, not UTC', () => {
    expect(datePickerChoices(0, '2026-06-30T23:30:00Z')[0]).toBe('2026-07-01');
  });
  it('defaults to no days in the future', () => {
    expect(datePickerChoices()[0]).toBe(toLondonIsoDate(new Date()));
  });
  it('offers as many days as a rule narrows it to, from the same first day', () => {
    expect(datePickerChoices(0, NOW, 3)).toEqual(['2026-03-15', '2026-03-16', '2026-03-17']);
    expect(datePickerChoices(0, NOW, 31).at(-1)).toBe('2026-04-14');
  });
  it('refuses fewer than one day or a fractional count', () => {
    expect(() => datePickerChoices(0, NOW, 0)).toThrow(RangeError);
    expect(() => datePickerChoices(0, NOW, 2.5)).toThrow(RangeError);
  });
  it('refuses a negative or fractional daysInFuture', () => {
    expect(() => datePickerChoices(-1, NOW)).toThrow(RangeError);
    expect(() => datePickerChoices(1.5, NOW)).toThrow(RangeError);
    expect(() => datePickerChoices(Number.NaN, NOW)).toThrow(RangeError);
  });
});

describe('isWithinDaysAhead', () => {
  const days = CHANGE_SCHEDULING_DAYS;
  it('is 30 days for change scheduling', () => {
    expect(CHANGE_SCHEDULING_DAYS).toBe(30);
  });
  it('includes today and today + 29, whatever the time of day', () => {
    expect(isWithinDaysAhead('2026-03-15', days, NOW)).toBe(true);
    expect(isWithinDaysAhead('2026-03-15T00:00:00Z', days, NOW)).toBe(true);
    expect(isWithinDaysAhead('2026-04-13T23:59:59+01:00', days, NOW)).toBe(true);
  });
  it('excludes yesterday and today + 30', () => {
    expect(isWithinDaysAhead('2026-03-14T23:59:59Z', days, NOW)).toBe(false);
    expect(isWithinDaysAhead('2026-04-14', days, NOW)).toBe(false);
  });
  it('with one day allows only today', () => {
    expect(isWithinDaysAhead('2026-03-15', 1, NOW)).toBe(true);
    expect(isWithinDaysAhead('2026-03-16', 1, NOW)).toBe(false);
  });
  it('is false for an invalid date or day count', () => {
    expect(isWithinDaysAhead('nope', days, NOW)).toBe(false);
    expect(isWithinDaysAhead('2026-03-15', 0, NOW)).toBe(false);
    expect(isWithinDaysAhead('2026-03-15', 2.5, NOW)).toBe(false);
  });
  it('defaults now to the current time', () => {
    expect(isWithinDaysAhead(new Date(), days)).toBe(true);
  });
});
