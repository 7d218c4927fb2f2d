import {
  enterDateOfBirthPart,
  nextDateOfBirthPart,
  withDateOfBirthPart,
} from './date-of-birth-entry';

describe('enterDateOfBirthPart for day and month', () => {
  it.each([
    ['day', '1', '', '1'],
    ['day', '12', '1', '12'],
    ['month', 'a1', '', '1'],
    ['month', '1/', '1', '1'],
  ] as const)('keeps digits only (%s: %j → %j)', (part, typed, previous, expected) => {
    expect(enterDateOfBirthPart(part, typed, previous)).toBe(expected);
  });

  it('cuts a day or month to two digits', () => {
    expect(enterDateOfBirthPart('day', '123', '12')).toBe('12');
    expect(enterDateOfBirthPart('month', '0612', '')).toBe('06');
  });

  it('lets the part be emptied', () => {
    expect(enterDateOfBirthPart('day', '', '1')).toBe('');
  });
});

describe('enterDateOfBirthPart for the year', () => {
  it('accepts a year starting with 1 or 2, up to four digits', () => {
    expect(enterDateOfBirthPart('year', '1', '')).toBe('1');
    expect(enterDateOfBirthPart('year', '2', '')).toBe('2');
    expect(enterDateOfBirthPart('year', '1987', '198')).toBe('1987');
  });

  it('refuses a first digit other than 1 or 2, keeping the previous text', () => {
    expect(enterDateOfBirthPart('year', '3', '')).toBe('');
    expect(enterDateOfBirthPart('year', '0', '')).toBe('');
    expect(enterDateOfBirthPart('year', '9', '')).toBe('');
  });

  it('cuts the year to four digits and drops non-digits', () => {
    expect(enterDateOfBirthPart('year', '19876', '1987')).toBe('1987');
    expect(enterDateOfBirthPart('year', '19a', '19')).toBe('19');
  });

  it('lets the year be emptied', () => {
    expect(enterDateOfBirthPart('year', '', '1')).toBe('');
  });
});

describe('nextDateOfBirthPart', () => {
  it('moves from day to month and month to year once two digits are typed', () => {
    expect(nextDateOfBirthPart('day', '0', '05')).toBe('month');
    expect(nextDateOfBirthPart('month', '1', '11')).toBe('year');
  });

  it('stays while fewer than two digits are typed, or the part was already full', () => {
    expect(nextDateOfBirthPart('day', '', '5')).toBeNull();
    expect(nextDateOfBirthPart('day', '12', '12')).toBeNull();
  });

  it('never moves on from the year', () => {
    expect(nextDateOfBirthPart('year', '198', '1987')).toBeNull();
  });
});

describe('withDateOfBirthPart', () => {
  it('replaces one part and keeps the others', () => {
    expect(withDateOfBirthPart({ day: '1', month: '2', year: '1990' }, 'month', '12')).toEqual({
      day: '1',
      month: '12',
      year: '1990',
    });
  });
});
