import type { SchemeUrlName } from '@brand/domain';
import { seededRandom } from '../../shared/seeded-random';
import type { RatingDisclosure, RatingDriver, RatingInput } from './rating-types';

/** The moment the samples are rated at. */
export const SAMPLE_NOW = '2025-06-01T10:00:00Z';

/**
 * A clean flex disclosure: a 40-year-old with a long-held full licence, 5 years' NCD, a group 20
 * car worth £25,000 (a Cooper S, 201 bhp) in Oxford. `change` edits the copy before it is returned.
 */
export function sampleDisclosure(
  change: (d: RatingDisclosure) => void = () => {},
): RatingDisclosure {
  const d: RatingDisclosure = {
    policyholder: {
      dateOfBirth: '1985-03-10',
      address: { postalCode: 'OX4 6NL' },
      declarations: { bankrupt: false, 'previously-refused-insurance': false },
      drivingDeclarations: { 'banned-or-disqualified': false },
      drivingLicence: { licenceType: 'UKFull', validFrom: '2004-05-01', convictions: [] },
      vehicleClaimsHistory: [],
    },
    vehicle: {
      specification: { insuranceGroup: 20, estimatedValue: 25_000, enginePower: 201 },
      annualMileage: 8_000,
      usage: 'SocialDomesticPleasureCommuting',
      overnightLocation: 'Driveway',
      modifications: false,
      trackerFitted: false,
      noClaimsDiscount: 5,
    },
    additionalDrivers: [],
    startDate: '2025-06-10',
    voluntaryExcess: 0,
  };
  change(d);
  return d;
}

/** A flex rating input of the clean disclosure, changed by `change`, with `extra` fields. */
export function sampleInput(
  change?: (d: RatingDisclosure) => void,
  extra: Partial<RatingInput> = {},
): RatingInput {
  return { schemeCode: 'flex', disclosure: sampleDisclosure(change), now: SAMPLE_NOW, ...extra };
}

const DAY_MS = 86_400_000;
const POSTCODES = ['OX4 6NL', 'E1 6AN', 'SW1A 2AA', 'M1 1AE', 'TR1 1AA', 'LS1 4AP', 'CB2 1TN'];
const OVERNIGHT = ['Driveway', 'PublicRoadNear', 'GarageLockedNear', 'CarParkOpen'] as const;
const LICENCES = ['UKFull', 'UKFull', 'UKFull', 'UKAutoOnly', 'EUFull', 'UKProvisional'] as const;
const CLAIMS = ['AccidentFault', 'AccidentNotFault', 'Windscreen', 'Theft'] as const;
const USAGES = [
  'SocialDomesticPleasure',
  'SocialDomesticPleasureCommuting',
  'BusinessClass1',
] as const;

/**
 * `count` varied, realistic rating inputs from `seed`: ages 18 to 85, groups 1 to 50, claims,
 * convictions, additional drivers, both schemes, optional covers and promotions. Some refer, as
 * real traffic does.
 */
export function sampleInputs(count: number, seed = 1): RatingInput[] {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
  // A day between yearsAgoMin and yearsAgoMax years before SAMPLE_NOW, as a form stores it.
  const date = (yearsAgoMin: number, yearsAgoMax: number) =>
    new Date(Date.parse(SAMPLE_NOW) - int(yearsAgoMin * 365, yearsAgoMax * 365 + 364) * DAY_MS)
      .toISOString()
      .slice(0, 10);
  const driver = (age: number): RatingDriver => ({
    dateOfBirth: date(age, age),
    declarations: { bankrupt: next() < 0.01, 'unsatisfied-ccjs': false },
    drivingDeclarations: { 'banned-or-disqualified': next() < 0.01 },
    drivingLicence: {
      licenceType: pick(LICENCES),
      validFrom: date(0, Math.max(age - 17, 0)),
      convictions: Array.from({ length: next() < 0.15 ? int(1, 2) : 0 }, () => ({
        offence: 'SP30',
        convictionDate: date(0, 6),
      })),
    },
    vehicleClaimsHistory: Array.from({ length: next() < 0.25 ? int(1, 3) : 0 }, () => ({
      claimType: pick(CLAIMS),
      date: date(0, 6),
      ncdAffected: false,
    })),
  });
  return Array.from({ length: count }, (): RatingInput => {
    const schemeCode: SchemeUrlName = next() < 0.8 ? 'flex' : 'driveaway';
    const age = int(18, 85);
    return {
      schemeCode,
      now: SAMPLE_NOW,
      disclosure: {
        policyholder: { ...driver(age), address: { postalCode: pick(POSTCODES) } },
        vehicle: {
          specification: {
            insuranceGroup: next() < 0.01 ? null : int(1, 50),
            estimatedValue: int(8_000, 60_000),
            enginePower: pick([134, 154, 181, 201, 228, 302]),
          },
          annualMileage: int(1_000, 30_000),
          usage: pick(USAGES),
          overnightLocation: pick(OVERNIGHT),
          modifications: next() < 0.05,
          trackerFitted: next() < 0.2,
          noClaimsDiscount: int(0, Math.min(9, Math.max(age - 17, 0))),
        },
        additionalDrivers: Array.from({ length: int(0, 2) }, () => driver(int(18, 80))),
        startDate: `2025-06-${String(int(2, 28)).padStart(2, '0')}`,
        voluntaryExcess: schemeCode === 'flex' ? pick([0, 100, 200, 300]) : 0,
      },
      requestedOptionalCovers: next() < 0.5 ? ['legal_expenses'] : [],
      promotion: next() < 0.3 ? { promoCode: 'MINIELEC12M2025Q4' } : null,
    };
  });
}
