import { rateProposal } from './rate';
import * as ratingTables from './rating-tables';
import { type Band, RATING_TABLES_VERSION } from './rating-tables';
import type { RatingDisclosure, RatingInput, RatingResult } from './rating-types';

/*
 * A quote records RATING_TABLES_VERSION so that the same version always gives the same price.
 * These snapshots are stored under the version's name: a factor changed without a new version
 * fails here, and a new version (with its values) writes a new snapshot for review. Update with
 * `jest -u` only together with a new RATING_TABLES_VERSION.
 */

/**
 * The demo customer's answers (src/demo/demo-disclosure.ts) as the rating reads them, with the
 * shipped Cooper S's specification, copied here so that a change to the demo cannot move the pin.
 */
const PINNED_DISCLOSURE: RatingDisclosure = {
  policyholder: {
    dateOfBirth: '1985-03-27',
    address: { postalCode: 'OX4 1HP' },
    declarations: {
      bankrupt: false,
      'unsatisfied-ccjs': false,
      'unspent-criminal-convictions': false,
      'previously-refused-insurance': false,
    },
    drivingDeclarations: {
      'dvla-unaware-of-medical-condition': false,
      'advised-by-doctor-not-to-drive': false,
      'banned-or-disqualified': false,
    },
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
  startDate: '2026-03-10',
  voluntaryExcess: 0,
};

const PINNED_NOW = '2026-03-01T10:00:00Z';

const pence = (pounds: number) => Math.round(pounds * 100);

/** What a customer is charged, in pence: per schedule, each price option's premium and its tax. */
function charges(result: RatingResult) {
  return {
    tablesVersion: result.tablesVersion,
    annualPremiumPence: result.annualPremiumPence,
    iptPence: result.iptPence,
    schedules: result.availablePaymentSchedules.map((schedule) => ({
      type: schedule.type,
      active: schedule.active,
      totals: schedule.totals,
      priceOptions: schedule.priceOptions.map(
        (option) =>
          `${option.coverGroup} ${option.code}${option.active ? '' : ' (not chosen)'}: ` +
          `${pence(option.premium)} pence, tax ${pence(option.taxAmount)} pence`,
      ),
    })),
    excess: result.excess.map((line) => `${line.excessCategory}: ${line.excess} pence`),
  };
}

const rated = (extra: Partial<RatingInput>) =>
  rateProposal({ schemeCode: 'flex', disclosure: PINNED_DISCLOSURE, now: PINNED_NOW, ...extra });

const isBand = (value: unknown): value is Band =>
  typeof value === 'object' && value !== null && 'from' in value && 'factor' in value;

/** A table on one line a reviewer can read: bands as "from: factor", lists of numbers joined. */
function readable(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  if (value.every(isBand)) return value.map((band) => `from ${band.from}: ${band.factor}`);
  return value.every((item) => typeof item === 'number') ? value.join(', ') : value;
}

/** Every value of the tables (the functions that read them aside), so a band no sample reaches is pinned too. */
function tableValues(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(ratingTables)
      .filter(([, value]) => typeof value !== 'function')
      .map(([name, value]) => [name, readable(value)]),
  );
}

describe('the rating tables, pinned to their version', () => {
  it('price the demo customer’s flex quote to the penny', () => {
    const result = rated({ requestedOptionalCovers: ['legal_expenses'] });
    expect(result.ratingStatus).toBe('QUOTE');
    expect(charges(result)).toMatchSnapshot(`flex, tables ${RATING_TABLES_VERSION}`);
  });

  it('price the demo customer’s drive-away quote to the penny', () => {
    const result = rated({ schemeCode: 'driveaway' });
    expect(result.ratingStatus).toBe('QUOTE');
    expect(charges(result)).toMatchSnapshot(`driveaway, tables ${RATING_TABLES_VERSION}`);
  });

  it('hold every value they held when the version was set', () => {
    expect(tableValues()).toMatchSnapshot(`values, tables ${RATING_TABLES_VERSION}`);
  });
});
