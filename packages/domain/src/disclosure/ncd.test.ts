import {
  isNcdConsistentWithAge,
  isNcdTypeRequired,
  isValidNcdYears,
  MIN_DRIVING_AGE_FOR_NCD,
  maxNcdForAge,
  NCD_MAX,
  NCD_MIN,
} from './ncd';

describe('isValidNcdYears', () => {
  it('accepts 0 to 9 and refuses -1 and 10', () => {
    expect([NCD_MIN, NCD_MAX]).toEqual([0, 9]);
    expect(isValidNcdYears(-1)).toBe(false);
    expect(isValidNcdYears(0)).toBe(true);
    expect(isValidNcdYears(9)).toBe(true);
    expect(isValidNcdYears(10)).toBe(false);
  });
  it('refuses fractions and non-numbers', () => {
    expect(isValidNcdYears(2.5)).toBe(false);
    expect(isValidNcdYears('3')).toBe(false);
    expect(isValidNcdYears(null)).toBe(false);
  });
});

describe('isNcdTypeRequired', () => {
  it('asks the type for 1 to 9 years, not for 0', () => {
    expect(isNcdTypeRequired(0)).toBe(false);
    expect(isNcdTypeRequired(1)).toBe(true);
    expect(isNcdTypeRequired(9)).toBe(true);
    expect(isNcdTypeRequired(10)).toBe(false);
    expect(isNcdTypeRequired(undefined)).toBe(false);
  });
});

describe('NCD and age', () => {
  const at = '2026-06-15';

  it('allows NCD years up to age minus 16', () => {
    expect(MIN_DRIVING_AGE_FOR_NCD).toBe(16);
    // 20 today: 4 years is consistent, 5 is not.
    expect(isNcdConsistentWithAge(4, '2006-06-15', at)).toBe(true);
    expect(isNcdConsistentWithAge(5, '2006-06-15', at)).toBe(false);
    // One day short of 20: still 19, so 4 years is too many.
    expect(isNcdConsistentWithAge(4, '2006-06-16', at)).toBe(false);
    expect(isNcdConsistentWithAge(3, '2006-06-16', at)).toBe(true);
  });
  it('accepts 0 years at any age, since it claims no driving history', () => {
    expect(isNcdConsistentWithAge(0, '2011-01-01', at)).toBe(true);
  });
  it('refuses an invalid NCD or an unreadable date of birth', () => {
    expect(isNcdConsistentWithAge(10, '1960-01-01', at)).toBe(false);
    expect(isNcdConsistentWithAge(1, undefined, at)).toBe(false);
  });
  it('maxNcdForAge clamps to 0..9', () => {
    expect(maxNcdForAge('2011-01-01', at)).toBe(0);
    expect(maxNcdForAge('2006-06-15', at)).toBe(4);
    expect(maxNcdForAge('2001-06-15', at)).toBe(9);
    expect(maxNcdForAge('1960-01-01', at)).toBe(9);
    expect(maxNcdForAge('bad', at)).toBeNull();
  });
});

describe('without an explicit reference date', () => {
  it('uses the current clock', () => {
    expect(maxNcdForAge('1950-01-01')).toBe(9);
    expect(isNcdConsistentWithAge(9, '1950-01-01')).toBe(true);
    expect(isNcdConsistentWithAge(1, new Date())).toBe(false);
  });
});
