import fc from 'fast-check';
import { DateTime } from 'luxon';
import { londonTodayFrom } from './readers';

const LONDON = 'Europe/London';
const londonDayOf = (instant: number) =>
  DateTime.fromMillis(instant, { zone: LONDON }).startOf('day').toISO();

// Around both 2026 clock changes: 29 March (a 23-hour day) and 25 October (a 25-hour day).
const from = Date.UTC(2026, 2, 27);
const to = Date.UTC(2026, 9, 27);

describe('londonTodayFrom', () => {
  it('answers the London day of any instant, whatever was asked before (DST days included)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: from, max: to }), { minLength: 1 }), (instants) => {
        for (const instant of instants) {
          expect(londonTodayFrom(new Date(instant)).toISO()).toBe(londonDayOf(instant));
        }
      }),
    );
  });

  it('keeps the edges of a day: the last instant before midnight and midnight itself', () => {
    const springMidnight = DateTime.fromISO('2026-03-30T00:00', { zone: LONDON }).toMillis();
    const autumnMidnight = DateTime.fromISO('2026-10-26T00:00', { zone: LONDON }).toMillis();
    for (const midnight of [springMidnight, autumnMidnight]) {
      expect(londonTodayFrom(new Date(midnight - 1)).toISODate()).toBe(
        DateTime.fromMillis(midnight - 1, { zone: LONDON }).toISODate(),
      );
      expect(londonTodayFrom(new Date(midnight)).toISODate()).toBe(
        DateTime.fromMillis(midnight, { zone: LONDON }).toISODate(),
      );
      expect(londonTodayFrom(new Date(midnight - 1)).toISODate()).not.toBe(
        londonTodayFrom(new Date(midnight)).toISODate(),
      );
    }
  });

  it('reads an ISO text in London, and the clock when `now` is absent or unreadable', () => {
    expect(londonTodayFrom('2026-10-25T23:30:00Z').toISODate()).toBe('2026-10-25');
    expect(londonTodayFrom('2026-06-30T23:30:00Z').toISODate()).toBe('2026-07-01');
    const today = DateTime.now().setZone(LONDON).toISODate();
    expect(londonTodayFrom(undefined).toISODate()).toBe(today);
    expect(londonTodayFrom('not a date').toISODate()).toBe(today);
    expect(londonTodayFrom(new Date(Number.NaN)).toISODate()).toBe(today);
  });
});
