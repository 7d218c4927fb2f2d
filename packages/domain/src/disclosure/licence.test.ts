import {
  checkLicenceValidFrom,
  DRIVER_EXCESS_PENCE,
  driverExcessEndorsements,
  INEXPERIENCED_DRIVER_EXCESS_PENCE,
  isValidLicenceValidFrom,
  MIN_LICENCE_AGE_YEARS,
  YOUNG_DRIVER_EXCESS_PENCE,
} from './licence';

describe('checkLicenceValidFrom', () => {
  const now = '2026-06-15T12:00:00+01:00';
  const dob = '1990-03-10';

  it('requires a readable date', () => {
    expect(checkLicenceValidFrom(undefined, dob, now)).toBe('required');
    expect(checkLicenceValidFrom('2020-13-01', dob, now)).toBe('invalid');
  });
  it('accepts today and refuses tomorrow', () => {
    expect(checkLicenceValidFrom('2026-06-15', dob, now)).toBeNull();
    expect(checkLicenceValidFrom('2026-06-16', dob, now)).toBe('future');
  });
  it('accepts exactly 125 years ago and refuses one day more', () => {
    expect(checkLicenceValidFrom('1901-06-15', undefined, now)).toBeNull();
    expect(checkLicenceValidFrom('1901-06-14', undefined, now)).toBe('tooOld');
  });
  it('accepts the 16th birthday and refuses the day before', () => {
    expect(MIN_LICENCE_AGE_YEARS).toBe(16);
    expect(checkLicenceValidFrom('2006-03-10', dob, now)).toBeNull();
    expect(checkLicenceValidFrom('2006-03-09', dob, now)).toBe('beforeMinimumAge');
  });
  it('refuses a licence dated before birth', () => {
    expect(checkLicenceValidFrom('1989-01-01', dob, now)).toBe('beforeMinimumAge');
  });
  it('turns a 29 February birthday over on 28 February', () => {
    expect(checkLicenceValidFrom('2021-02-28', '2004-02-29', now)).toBeNull();
    expect(checkLicenceValidFrom('2020-02-28', '2004-02-29', now)).toBe('beforeMinimumAge');
  });
  it('leaves the age test to the date of birth when that is unreadable', () => {
    expect(checkLicenceValidFrom('2026-01-01', 'not a date', now)).toBeNull();
  });
  it('isValidLicenceValidFrom agrees', () => {
    expect(isValidLicenceValidFrom('2010-01-01', dob, now)).toBe(true);
    expect(isValidLicenceValidFrom('2005-01-01', dob, now)).toBe(false);
  });
});

describe('driverExcessEndorsements', () => {
  const at = '2026-06-15';

  it('adds DRVEXC_INEXP for a licence held under 1 year, and not at exactly 1 year', () => {
    expect(driverExcessEndorsements({ licenceValidFrom: '2025-06-16' }, at)).toEqual([
      'DRVEXC_INEXP',
    ]);
    expect(driverExcessEndorsements({ licenceValidFrom: '2025-06-15' }, at)).toEqual([]);
  });
  it('adds DRVEXC_YOUNG for a driver under 25, and not on the 25th birthday', () => {
    expect(driverExcessEndorsements({ dateOfBirth: '2001-06-16' }, at)).toEqual(['DRVEXC_YOUNG']);
    expect(driverExcessEndorsements({ dateOfBirth: '2001-06-15' }, at)).toEqual([]);
  });
  it('lists both for a young new driver', () => {
    expect(
      driverExcessEndorsements({ dateOfBirth: '2008-01-01', licenceValidFrom: '2026-01-01' }, at),
    ).toEqual(['DRVEXC_INEXP', 'DRVEXC_YOUNG']);
  });
  it('applies no trigger whose date is missing or unreadable', () => {
    expect(driverExcessEndorsements({}, at)).toEqual([]);
    expect(driverExcessEndorsements({ licenceValidFrom: 'x', dateOfBirth: null }, at)).toEqual([]);
    expect(driverExcessEndorsements({ licenceValidFrom: '2026-01-01' }, 'x')).toEqual([]);
  });
  it('prices the endorsements at £50 and £150', () => {
    expect(INEXPERIENCED_DRIVER_EXCESS_PENCE).toBe(5000);
    expect(YOUNG_DRIVER_EXCESS_PENCE).toBe(15000);
    expect(DRIVER_EXCESS_PENCE).toEqual({ DRVEXC_INEXP: 5000, DRVEXC_YOUNG: 15000 });
  });
});

describe('without an explicit now', () => {
  it('judges against the current clock', () => {
    expect(checkLicenceValidFrom('2999-01-01', '1990-01-01')).toBe('future');
    expect(isValidLicenceValidFrom('2010-01-01', '1990-01-01')).toBe(true);
    expect(driverExcessEndorsements({ licenceValidFrom: new Date() })).toEqual(['DRVEXC_INEXP']);
  });
});
