import fc from 'fast-check';
import { DateTime, IANAZone } from 'luxon';
import { LONDON, LONDON_ZONE_NAME } from './london-zone';

const iana = IANAZone.create(LONDON_ZONE_NAME);

describe('the cached London zone', () => {
  it('gives the IANA offset for any moment from 1800 to 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2200, 0, 1) }), (ts) => {
        expect(LONDON.offset(ts)).toBe(iana.offset(ts));
      }),
      { numRuns: 5_000 },
    );
  });

  it('changes offset exactly at the clock changes, to the millisecond', () => {
    const spring = Date.UTC(2026, 2, 29, 1, 0, 0);
    const autumn = Date.UTC(2026, 9, 25, 1, 0, 0);
    for (const ts of [spring - 1, spring, autumn - 1, autumn]) {
      expect(LONDON.offset(ts)).toBe(iana.offset(ts));
    }
    expect([LONDON.offset(spring - 1), LONDON.offset(spring)]).toEqual([0, 60]);
  });

  it('reads and writes London dates exactly as the IANA zone does', () => {
    const read = DateTime.fromISO('2026-03-29T00:30', { zone: LONDON });
    const reference = DateTime.fromISO('2026-03-29T00:30', { zone: LONDON_ZONE_NAME });
    expect(read.toISO()).toBe(reference.toISO());
    expect(read.plus({ hours: 1 }).toISO()).toBe(reference.plus({ hours: 1 }).toISO());
    expect(read.zoneName).toBe('Europe/London');
    expect(LONDON.equals(iana)).toBe(true);
  });

  it('describes itself as the IANA zone does', () => {
    const ts = Date.UTC(2026, 6, 1);
    expect(LONDON.offsetName(ts, { format: 'short' })).toBe(
      iana.offsetName(ts, { format: 'short' }),
    );
    expect(LONDON.formatOffset(ts, 'short')).toBe('+01:00');
    expect([LONDON.type, LONDON.name, LONDON.isUniversal, LONDON.isValid]).toEqual([
      'iana',
      'Europe/London',
      false,
      true,
    ]);
    expect((LONDON as unknown as { ianaName: string }).ianaName).toBe('Europe/London');
  });
});
