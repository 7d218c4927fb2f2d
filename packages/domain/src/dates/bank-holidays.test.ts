import { BANK_HOLIDAY_ONE_OFFS, bankHolidaysInYear, isBankHoliday } from './bank-holidays';

// Published England and Wales lists (gov.uk/bank-holidays).
const PUBLISHED: Record<number, string[]> = {
  2019: [
    '2019-01-01',
    '2019-04-19',
    '2019-04-22',
    '2019-05-06',
    '2019-05-27',
    '2019-08-26',
    '2019-12-25',
    '2019-12-26',
  ],
  2020: [
    '2020-01-01',
    '2020-04-10',
    '2020-04-13',
    '2020-05-08',
    '2020-05-25',
    '2020-08-31',
    '2020-12-25',
    '2020-12-28',
  ],
  2021: [
    '2021-01-01',
    '2021-04-02',
    '2021-04-05',
    '2021-05-03',
    '2021-05-31',
    '2021-08-30',
    '2021-12-27',
    '2021-12-28',
  ],
  2022: [
    '2022-01-03',
    '2022-04-15',
    '2022-04-18',
    '2022-05-02',
    '2022-06-02',
    '2022-06-03',
    '2022-08-29',
    '2022-09-19',
    '2022-12-26',
    '2022-12-27',
  ],
  2023: [
    '2023-01-02',
    '2023-04-07',
    '2023-04-10',
    '2023-05-01',
    '2023-05-08',
    '2023-05-29',
    '2023-08-28',
    '2023-12-25',
    '2023-12-26',
  ],
  2024: [
    '2024-01-01',
    '2024-03-29',
    '2024-04-01',
    '2024-05-06',
    '2024-05-27',
    '2024-08-26',
    '2024-12-25',
    '2024-12-26',
  ],
  2025: [
    '2025-01-01',
    '2025-04-18',
    '2025-04-21',
    '2025-05-05',
    '2025-05-26',
    '2025-08-25',
    '2025-12-25',
    '2025-12-26',
  ],
  2026: [
    '2026-01-01',
    '2026-04-03',
    '2026-04-06',
    '2026-05-04',
    '2026-05-25',
    '2026-08-31',
    '2026-12-25',
    '2026-12-28',
  ],
  2027: [
    '2027-01-01',
    '2027-03-26',
    '2027-03-29',
    '2027-05-03',
    '2027-05-31',
    '2027-08-30',
    '2027-12-27',
    '2027-12-28',
  ],
};

describe('bankHolidaysInYear', () => {
  it.each(Object.entries(PUBLISHED))('matches the published list for %s', (year, days) => {
    expect(bankHolidaysInYear(Number(year))).toEqual(days);
  });
  it('moves New Year to Monday 3 January when it falls on a Saturday, and 2 January on a Sunday', () => {
    expect(bankHolidaysInYear(2022)[0]).toBe('2022-01-03');
    expect(bankHolidaysInYear(2023)[0]).toBe('2023-01-02');
  });
  it('gives Christmas on a Saturday the Monday and Boxing Day the Tuesday', () => {
    expect(bankHolidaysInYear(2021).slice(-2)).toEqual(['2021-12-27', '2021-12-28']);
  });
  it('finds Easter at its earliest and latest dates', () => {
    // Easter Sunday 22 March 2285 and 25 April 2038.
    expect(bankHolidaysInYear(2285)).toContain('2285-03-20');
    expect(bankHolidaysInYear(2038)).toEqual(expect.arrayContaining(['2038-04-23', '2038-04-26']));
  });
  it('applies the earlier one-off proclamations', () => {
    expect(bankHolidaysInYear(1995)).toContain('1995-05-08');
    expect(bankHolidaysInYear(1995)).not.toContain('1995-05-01');
    expect(bankHolidaysInYear(1999)).toContain('1999-12-31');
    expect(bankHolidaysInYear(2002)).toEqual(expect.arrayContaining(['2002-06-03', '2002-06-04']));
    expect(bankHolidaysInYear(2002)).not.toContain('2002-05-27');
    expect(bankHolidaysInYear(2011)).toContain('2011-04-29');
    expect(bankHolidaysInYear(2012)).toEqual(expect.arrayContaining(['2012-06-04', '2012-06-05']));
    expect(bankHolidaysInYear(2012)).not.toContain('2012-05-28');
  });
  it('keeps every one-off date in the list for its year', () => {
    for (const { date } of BANK_HOLIDAY_ONE_OFFS) {
      expect(bankHolidaysInYear(Number(date.slice(0, 4)))).toContain(date);
    }
  });
  it('returns the same frozen list on a second call', () => {
    const first = bankHolidaysInYear(2026);
    expect(bankHolidaysInYear(2026)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});

describe('isBankHoliday', () => {
  it('is true on a bank holiday and false the day before and after', () => {
    expect(isBankHoliday('2026-08-31')).toBe(true);
    expect(isBankHoliday('2026-08-30')).toBe(false);
    expect(isBankHoliday('2026-09-01')).toBe(false);
  });
  it('knows the 2020 move: Friday 8 May is a holiday and Monday 4 May is not', () => {
    expect(isBankHoliday('2020-05-08')).toBe(true);
    expect(isBankHoliday('2020-05-04')).toBe(false);
  });
  it('knows the 2022 moves and extras, and the 2023 coronation', () => {
    expect(isBankHoliday('2022-05-30')).toBe(false);
    expect(isBankHoliday('2022-06-02')).toBe(true);
    expect(isBankHoliday('2022-06-03')).toBe(true);
    expect(isBankHoliday('2022-09-19')).toBe(true);
    expect(isBankHoliday('2023-05-08')).toBe(true);
  });
  it('judges the London day of an instant', () => {
    // 23:30 UTC on 24 December is still Christmas Eve in London; 00:30 on 25 December BST is not summer.
    expect(isBankHoliday('2026-12-24T23:30:00Z')).toBe(false);
    expect(isBankHoliday('2026-08-30T23:30:00Z')).toBe(true);
  });
  it('is false for an invalid date', () => {
    expect(isBankHoliday('2026-13-01')).toBe(false);
  });
});
