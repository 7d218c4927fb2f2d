import { continuingCoverPeriod } from './continuing-cover';
import { coverPeriod } from './cover-period';

// A drive-away bought at 14:05:30.250 on 26 November ends at that instant on 1 December.
const DRIVEAWAY_ENDS = '2026-12-01T14:05:30.250Z';

describe('continuingCoverPeriod: cover that follows on from a policy', () => {
  it('starts flex the instant the drive-away ends, not at 00:00 that day, and runs 12 months', () => {
    expect(
      continuingCoverPeriod({
        scheme: 'flex',
        startDate: '2026-12-01',
        now: '2026-11-26T14:06:00Z',
        continuesFrom: DRIVEAWAY_ENDS,
      }),
    ).toEqual({
      immediate: false,
      startAt: DRIVEAWAY_ENDS,
      endAt: '2027-12-01T14:05:30.250Z',
    });
  });

  it('keeps the London wall-clock minute across the clock change (BST start, GMT end)', () => {
    const period = continuingCoverPeriod({
      scheme: 'flex',
      startDate: '2026-10-20',
      now: '2026-10-16T09:00:00Z',
      continuesFrom: '2026-10-20T08:15:00.000Z', // 09:15 BST
    });
    expect(period.startAt).toBe('2026-10-20T08:15:00.000Z');
    expect(period.endAt).toBe('2027-10-20T08:15:00.000Z'); // 09:15 BST a year on
  });

  it('is ordinary cover when the customer chose another day', () => {
    const input = { scheme: 'flex', startDate: '2026-12-05', now: '2026-11-26T14:06:00Z' } as const;
    expect(continuingCoverPeriod({ ...input, continuesFrom: DRIVEAWAY_ENDS })).toEqual(
      coverPeriod(input),
    );
  });

  it('is ordinary cover once the earlier cover has ended (a start today is then immediate)', () => {
    const input = { scheme: 'flex', startDate: '2026-12-01', now: '2026-12-01T15:00:00Z' } as const;
    const period = continuingCoverPeriod({ ...input, continuesFrom: DRIVEAWAY_ENDS });
    expect(period).toEqual(coverPeriod(input));
    expect(period).toMatchObject({ immediate: true, startAt: '2026-12-01T15:00:00.000Z' });
  });

  it('is ordinary cover when nothing is continued', () => {
    const input = {
      scheme: 'driveaway',
      startDate: '2026-12-01',
      now: '2026-11-26T10:00:00Z',
    } as const;
    expect(continuingCoverPeriod({ ...input, continuesFrom: null })).toEqual(coverPeriod(input));
  });
});
