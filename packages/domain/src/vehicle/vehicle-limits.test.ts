import {
  isValidAnnualMileage,
  isValidEstimatedValue,
  isValidSeatCount,
  MILEAGE_MAX,
  MILEAGE_MIN,
  SEATS_DEFAULT,
  SEATS_MAX,
  SEATS_MIN,
  VEHICLE_VALUE_MAX,
  VEHICLE_VALUE_MIN,
} from './vehicle-limits';

describe('seats', () => {
  it('accepts 1 to 8 and refuses 0 and 9', () => {
    expect([SEATS_MIN, SEATS_MAX]).toEqual([1, 8]);
    expect(isValidSeatCount(0)).toBe(false);
    expect(isValidSeatCount(1)).toBe(true);
    expect(isValidSeatCount(8)).toBe(true);
    expect(isValidSeatCount(9)).toBe(false);
  });
  it('defaults to a valid 5', () => {
    expect(SEATS_DEFAULT).toBe(5);
    expect(isValidSeatCount(SEATS_DEFAULT)).toBe(true);
  });
  it('refuses fractions, numeric strings and non-numbers', () => {
    expect(isValidSeatCount(4.5)).toBe(false);
    expect(isValidSeatCount('5')).toBe(false);
    expect(isValidSeatCount(null)).toBe(false);
    expect(isValidSeatCount(Number.NaN)).toBe(false);
  });
});

describe('annual mileage', () => {
  it('accepts 1 to 999999 and refuses 0 and 1000000', () => {
    expect([MILEAGE_MIN, MILEAGE_MAX]).toEqual([1, 999_999]);
    expect(isValidAnnualMileage(0)).toBe(false);
    expect(isValidAnnualMileage(1)).toBe(true);
    expect(isValidAnnualMileage(999_999)).toBe(true);
    expect(isValidAnnualMileage(1_000_000)).toBe(false);
  });
  it('refuses fractions and non-numbers', () => {
    expect(isValidAnnualMileage(10_000.5)).toBe(false);
    expect(isValidAnnualMileage('10000')).toBe(false);
    expect(isValidAnnualMileage(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('estimated value', () => {
  it('accepts 1 to 999999 and refuses 0 and 1000000', () => {
    expect([VEHICLE_VALUE_MIN, VEHICLE_VALUE_MAX]).toEqual([1, 999_999]);
    expect(isValidEstimatedValue(0)).toBe(false);
    expect(isValidEstimatedValue(1)).toBe(true);
    expect(isValidEstimatedValue(999_999)).toBe(true);
    expect(isValidEstimatedValue(1_000_000)).toBe(false);
  });
  it('refuses fractions and non-numbers', () => {
    expect(isValidEstimatedValue(5000.01)).toBe(false);
    expect(isValidEstimatedValue(undefined)).toBe(false);
  });
});
