import { applyRule } from './apply-rule';
import { ruleScope } from './rule-scope';

const NOW = '2026-06-15T12:00:00Z';
const scope = (values: object = {}) =>
  ruleScope({ name: 'q', type: 'yearMonth' }, { now: NOW }, values);

describe('beforeOrEqualMonth', () => {
  const config = { field: 'startDate' };
  const check = (value: unknown, values: object = { startDate: '2026-07-20' }) =>
    applyRule('beforeOrEqualMonth', config, value, scope(values));

  it("accepts the other input's month and refuses the month after", () => {
    expect(check({ year: 2026, month: 7 })).toBeNull();
    expect(check({ year: 2026, month: 8 })).toEqual({
      key: 'validation.beforeOrEqualMonth',
      params: { month: 'July 2026' },
    });
    expect(check({ year: 2025, month: 12 })).toBeNull();
  });

  it('compares a date by its month, and against a year-month', () => {
    expect(check('2026-07-31')).toBeNull();
    expect(check('2026-08-01')).not.toBeNull();
    expect(check('2026-03-01', { startDate: { year: '2026', month: '3' } })).toBeNull();
    expect(check('2026-04-01', { startDate: { year: 2026, month: 3 } })).not.toBeNull();
  });

  it('refuses an unreadable month and waits for a missing other one', () => {
    expect(check({ year: 2026, month: 13 })).toEqual({ key: 'validation.date.invalid' });
    expect(check({ year: 2026.5, month: 1 })).toEqual({ key: 'validation.date.invalid' });
    expect(check({ year: 'soon', month: 1 })).toEqual({ key: 'validation.date.invalid' });
    expect(check({ year: 2030, month: 1 }, {})).toBeNull();
  });
});

describe('minYear', () => {
  const check = (value: unknown) => applyRule('minYear', { value: 1939 }, value, scope());

  it('accepts the year itself and refuses the year before', () => {
    expect(check({ year: 1939, month: 1 })).toBeNull();
    expect(check({ year: 1938, month: 12 })).toEqual({
      key: 'validation.minYear',
      params: { year: 1939 },
    });
  });

  it('refuses an unreadable year-month', () => {
    expect(check({ year: 1939 })).toEqual({ key: 'validation.date.invalid' });
    expect(check(1939)).toEqual({ key: 'validation.date.invalid' });
  });
});

describe('beforeOrEqualPlusYears (NCD against date of birth plus 16)', () => {
  const config = { field: 'dateOfBirth', years: 16 };
  // 20 on 15 June 2026: 4 years fit after the 16th birthday, 5 do not.
  const check = (value: unknown, dateOfBirth: unknown = '2006-06-15') =>
    applyRule('beforeOrEqualPlusYears', config, value, scope({ dateOfBirth }));

  it('accepts years up to age minus years, and refuses one more', () => {
    expect(check(4)).toBeNull();
    expect(check('4')).toBeNull();
    expect(check(5)).toEqual({ key: 'validation.beforeOrEqualPlusYears', params: { years: 16 } });
    expect(check(4, '2006-06-16')).not.toBeNull();
  });

  it('refuses a non-number and waits for an unreadable date of birth', () => {
    expect(check('lots')).toEqual({ key: 'validation.number.invalid' });
    expect(check(9, 'unknown')).toBeNull();
  });
});

describe('ncdConsistentWithAge', () => {
  const check = (value: unknown, dateOfBirth: unknown = '2006-06-15') =>
    applyRule(
      'ncdConsistentWithAge',
      { dateOfBirthField: 'dob' },
      value,
      scope({ dob: dateOfBirth }),
    );

  it('allows NCD up to age minus 16 (domain rule), and refuses one more', () => {
    expect(check(4)).toBeNull();
    expect(check(5)).toEqual({ key: 'validation.ncdConsistentWithAge', params: { age: 16 } });
    expect(check(0, '2020-01-01')).toBeNull();
  });

  it('refuses a non-number and an NCD out of range, and waits for the date of birth', () => {
    expect(check('none')).toEqual({ key: 'validation.number.invalid' });
    expect(check(10, '1950-01-01')).not.toBeNull();
    expect(check(9, null)).toBeNull();
  });
});
