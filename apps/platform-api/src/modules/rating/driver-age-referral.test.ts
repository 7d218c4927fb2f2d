import { translateKey } from '@brand/config';
import type { DateInput } from '@brand/domain';
import { type RatingDisclosure, type RatingDriver, rateProposal } from './rate';
import { sampleInput } from './rating-samples';

/*
 * The age limits on the day they change, by the London calendar. The ages are the spec's and the
 * text's (17, and a date of birth more than 125 years back), written as literal dates so that a rule
 * refusing a 17-year-old, or counting the day in UTC, fails here.
 */

const TOO_YOUNG = 'rating.referral.driverTooYoung';
const TOO_OLD = 'rating.referral.driverTooOld';

/** The samples' start date, the day ages are judged on. */
const START = '2025-06-10';
/** 17 on START. */
const SEVENTEENTH_BIRTHDAY_ON_START = '2008-06-10';
/** 17 the day after START: 16 on it. */
const SEVENTEENTH_BIRTHDAY_AFTER_START = '2008-06-11';

/** A driver born on `dateOfBirth`, licensed a few days before the start date, with clean answers. */
const driver = (dateOfBirth: string): RatingDriver => ({
  dateOfBirth,
  drivingLicence: { licenceType: 'UKFull', validFrom: '2025-06-01', convictions: [] },
});

/** The referral reasons of the sample with the policyholder born on `dateOfBirth`, judged on `now` when the start date is null. */
function reasonsFor(
  dateOfBirth: string,
  { startDate = START, now }: { startDate?: string | null; now?: DateInput } = {},
) {
  const change = (d: RatingDisclosure) => {
    Object.assign(d.policyholder ?? {}, driver(dateOfBirth));
    Object.assign(d.vehicle ?? {}, { noClaimsDiscount: 0 });
    d.startDate = startDate;
  };
  const result = rateProposal(sampleInput(change, now === undefined ? {} : { now }));
  expect(result.ratingStatus).toBe(result.referralReasons.length > 0 ? 'REFERRAL' : 'QUOTE');
  return result.referralReasons;
}

describe('the youngest driver quoted: 17 on the day', () => {
  it('refers a policyholder the day before their 17th birthday, with the reason’s text', () => {
    expect(reasonsFor(SEVENTEENTH_BIRTHDAY_AFTER_START)).toEqual([TOO_YOUNG]);
    expect(translateKey(TOO_YOUNG)).toBe(
      'One of the drivers is under 17, the youngest age we can cover.',
    );
  });

  it('quotes a policyholder on their 17th birthday', () => {
    expect(reasonsFor(SEVENTEENTH_BIRTHDAY_ON_START)).toEqual([]);
  });

  it('judges an additional driver by the same day', () => {
    const withDriver = (dateOfBirth: string) =>
      rateProposal(
        sampleInput((d) => void Object.assign(d, { additionalDrivers: [driver(dateOfBirth)] })),
      ).referralReasons;
    expect(withDriver(SEVENTEENTH_BIRTHDAY_AFTER_START)).toEqual([TOO_YOUNG]);
    expect(withDriver(SEVENTEENTH_BIRTHDAY_ON_START)).toEqual([]);
  });

  it('counts the day in London: 00:30 BST on the birthday is 23:30 UTC the day before', () => {
    // Without a start date the moment of rating is the day ages are judged on.
    const justAfterMidnight = '2025-06-09T23:30:00Z';
    expect(
      reasonsFor(SEVENTEENTH_BIRTHDAY_ON_START, { startDate: null, now: justAfterMidnight }),
    ).toEqual([]);
    expect(
      reasonsFor(SEVENTEENTH_BIRTHDAY_ON_START, {
        startDate: null,
        now: new Date(justAfterMidnight),
      }),
    ).toEqual([]);
    // 23:30 BST the evening before the birthday is still the day before.
    expect(
      reasonsFor(SEVENTEENTH_BIRTHDAY_ON_START, { startDate: null, now: '2025-06-09T22:30:00Z' }),
    ).toEqual([TOO_YOUNG]);
    // A start given as a moment is its London day too.
    expect(
      reasonsFor(SEVENTEENTH_BIRTHDAY_ON_START, { startDate: '2025-06-09T23:30:00Z' }),
    ).toEqual([]);
    expect(
      reasonsFor(SEVENTEENTH_BIRTHDAY_ON_START, { startDate: '2025-06-09T22:30:00Z' }),
    ).toEqual([TOO_YOUNG]);
  });
});

describe('the oldest date of birth quoted: 125 whole years on the day', () => {
  it('quotes a policyholder of 125 the day before their 126th birthday', () => {
    expect(reasonsFor('1899-06-11')).toEqual([]);
  });

  it('refers a policyholder on their 126th birthday, with the reason’s text', () => {
    expect(reasonsFor('1899-06-10')).toEqual([TOO_OLD]);
    expect(translateKey(TOO_OLD)).toBe(
      'One of the drivers’ dates of birth is more than 125 years ago. Please check it.',
    );
  });

  it('counts that day in London too', () => {
    expect(reasonsFor('1899-06-10', { startDate: null, now: '2025-06-09T23:30:00Z' })).toEqual([
      TOO_OLD,
    ]);
    expect(reasonsFor('1899-06-10', { startDate: null, now: '2025-06-09T22:30:00Z' })).toEqual([]);
  });
});
