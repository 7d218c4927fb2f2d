import { longDate } from './proposal-model';

describe('cover dates as the summary shows them', () => {
  it('shows a London day, in summer and winter', () => {
    expect(longDate('2026-06-30T23:30:00Z')).toBe('1 July 2026');
    expect(longDate('2026-11-23T00:00:00Z')).toBe('23 November 2026');
    expect(longDate(null)).toBe('');
  });
});
