import { applyRule } from './apply-rule';
import { ruleScope } from './rule-scope';

const run = (rule: Parameters<typeof applyRule>[0], config: unknown, value: unknown) =>
  applyRule(rule, config, value, ruleScope({ name: 'q', type: 'numberText' }, {}, {}));

describe('greaterThanOrEqual and lessThanOrEqual', () => {
  it('accept the bound and refuse one past it', () => {
    expect(run('greaterThanOrEqual', { value: 1 }, 1)).toBeNull();
    expect(run('greaterThanOrEqual', { value: 1 }, 0)).toEqual({
      key: 'validation.greaterThanOrEqual',
      params: { min: 1 },
    });
    expect(run('lessThanOrEqual', { value: 999999 }, 999999)).toBeNull();
    expect(run('lessThanOrEqual', { value: 999999 }, 1000000)).toEqual({
      key: 'validation.lessThanOrEqual',
      params: { max: 999999 },
    });
  });

  it('read numbers typed as text, and refuse what is not a number', () => {
    expect(run('lessThanOrEqual', { value: 8 }, ' 8 ')).toBeNull();
    expect(run('greaterThanOrEqual', { value: -1 }, '-1.5')).not.toBeNull();
    expect(run('lessThanOrEqual', { value: 8 }, 'eight')).toEqual({
      key: 'validation.number.invalid',
    });
    expect(run('greaterThanOrEqual', { value: 1 }, Number.POSITIVE_INFINITY)).toEqual({
      key: 'validation.number.invalid',
    });
  });
});

describe('integer', () => {
  it('accepts whole numbers and refuses fractions', () => {
    expect(run('integer', true, 5)).toBeNull();
    expect(run('integer', true, '5')).toBeNull();
    expect(run('integer', true, 5.5)).toEqual({ key: 'validation.integer' });
    expect(run('integer', { message: 'x.whole' }, 5.5)).toEqual({ key: 'x.whole' });
    expect(run('integer', true, true)).toEqual({ key: 'validation.number.invalid' });
  });
});

describe('minLength and maxLength', () => {
  it('count characters of the trimmed text, accepting the bound and refusing one past it', () => {
    expect(run('minLength', { value: 3 }, ' abc ')).toBeNull();
    expect(run('minLength', { value: 3 }, 'ab ')).toEqual({
      key: 'validation.minLength',
      params: { min: 3 },
    });
    expect(run('maxLength', { value: 3 }, 'Zoë')).toBeNull();
    expect(run('maxLength', { value: 3 }, 'abcd')).toEqual({
      key: 'validation.maxLength',
      params: { max: 3 },
    });
  });

  it('refuse what is not text', () => {
    expect(run('minLength', { value: 1 }, 12)).toEqual({ key: 'validation.invalid' });
    expect(run('maxLength', { value: 1 }, ['a'])).toEqual({ key: 'validation.invalid' });
  });
});

describe('regExp', () => {
  it('accepts matching text and refuses the rest', () => {
    const config = { pattern: '^[A-Z]{2}\\d{2}$' };
    expect(run('regExp', config, 'AB12')).toBeNull();
    expect(run('regExp', config, 'AB123')).toEqual({ key: 'validation.regExp' });
    expect(run('regExp', config, 12)).toEqual({ key: 'validation.invalid' });
  });

  it('takes flags, and gives the same answer every time even with g', () => {
    const config = { pattern: '^ab$', flags: 'gi' };
    expect([run('regExp', config, 'AB'), run('regExp', config, 'AB')]).toEqual([null, null]);
  });
});

describe('maxItems', () => {
  it('counts loop items or a list, accepting the maximum and refusing one more', () => {
    expect(run('maxItems', { value: 2 }, { answer: true, items: [1, 2] })).toBeNull();
    expect(run('maxItems', { value: 2 }, { answer: true, items: [1, 2, 3] })).toEqual({
      key: 'validation.maxItems',
      params: { max: 2 },
    });
    expect(run('maxItems', { value: 1 }, ['a', 'b'])).not.toBeNull();
    expect(run('maxItems', { value: 1 }, { answer: false })).toBeNull();
    expect(run('maxItems', { value: 1 }, 'three')).toEqual({ key: 'validation.invalid' });
  });
});

describe('oneOf', () => {
  it('accepts a listed value, strictly', () => {
    expect(run('oneOf', { values: [0, 100, 200] }, 100)).toBeNull();
    expect(run('oneOf', { values: [0, 100, 200] }, '100')).toEqual({ key: 'validation.oneOf' });
    expect(run('oneOf', { values: [{ a: 1 }] }, { a: 1 })).toBeNull();
  });
});
