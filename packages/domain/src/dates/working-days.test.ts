import { toLondonIsoDate } from './london';
import {
  addWorkingDays,
  DIRECT_DEBIT_COLLECTION_WORKING_DAYS,
  directDebitCollectionEstimate,
  isWorkingDay,
  REFUND_WORKING_DAYS,
  refundEstimate,
  workingDayEstimate,
} from './working-days';

describe('isWorkingDay', () => {
  it('is Monday to Friday', () => {
    expect(isWorkingDay('2026-03-13')).toBe(true); // Friday
    expect(isWorkingDay('2026-03-14')).toBe(false); // Saturday
    expect(isWorkingDay('2026-03-15')).toBe(false); // Sunday
    expect(isWorkingDay('2026-03-16')).toBe(true); // Monday
  });
  it('excludes bank holidays', () => {
    expect(isWorkingDay('2026-04-03')).toBe(false);
    expect(isWorkingDay('2026-04-06')).toBe(false);
    expect(isWorkingDay('2026-04-07')).toBe(true);
  });
  it('judges the London day of an instant', () => {
    // 23:30 UTC on Friday 3 July is already Saturday in London.
    expect(isWorkingDay('2026-07-03T23:30:00Z')).toBe(false);
    expect(isWorkingDay('2026-07-03T22:59:59Z')).toBe(true);
  });
  it('is false for an invalid date', () => {
    expect(isWorkingDay('nope')).toBe(false);
  });
});

describe('addWorkingDays', () => {
  it('counts from the next working day', () => {
    expect(addWorkingDays('2026-03-16', 1)).toBe('2026-03-17');
    expect(addWorkingDays('2026-03-13', 1)).toBe('2026-03-16'); // Friday -> Monday
    expect(addWorkingDays('2026-03-14', 1)).toBe('2026-03-16'); // Saturday -> Monday
  });
  it('gives the day itself for zero', () => {
    expect(addWorkingDays('2026-03-14T12:00:00Z', 0)).toBe('2026-03-14');
  });
  it('skips Easter and Christmas', () => {
    // Thursday 2 April 2026: Good Friday, weekend and Easter Monday follow.
    expect(addWorkingDays('2026-04-02', 1)).toBe('2026-04-07');
    // Thursday 24 December 2026: Christmas Friday, weekend, Boxing Day substitute Monday 28.
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-29');
    expect(addWorkingDays('2026-12-24', 3)).toBe('2026-12-31');
    expect(addWorkingDays('2026-12-24', 4)).toBe('2027-01-04');
  });
  it('refuses negative or fractional counts and invalid dates', () => {
    expect(() => addWorkingDays('2026-03-16', -1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-03-16', 0.5)).toThrow(RangeError);
    expect(() => addWorkingDays('bad', 1)).toThrow(RangeError);
  });
});

describe('estimates', () => {
  it('uses the spec ranges', () => {
    expect(DIRECT_DEBIT_COLLECTION_WORKING_DAYS).toEqual({ min: 3, max: 5 });
    expect(REFUND_WORKING_DAYS).toEqual({ min: 7, max: 10 });
  });
  it('expects Direct Debit collection 3 to 5 working days on', () => {
    // Wednesday 1 April 2026, before Easter.
    expect(directDebitCollectionEstimate('2026-04-01T10:00:00+01:00')).toEqual({
      earliest: '2026-04-08',
      latest: '2026-04-10',
    });
  });
  it('expects a refund 7 to 10 working days on', () => {
    // Friday 18 December 2026, over Christmas and New Year.
    expect(refundEstimate('2026-12-18T16:00:00Z')).toEqual({
      earliest: '2026-12-31',
      latest: '2027-01-06',
    });
  });
  it('estimates any range from now by default', () => {
    const { earliest } = workingDayEstimate({ min: 0, max: 0 });
    expect(earliest).toBe(toLondonIsoDate(new Date()));
    expect(directDebitCollectionEstimate().earliest > earliest).toBe(true);
    expect(refundEstimate().latest > earliest).toBe(true);
  });
});
