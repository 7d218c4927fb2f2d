import { lastDayOfCover, longDate } from './proposal-model';

describe('cover dates as the summary shows them', () => {
  it('shows a London day, in summer and winter', () => {
    expect(longDate('2026-06-30T23:30:00Z')).toBe('1 July 2026');
    expect(longDate('2026-11-23T00:00:00Z')).toBe('23 November 2026');
    expect(longDate(null)).toBe('');
  });

  it('ends cover on the day before the anniversary it stops at (23:59 on that day)', () => {
    // 12 months from 00:00 on 23 November 2026 stop at 00:00 on 23 November 2027.
    expect(lastDayOfCover('2027-11-23T00:00:00Z')).toBe('22 November 2027');
    // Five days of drive-away cover from 23 November stop at 00:00 on 28 November.
    expect(lastDayOfCover('2026-11-28T00:00:00Z')).toBe('27 November 2026');
    // In British Summer Time, London's midnight is 23:00 UTC the day before.
    expect(lastDayOfCover('2027-06-30T23:00:00Z')).toBe('30 June 2027');
  });
});
