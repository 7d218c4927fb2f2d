import { rateProposal } from './rate';
import { sampleInput } from './rating-samples';
import {
  MAX_NON_FAULT_CLAIMS,
  MAX_VEHICLE_VALUE_POUNDS,
  YOUNG_DRIVER_MAX_INSURANCE_GROUP,
} from './rating-tables';
import type { RatingDisclosure, RatingInput } from './rating-types';
import type { ReferralReason } from './referral-reasons';

/** Born 2003: 22 on the samples' start date, a young driver. */
const YOUNG_DOB = '2003-01-01';

function reasons(input: RatingInput): ReferralReason[] {
  const result = rateProposal(input);
  if (result.ratingStatus === 'REFERRAL') {
    expect(result.annualPremiumPence).toBeNull();
    expect(result.availablePaymentSchedules).toEqual([]);
  }
  return result.referralReasons;
}

const change = (edit: (d: RatingDisclosure) => void, extra?: Partial<RatingInput>) =>
  reasons(sampleInput(edit, extra));

const nonFaultClaims = (count: number) => (d: RatingDisclosure) => {
  Object.assign(d.policyholder ?? {}, {
    vehicleClaimsHistory: Array.from({ length: count }, (_, i) => ({
      claimType: 'Windscreen',
      date: `202${1 + (i % 4)}-0${1 + i}-01`,
    })),
  });
};

describe('referral rules: out of appetite', () => {
  it('quotes the clean sample', () => {
    expect(reasons(sampleInput())).toEqual([]);
  });

  it('refers a vehicle worth more than the maximum value, and quotes one at it', () => {
    const value = (estimatedValue: number) => (d: RatingDisclosure) =>
      void Object.assign(d.vehicle?.specification ?? {}, { estimatedValue });
    expect(change(value(MAX_VEHICLE_VALUE_POUNDS + 1))).toEqual([
      'rating.referral.vehicleValueTooHigh',
    ]);
    expect(change(value(MAX_VEHICLE_VALUE_POUNDS))).toEqual([]);
  });

  it('refers a young driver in a car above the young drivers’ highest group', () => {
    const young = (insuranceGroup: number) => (d: RatingDisclosure) => {
      Object.assign(d.vehicle?.specification ?? {}, { insuranceGroup });
      Object.assign(d.policyholder ?? {}, { dateOfBirth: YOUNG_DOB });
    };
    expect(change(young(YOUNG_DRIVER_MAX_INSURANCE_GROUP + 1))).toEqual([
      'rating.referral.youngDriverHighInsuranceGroup',
    ]);
    expect(change(young(YOUNG_DRIVER_MAX_INSURANCE_GROUP))).toEqual([]);
  });

  it('counts a young additional driver as a young driver, and not a driver of 25', () => {
    const withDriver = (dateOfBirth: string) => (d: RatingDisclosure) => {
      Object.assign(d.vehicle?.specification ?? {}, { insuranceGroup: 45 });
      d.additionalDrivers = [{ dateOfBirth }];
    };
    expect(change(withDriver(YOUNG_DOB))).toEqual([
      'rating.referral.youngDriverHighInsuranceGroup',
    ]);
    expect(change(withDriver('2000-06-10'))).toEqual([]);
  });

  it('refers a young driver with a modified car, but prices a modified car for older drivers', () => {
    const modified = (dateOfBirth: string) => (d: RatingDisclosure) => {
      Object.assign(d.vehicle ?? {}, { modifications: true });
      Object.assign(d.policyholder ?? {}, { dateOfBirth });
    };
    expect(change(modified(YOUNG_DOB))).toEqual(['rating.referral.youngDriverModifiedVehicle']);
    expect(change(modified('1985-03-10'))).toEqual([]);
  });

  it('refers more than the maximum non-fault claims in the lookback', () => {
    expect(change(nonFaultClaims(MAX_NON_FAULT_CLAIMS + 1))).toEqual([
      'rating.referral.tooManyNonFaultClaims',
    ]);
    expect(change(nonFaultClaims(MAX_NON_FAULT_CLAIMS))).toEqual([]);
  });

  it('refers a provisional licence on drive-away but prices it on flex', () => {
    const provisional = (d: RatingDisclosure) =>
      void Object.assign(d.policyholder?.drivingLicence ?? {}, { licenceType: 'UKProvisional' });
    expect(change(provisional, { schemeCode: 'driveaway' })).toEqual([
      'rating.referral.provisionalLicenceDriveaway',
    ]);
    expect(change(provisional)).toEqual([]);
  });
});

describe('referral rules: declarations', () => {
  it('refers each declaration answered yes with its own reason, in a stable order', () => {
    expect(
      change((d) => {
        Object.assign(d.policyholder ?? {}, {
          declarations: { 'unsatisfied-ccjs': true, bankrupt: true },
          drivingDeclarations: { 'advised-by-doctor-not-to-drive': true },
        });
      }),
    ).toEqual([
      'rating.referral.declaration.bankrupt',
      'rating.referral.declaration.unsatisfied-ccjs',
      'rating.referral.drivingDeclaration.advised-by-doctor-not-to-drive',
    ]);
  });

  it('refers a yes to a declaration it does not know with a general reason', () => {
    expect(
      change((d) => void Object.assign(d.policyholder ?? {}, { declarations: { other: true } })),
    ).toEqual(['rating.referral.declaration.unknown']);
  });

  it('reports a reason once however many drivers it applies to', () => {
    expect(
      change((d) => {
        d.additionalDrivers = [1, 2].map(() => ({
          dateOfBirth: '1990-01-01',
          drivingDeclarations: { 'banned-or-disqualified': true },
        }));
      }),
    ).toEqual(['rating.referral.drivingDeclaration.banned-or-disqualified']);
  });
});
