import fc from 'fast-check';
import {
  ageOn,
  checkDateOfBirth,
  dateOfBirthFromParts,
  dateOfBirthToParts,
  isValidDateOfBirth,
  MAX_AGE_YEARS,
} from './date-of-birth';

describe('checkDateOfBirth', () => {
  const now = '2026-06-15T10:00:00+01:00';

  it('requires a value', () => {
    expect(checkDateOfBirth(undefined, now)).toBe('required');
    expect(checkDateOfBirth(null, now)).toBe('required');
    expect(checkDateOfBirth('  ', now)).toBe('required');
  });
  it('refuses an unreadable date', () => {
    expect(checkDateOfBirth('1990-02-30', now)).toBe('invalid');
    expect(checkDateOfBirth('yesterday', now)).toBe('invalid');
  });
  it('accepts today and refuses tomorrow', () => {
    expect(checkDateOfBirth('2026-06-15', now)).toBeNull();
    expect(checkDateOfBirth('2026-06-16', now)).toBe('future');
  });
  it('accepts exactly 125 years ago today and refuses one day more', () => {
    expect(MAX_AGE_YEARS).toBe(125);
    expect(checkDateOfBirth('1901-06-15', now)).toBeNull();
    expect(checkDateOfBirth('1901-06-14', now)).toBe('tooOld');
  });
  it('judges "today" by the London calendar', () => {
    // 23:30 UTC on 14 June is already 15 June in London (BST).
    expect(checkDateOfBirth('2026-06-15', '2026-06-14T23:30:00Z')).toBeNull();
    expect(checkDateOfBirth('1901-06-14', '2026-06-14T23:30:00Z')).toBe('tooOld');
  });
  it('isValidDateOfBirth agrees and never throws', () => {
    expect(isValidDateOfBirth('1990-01-01', now)).toBe(true);
    expect(isValidDateOfBirth('2030-01-01', now)).toBe(false);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof isValidDateOfBirth(value as string, now)).toBe('boolean');
      }),
    );
  });
});

describe('ageOn', () => {
  it('counts whole years, turning over on the birthday', () => {
    expect(ageOn('2000-06-15', '2025-06-14')).toBe(24);
    expect(ageOn('2000-06-15', '2025-06-15')).toBe(25);
  });
  it('turns over on the London birthday: 00:30 BST is 23:30 UTC the day before', () => {
    expect(ageOn('2008-06-10', '2025-06-09T23:30:00Z')).toBe(17);
    expect(ageOn('2008-06-10', '2025-06-09T22:30:00Z')).toBe(16);
    expect(ageOn('2008-06-10', new Date('2025-06-09T23:30:00Z'))).toBe(17);
  });
  it('returns null when either date is unreadable', () => {
    expect(ageOn(undefined, '2025-06-15')).toBeNull();
    expect(ageOn('2000-06-15', 'nope')).toBeNull();
  });
});

describe('dateOfBirthFromParts', () => {
  it('produces a zero-padded ISO date from a full entry', () => {
    expect(dateOfBirthFromParts({ day: '7', month: '3', year: '1990' })).toBe('1990-03-07');
    expect(dateOfBirthFromParts({ day: '29', month: '02', year: '2000' })).toBe('2000-02-29');
  });
  it('waits for day, month and a four-digit year', () => {
    expect(dateOfBirthFromParts({ day: '7', month: '3', year: '199' })).toBeNull();
    expect(dateOfBirthFromParts({ day: '', month: '3', year: '1990' })).toBeNull();
    expect(dateOfBirthFromParts({ month: '3', year: '1990' })).toBeNull();
    expect(dateOfBirthFromParts({ day: '7', month: '3', year: '19900' })).toBeNull();
    expect(dateOfBirthFromParts({ day: '007', month: '3', year: '1990' })).toBeNull();
    expect(dateOfBirthFromParts(null)).toBeNull();
  });
  it('gives null for a date that does not exist', () => {
    expect(dateOfBirthFromParts({ day: '29', month: '2', year: '2001' })).toBeNull();
    expect(dateOfBirthFromParts({ day: '31', month: '4', year: '2001' })).toBeNull();
    expect(dateOfBirthFromParts({ day: '0', month: '4', year: '2001' })).toBeNull();
    expect(dateOfBirthFromParts({ day: '1', month: '13', year: '2001' })).toBeNull();
  });
  it('refuses parts that are not text', () => {
    expect(dateOfBirthFromParts({ day: 7, month: 3, year: 1990 })).toBeNull();
  });
});

describe('dateOfBirthToParts', () => {
  it('splits an ISO date into zero-padded parts', () => {
    expect(dateOfBirthToParts('1990-03-07')).toEqual({ day: '07', month: '03', year: '1990' });
  });
  it('keeps the written calendar date of a date-time', () => {
    expect(dateOfBirthToParts('1990-06-07T23:30:00Z')).toEqual({
      day: '07',
      month: '06',
      year: '1990',
    });
  });
  it('gives empty parts for a missing or unreadable date', () => {
    const empty = { day: '', month: '', year: '' };
    expect(dateOfBirthToParts(undefined)).toEqual(empty);
    expect(dateOfBirthToParts('07/03/1990')).toEqual(empty);
    expect(dateOfBirthToParts('1990-02-30')).toEqual(empty);
  });
  it('round-trips through dateOfBirthFromParts', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(dateOfBirthFromParts(dateOfBirthToParts(iso))).toBe(iso);
        },
      ),
    );
  });
});

describe('without an explicit now', () => {
  it('judges against the current clock', () => {
    expect(checkDateOfBirth('2999-01-01')).toBe('future');
    expect(isValidDateOfBirth('1990-01-01')).toBe(true);
    expect(ageOn('1990-01-01')).toBeGreaterThanOrEqual(36);
  });
});
