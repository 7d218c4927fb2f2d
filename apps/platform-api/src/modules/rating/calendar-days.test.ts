import { ageOn, checkHistoryDate, driverExcessEndorsements } from '@brand/domain';
import fc from 'fast-check';
import { isWithinLookback, ratingDay, yearsOn } from './calendar-days';
import { ratingContext } from './rating-context';
import { sampleInput } from './rating-samples';

const pad = (n: number) => String(n).padStart(2, '0');

/** Plain dates around leap days and month ends, some impossible ('2023-02-29', '2024-04-31'). */
const plainDate = fc
  .record({
    year: fc.integer({ min: 1900, max: 2035 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constantFrom(28, 29, 30, 31)),
  })
  .map(({ year, month, day }) => `${year}-${pad(month)}-${pad(day)}`);

/** Other answers: blanks, timestamps, other formats and nonsense, which the domain judges. */
const otherDate = fc.constantFrom(
  '',
  '  ',
  'nonsense',
  '2024-02-29T23:30:00Z',
  '2020-03-29T00:30:00+01:00',
  '20240101',
  '2024-1-5',
  ' 2001-06-10 ',
  '0999-01-01',
);

/** Rating days: start dates (leap days among them) and moments of rating around clock changes. */
const startDate = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const ratingInput = fc.oneof(
  startDate,
  fc.constantFrom('2024-02-29', '2028-02-29', '2025-06-01T23:30:00Z', '2025-03-30T00:30:00Z'),
);
const dayOf = (at: string) => ratingDay(at) as NonNullable<ReturnType<typeof ratingDay>>;

describe('calendar days agree with the domain', () => {
  it('give the same whole years as ageOn', () => {
    fc.assert(
      fc.property(fc.oneof(plainDate, otherDate), ratingInput, (date, at) => {
        expect(yearsOn(date, dayOf(at))).toBe(ageOn(date, at));
      }),
      { numRuns: 500 },
    );
  });

  it('judge the lookback as checkHistoryDate does', () => {
    fc.assert(
      fc.property(fc.oneof(plainDate, otherDate), ratingInput, (date, at) => {
        expect(isWithinLookback(date, dayOf(at))).toBe(checkHistoryDate(date, at) === null);
      }),
      { numRuns: 500 },
    );
  });

  it('give the same extra-excess endorsements as driverExcessEndorsements', () => {
    fc.assert(
      fc.property(plainDate, plainDate, startDate, (dateOfBirth, validFrom, start) => {
        const context = ratingContext(
          sampleInput((d) => {
            d.startDate = start;
            Object.assign(d.policyholder ?? {}, {
              dateOfBirth,
              drivingLicence: { licenceType: 'UKFull', validFrom },
            });
          }),
        );
        expect(context.holder.excessEndorsements).toEqual(
          driverExcessEndorsements({ dateOfBirth, licenceValidFrom: validFrom }, start),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('read no rating day from an impossible date', () => {
    expect(ratingDay('2025-02-29')).toBeNull();
    expect(ratingDay('nonsense')).toBeNull();
    expect(ratingDay(new Date('2025-06-01T23:30:00Z'))?.input).toEqual(
      new Date('2025-06-01T23:30:00Z'),
    );
  });

  it('count a 29 February birthday on 28 February, and a future date as negative years', () => {
    expect(yearsOn('2004-02-29', dayOf('2025-02-28'))).toBe(21);
    expect(yearsOn('2004-02-29', dayOf('2025-02-27'))).toBe(20);
    expect(yearsOn('2025-06-11', dayOf('2025-06-10'))).toBe(-1);
    expect(yearsOn(null, dayOf('2025-06-10'))).toBeNull();
    expect(isWithinLookback('2023-02-28', dayOf('2028-02-29'))).toBe(true);
    expect(isWithinLookback('2023-02-27', dayOf('2028-02-29'))).toBe(false);
  });
});
