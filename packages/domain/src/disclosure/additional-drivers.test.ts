import {
  canAddAdditionalDriver,
  DEFAULT_NEW_PROFILE_CODE,
  DRIVER_NO_NAME,
  driverDisplayName,
  MAX_ADDITIONAL_DRIVERS,
  nextProfileCode,
} from './additional-drivers';

describe('canAddAdditionalDriver', () => {
  it('allows adding while under 4 and not at 4', () => {
    expect(MAX_ADDITIONAL_DRIVERS).toBe(4);
    expect(canAddAdditionalDriver(0)).toBe(true);
    expect(canAddAdditionalDriver(3)).toBe(true);
    expect(canAddAdditionalDriver(4)).toBe(false);
  });
  it('honours a configured maximum', () => {
    expect(canAddAdditionalDriver(1, 2)).toBe(true);
    expect(canAddAdditionalDriver(2, 2)).toBe(false);
  });
  it('refuses a nonsensical count', () => {
    expect(canAddAdditionalDriver(-1)).toBe(false);
    expect(canAddAdditionalDriver(1.5)).toBe(false);
    expect(canAddAdditionalDriver(Number.NaN)).toBe(false);
  });
});

describe('nextProfileCode', () => {
  it('starts at p1', () => {
    expect(nextProfileCode([])).toBe(DEFAULT_NEW_PROFILE_CODE);
    expect(DEFAULT_NEW_PROFILE_CODE).toBe('p1');
  });
  it('takes the first unused code, filling gaps', () => {
    expect(nextProfileCode(['p1', 'p2'])).toBe('p3');
    expect(nextProfileCode(['p1', 'p3'])).toBe('p2');
    expect(nextProfileCode(['p0', 'x1'])).toBe('p1');
  });
});

describe('driverDisplayName', () => {
  it('joins first and last name', () => {
    expect(driverDisplayName({ firstName: ' Ada ', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });
  it('shows "No name" when either part is missing or blank', () => {
    expect(DRIVER_NO_NAME).toBe('No name');
    expect(driverDisplayName({ firstName: 'Ada' })).toBe('No name');
    expect(driverDisplayName({ firstName: '  ', lastName: 'Lovelace' })).toBe('No name');
    expect(driverDisplayName({ firstName: null, lastName: null })).toBe('No name');
  });
});
