import {
  type DateInput,
  type DriverExcessEndorsement,
  INEXPERIENCED_LICENCE_YEARS,
  YOUNG_DRIVER_AGE,
} from '@brand/domain';
import { isWithinLookback, type RatingDay, ratingDay, yearsOn } from './calendar-days';
import { FAULT_CLAIM_TYPES, INSURANCE_GROUP_MAX, INSURANCE_GROUP_MIN } from './rating-tables';
import type { RatingDisclosure, RatingDriver, RatingInput } from './rating-types';

/** A driver's answers with what the rules and factors read from them, worked out once. */
export type RatedDriver = {
  readonly answers: RatingDriver;
  /** Whole years on the rating date; null without a readable date of birth. */
  readonly age: number | null;
  /** Whole years the licence has been held on the rating date; null without a valid-from date. */
  readonly licenceYears: number | null;
  readonly faultClaims: number;
  readonly nonFaultClaims: number;
  /** Convictions in the lookback. */
  readonly convictions: number;
  /** The extra-excess endorsements (domain `driverExcessEndorsements`): licence under 1 year, age under 25. */
  readonly excessEndorsements: readonly DriverExcessEndorsement[];
};

/** One proposal as the engine reads it: the input plus the facts every rule and factor share. */
export type RatingContext = {
  readonly input: RatingInput;
  readonly disclosure: RatingDisclosure;
  /** The day ages and the lookback are judged on: the start date, else the moment of rating. */
  readonly at: DateInput;
  /** `at` as a calendar day, for the date arithmetic. */
  readonly day: RatingDay;
  /** The vehicle's insurance group, null when missing or outside the base table. */
  readonly group: number | null;
  /** Estimated value in pounds (the specification's, else the answer's), 0 when unknown. */
  readonly vehicleValue: number;
  readonly holder: RatedDriver;
  readonly additionalDrivers: readonly RatedDriver[];
  /** The policyholder, then the additional drivers. */
  readonly drivers: readonly RatedDriver[];
};

function ratedDriver(answers: RatingDriver, day: RatingDay): RatedDriver {
  let faultClaims = 0;
  let nonFaultClaims = 0;
  for (const claim of answers.vehicleClaimsHistory ?? []) {
    if (!isWithinLookback(claim.date, day)) continue;
    if (FAULT_CLAIM_TYPES.includes(claim.claimType ?? '')) faultClaims++;
    else nonFaultClaims++;
  }
  const convictions = (answers.drivingLicence?.convictions ?? []).filter((c) =>
    isWithinLookback(c.convictionDate, day),
  ).length;
  const age = yearsOn(answers.dateOfBirth, day);
  const licenceYears = yearsOn(answers.drivingLicence?.validFrom, day);
  const excessEndorsements: DriverExcessEndorsement[] = [];
  if (licenceYears !== null && licenceYears < INEXPERIENCED_LICENCE_YEARS) {
    excessEndorsements.push('DRVEXC_INEXP');
  }
  if (age !== null && age < YOUNG_DRIVER_AGE) excessEndorsements.push('DRVEXC_YOUNG');
  return {
    answers,
    age,
    licenceYears,
    faultClaims,
    nonFaultClaims,
    convictions,
    excessEndorsements,
  };
}

function insuranceGroup(disclosure: RatingDisclosure): number | null {
  const group = disclosure.vehicle?.specification?.insuranceGroup;
  return typeof group === 'number' &&
    Number.isInteger(group) &&
    group >= INSURANCE_GROUP_MIN &&
    group <= INSURANCE_GROUP_MAX
    ? group
    : null;
}

/** Reads a rating input once, so no date is parsed twice however many rules look at it. */
export function ratingContext(input: RatingInput): RatingContext {
  const { disclosure } = input;
  // An unreadable start date (validation refuses one) is judged as the moment of rating.
  const day = (disclosure.startDate && ratingDay(disclosure.startDate)) || ratingDay(input.now);
  if (!day) throw new RangeError(`Not a moment of rating: ${String(input.now)}`);
  const at = day.input;
  const vehicle = disclosure.vehicle ?? {};
  const holder = ratedDriver(disclosure.policyholder ?? {}, day);
  const additionalDrivers = (disclosure.additionalDrivers ?? []).map((d) => ratedDriver(d, day));
  return {
    input,
    disclosure,
    at,
    day,
    group: insuranceGroup(disclosure),
    vehicleValue: vehicle.specification?.estimatedValue ?? vehicle.estimatedValue ?? 0,
    holder,
    additionalDrivers,
    drivers: [holder, ...additionalDrivers],
  };
}
