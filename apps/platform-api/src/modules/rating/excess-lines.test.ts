import type { SchemeUrlName } from '@brand/domain';
import { type ExcessLine, type RatingDisclosure, rateProposal } from './rate';
import { sampleInput } from './rating-samples';

/*
 * The young and inexperienced drivers' extra excess belongs on the lines a driver's own driving
 * causes (accidental damage, and the car's damage), never on glass, fire, theft or keys. The lines
 * and amounts are the spec's, written out here rather than read from the tables, so a table that
 * spreads the extra to every line fails.
 */

/** The lines that carry a driver's extra excess. */
const DRIVER_LINES = ['accidental_damage', 'car'];
/** Every other line: each keeps the clean quote's excess, whoever drives. */
const OTHER_LINES = [
  'fire',
  'lock_and_key_replacement',
  'theft',
  'windscreen_repair',
  'windscreen_replacement',
];
/** The spec's extra excesses: £50 for a licence held under a year, £150 for a driver under 25. */
const INEXPERIENCED_EXTRA_PENCE = 5_000;
const YOUNG_EXTRA_PENCE = 15_000;

/** Born 2003: 22 on the samples' start date (2025-06-10). */
const YOUNG_DOB = '2003-01-01';
/** Passed in 2025: held under a year on the samples' start date. */
const NEW_LICENCE = '2025-01-01';

function excessOf(schemeCode: SchemeUrlName, change?: (d: RatingDisclosure) => void) {
  const result = rateProposal(sampleInput(change, { schemeCode }));
  expect(result.ratingStatus).toBe('QUOTE');
  return new Map(result.excess.map((line): [string, ExcessLine] => [line.excessCategory, line]));
}

const policyholder = (dateOfBirth: string, validFrom: string) => (d: RatingDisclosure) =>
  void Object.assign(d.policyholder ?? {}, {
    dateOfBirth,
    drivingLicence: { licenceType: 'UKFull', validFrom },
  });

const schemes: SchemeUrlName[] = ['flex', 'driveaway'];

/** A driver who earns extra excess: who, date of birth, licence valid from, the endorsements due. */
const DRIVERS: [string, string, string, string[]][] = [
  ['young and inexperienced', YOUNG_DOB, NEW_LICENCE, ['DRVEXC_INEXP', 'DRVEXC_YOUNG']],
  ['young', YOUNG_DOB, '2021-01-01', ['DRVEXC_YOUNG']],
  ['inexperienced', '1985-03-10', NEW_LICENCE, ['DRVEXC_INEXP']],
];

describe.each(schemes)('the %s excess lines', (scheme) => {
  const clean = excessOf(scheme);

  it('list every excess category once, none with an endorsement on the clean quote', () => {
    expect([...clean.keys()].sort()).toEqual([...DRIVER_LINES, ...OTHER_LINES].sort());
    for (const line of clean.values()) expect(line.endorsements).toEqual([]);
  });

  it.each(DRIVERS)(
    'keep the clean excess on every line outside the driver lines for the %s driver',
    (_, dob, licence) => {
      const excess = excessOf(scheme, policyholder(dob, licence));
      for (const category of OTHER_LINES) {
        expect({ category, ...excess.get(category) }).toEqual({ category, ...clean.get(category) });
      }
    },
  );

  it.each(DRIVERS)(
    'add the extra excess and its endorsements to the driver lines for the %s driver',
    (_, dob, licence, codes) => {
      const extra =
        (codes.includes('DRVEXC_INEXP') ? INEXPERIENCED_EXTRA_PENCE : 0) +
        (codes.includes('DRVEXC_YOUNG') ? YOUNG_EXTRA_PENCE : 0);
      const excess = excessOf(scheme, policyholder(dob, licence));
      for (const category of DRIVER_LINES) {
        expect(excess.get(category)).toEqual({
          excessCategory: category,
          excess: (clean.get(category)?.excess as number) + extra,
          endorsements: codes,
        });
      }
    },
  );

  it('keep the other lines clean when only an additional driver is young', () => {
    const excess = excessOf(scheme, (d) => {
      d.additionalDrivers = [
        {
          dateOfBirth: YOUNG_DOB,
          drivingLicence: { licenceType: 'UKFull', validFrom: '2021-01-01' },
        },
      ];
    });
    for (const category of OTHER_LINES) expect(excess.get(category)).toEqual(clean.get(category));
    for (const category of DRIVER_LINES) {
      expect(excess.get(category)?.excess).toBe(
        (clean.get(category)?.excess as number) + YOUNG_EXTRA_PENCE,
      );
    }
  });
});
