import fc from 'fast-check';
import { DateTime } from 'luxon';
import { COVER_TERMS, coverPeriod } from './cover-period';
import { formatCoverDay, formatCoverTime } from './cover-time-text';

const LONDON = 'Europe/London';

describe('coverPeriod: a start today is immediate', () => {
  it('starts drive-away cover at the moment of purchase and ends it five days later to the minute', () => {
    expect(
      coverPeriod({ scheme: 'driveaway', startDate: '2026-11-26', now: '2026-11-26T02:45:00Z' }),
    ).toEqual({
      immediate: true,
      startAt: '2026-11-26T02:45:00.000Z',
      endAt: '2026-12-01T02:45:00.000Z',
    });
  });

  it('ends flex cover twelve months later at the same London minute, in summer time', () => {
    expect(
      coverPeriod({ scheme: 'flex', startDate: '2026-07-10', now: '2026-07-10T13:20:30.250Z' }),
    ).toEqual({
      immediate: true,
      startAt: '2026-07-10T13:20:30.250Z',
      endAt: '2027-07-10T13:20:30.250Z',
    });
  });

  it('judges "today" by the London day: 00:30 on 1 July in London is still 30 June in UTC', () => {
    const period = coverPeriod({
      scheme: 'driveaway',
      startDate: '2026-07-01',
      now: '2026-06-30T23:30:00Z',
    });
    expect(period).toMatchObject({ immediate: true, startAt: '2026-06-30T23:30:00.000Z' });
  });
});

describe('coverPeriod: a later date starts at 00:00 London time that day', () => {
  it('starts at midnight and ends at midnight five days later, not at 23:59 a day after', () => {
    expect(
      coverPeriod({ scheme: 'driveaway', startDate: '2026-12-01', now: '2026-11-26T02:45:00Z' }),
    ).toEqual({
      immediate: false,
      startAt: '2026-12-01T00:00:00.000Z',
      endAt: '2026-12-06T00:00:00.000Z',
    });
  });

  it('keeps 00:00 London time across the spring clock change (a five-day term of 119 hours)', () => {
    expect(
      coverPeriod({ scheme: 'driveaway', startDate: '2026-03-27', now: '2026-03-20T10:00:00Z' }),
    ).toEqual({
      immediate: false,
      startAt: '2026-03-27T00:00:00.000Z',
      endAt: '2026-03-31T23:00:00.000Z',
    });
  });

  it('keeps 00:00 London time across the autumn clock change (a five-day term of 121 hours)', () => {
    expect(
      coverPeriod({ scheme: 'driveaway', startDate: '2026-10-24', now: '2026-10-20T10:00:00Z' }),
    ).toEqual({
      immediate: false,
      startAt: '2026-10-23T23:00:00.000Z',
      endAt: '2026-10-29T00:00:00.000Z',
    });
  });

  it('ends a flex year started on 29 February on 28 February', () => {
    expect(
      coverPeriod({ scheme: 'flex', startDate: '2028-02-29', now: '2028-02-01T10:00:00Z' }).endAt,
    ).toBe('2029-02-28T00:00:00.000Z');
  });

  it('refuses an invalid start date', () => {
    expect(() =>
      coverPeriod({ scheme: 'flex', startDate: 'not a date', now: '2026-11-26T02:45:00Z' }),
    ).toThrow(RangeError);
  });
});

describe('coverPeriod: properties over any moment and start day', () => {
  const moments = fc.date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2040-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  const schemes = fc.constantFrom('flex' as const, 'driveaway' as const);

  it('starts now for today, at 00:00 for a later day, and ends one term later at the same London wall-clock time', () => {
    fc.assert(
      fc.property(moments, fc.integer({ min: 0, max: 60 }), schemes, (now, daysAhead, scheme) => {
        const today = DateTime.fromJSDate(now).setZone(LONDON);
        const startDate = today.plus({ days: daysAhead }).toISODate() as string;
        const period = coverPeriod({ scheme, startDate, now });
        const start = DateTime.fromISO(period.startAt).setZone(LONDON);
        const end = DateTime.fromISO(period.endAt).setZone(LONDON);

        expect(period.immediate).toBe(daysAhead === 0);
        if (daysAhead === 0) expect(start.toMillis()).toBe(now.getTime());
        else expect(start.toFormat('yyyy-MM-dd HH:mm:ss.SSS')).toBe(`${startDate} 00:00:00.000`);

        // The end is the start's own London clock time on the day one term on; only a time the
        // spring change skips (01:xx on its Sunday) moves on by the hour the clocks do.
        const term = COVER_TERMS[scheme];
        const endDay = start.startOf('day').plus({ [term.unit]: term.length });
        const sameClock = endDay.set({
          hour: start.hour,
          minute: start.minute,
          second: start.second,
          millisecond: start.millisecond,
        });
        expect(end.toMillis()).toBe(sameClock.toMillis());
        expect(end.toISODate()).toBe(endDay.toISODate());
        if (scheme === 'driveaway') {
          const hours = end.diff(start, 'hours').hours;
          expect(hours).toBeGreaterThanOrEqual(119);
          expect(hours).toBeLessThanOrEqual(121);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatCoverTime and formatCoverDay', () => {
  it('states a cover time to the minute in London time', () => {
    expect(formatCoverTime('2026-11-26T02:45:00Z')).toBe('02:45 on 26 November 2026');
    expect(formatCoverTime('2026-07-10T13:20:00Z')).toBe('14:20 on 10 July 2026');
    expect(formatCoverTime('2026-03-31T23:00:00.000Z')).toBe('00:00 on 1 April 2026');
  });

  it('states only the London day', () => {
    expect(formatCoverDay('2026-06-30T23:30:00Z')).toBe('1 July 2026');
  });
});
