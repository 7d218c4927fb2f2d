import { isBlank } from './blank';

describe('isBlank', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['the empty string', ''],
    ['whitespace', ' \t\n'],
    ['NaN', Number.NaN],
    ['an empty list', []],
    ['an empty object', {}],
    ['an object of blank fields', { firstName: '', lastName: ' ', nested: {} }],
  ])('counts %s as blank', (_label, value) => {
    expect(isBlank(value)).toBe(true);
  });

  it.each([
    ['false', false],
    ['zero', 0],
    ['text', 'a'],
    ['a list with an item', ['']],
    ['an object with one answer', { firstName: '', lastName: 'Smith' }],
    ['a date', new Date(0)],
  ])('counts %s as an answer', (_label, value) => {
    expect(isBlank(value)).toBe(false);
  });
});
