import { applyRule } from './apply-rule';
import { ruleScope } from './rule-scope';

// 13:00 on 15 June 2026 in London.
const NOW = '2026-06-15T12:00:00Z';
const input = { name: 'date', type: 'date' } as const;
const check = (
  rule: 'afterOrEqual' | 'beforeOrEqual',
  config: object,
  value: unknown,
  values = {},
) => applyRule(rule, config, value, ruleScope(input, { now: NOW }, values));

describe('beforeOrEqual today (not in the future)', () => {
  it('accepts today and refuses tomorrow, by London day', () => {
    expect(check('beforeOrEqual', {}, '2026-06-15')).toBeNull();
    expect(check('beforeOrEqual', {}, '2026-06-16')).toEqual({
      key: 'validation.date.future',
      params: { date: '15 June 2026' },
    });
    // 23:30 UTC on the 15th is already the 16th in London (BST).
    expect(check('beforeOrEqual', {}, '2026-06-15T23:30:00Z')).not.toBeNull();
  });

  it('refuses an unreadable date', () => {
    expect(check('beforeOrEqual', {}, '2026-02-30')).toEqual({ key: 'validation.date.invalid' });
    expect(check('beforeOrEqual', {}, 20260101)).toEqual({ key: 'validation.date.invalid' });
  });

  it('takes a Date', () => {
    expect(check('beforeOrEqual', {}, new Date('2026-06-14T10:00:00Z'))).toBeNull();
  });
});

describe('offsets from today', () => {
  it('afterOrEqual 125 years ago accepts that day and refuses the day before (too old)', () => {
    const config = { years: -125 };
    expect(check('afterOrEqual', config, '1901-06-15')).toBeNull();
    expect(check('afterOrEqual', config, '1901-06-14')).toEqual({
      key: 'validation.date.tooOld',
      params: { date: '15 June 1901' },
    });
  });

  it('afterOrEqual today plus days uses its own key', () => {
    expect(check('afterOrEqual', { days: 1 }, '2026-06-16')).toBeNull();
    expect(check('afterOrEqual', { days: 1 }, '2026-06-15')).toEqual({
      key: 'validation.afterOrEqual',
      params: { date: '16 June 2026' },
    });
    expect(check('afterOrEqual', {}, '2026-06-14')).toEqual({
      key: 'validation.afterOrEqual',
      params: { date: '15 June 2026' },
    });
  });

  it('beforeOrEqual with an offset (at least 17 years old) uses its own key', () => {
    const config = { years: -17 };
    expect(check('beforeOrEqual', config, '2009-06-15')).toBeNull();
    expect(check('beforeOrEqual', config, '2009-06-16')).toEqual({
      key: 'validation.beforeOrEqual',
      params: { date: '15 June 2009' },
    });
  });

  it('combines years, months and days', () => {
    expect(check('beforeOrEqual', { months: 1, days: 2 }, '2026-07-17')).toBeNull();
    expect(check('beforeOrEqual', { months: 1, days: 2 }, '2026-07-18')).not.toBeNull();
  });
});

describe('cross-field bounds', () => {
  const values = { start: '2026-07-01' };

  it('compare with another input plus an offset', () => {
    expect(check('afterOrEqual', { field: 'start' }, '2026-07-01', values)).toBeNull();
    expect(check('afterOrEqual', { field: 'start' }, '2026-06-30', values)).toEqual({
      key: 'validation.afterOrEqual',
      params: { date: '1 July 2026' },
    });
    expect(check('beforeOrEqual', { field: 'start', days: 30 }, '2026-07-31', values)).toBeNull();
    expect(check('beforeOrEqual', { field: 'start', days: 30 }, '2026-08-01', values)).toEqual({
      key: 'validation.beforeOrEqual',
      params: { date: '31 July 2026' },
    });
  });

  it('wait while the other date is missing or unreadable', () => {
    expect(check('afterOrEqual', { field: 'start' }, '2000-01-01', {})).toBeNull();
    expect(check('afterOrEqual', { field: 'start' }, '2000-01-01', { start: 'soon' })).toBeNull();
  });
});

describe('today', () => {
  it('comes from the clock when the context has no readable now', () => {
    const scope = ruleScope(input, { now: 'not a date' }, {});
    expect(applyRule('beforeOrEqual', {}, '2000-01-01', scope)).toBeNull();
    expect(applyRule('beforeOrEqual', {}, '2999-01-01', ruleScope(input, {}, {}))).not.toBeNull();
  });
});
