import { DECLARATIONS, DRIVING_DECLARATIONS, MAX_AGE_YEARS, YOUNG_DRIVER_AGE } from '@brand/domain';
import type { RatedDriver, RatingContext } from './rating-context';
import {
  CONVICTION_FACTORS,
  FAULT_CLAIM_FACTORS,
  MAX_NON_FAULT_CLAIMS,
  MAX_VEHICLE_VALUE_POUNDS,
  MIN_DRIVER_AGE,
  PROVISIONAL_LICENCE_TYPES,
  YOUNG_DRIVER_MAX_INSURANCE_GROUP,
} from './rating-tables';
import type { ReferralReason } from './referral-reasons';

/** Most fault claims and convictions the factor tables price; more is referred. */
export const MAX_FAULT_CLAIMS = FAULT_CLAIM_FACTORS.length - 1;
export const MAX_CONVICTIONS = CONVICTION_FACTORS.length - 1;

/** One referral rule: the reasons (translation keys) it finds in a proposal, none when it passes. */
export type ReferralRule = (context: RatingContext) => readonly ReferralReason[];

const KNOWN_DECLARATIONS: readonly string[] = DECLARATIONS;
const KNOWN_DRIVING_DECLARATIONS: readonly string[] = DRIVING_DECLARATIONS;

function answeredYes(answers: Record<string, boolean> | null | undefined): string[] {
  return Object.entries(answers ?? {})
    .filter(([, value]) => value === true)
    .map(([key]) => key)
    .sort();
}

/** A reason when `refers` holds for any driver. */
function anyDriver(reason: ReferralReason, refers: (driver: RatedDriver) => boolean): ReferralRule {
  return (context) => (context.drivers.some(refers) ? [reason] : []);
}

function isYoung(driver: RatedDriver): boolean {
  return driver.age !== null && driver.age < YOUNG_DRIVER_AGE;
}

/** The vehicle has no insurance group the base table prices (the spec's "couldn't determine" outcome). */
export const insuranceGroupKnown: ReferralRule = (context) =>
  context.group === null ? ['rating.referral.noInsuranceGroup'] : [];

/** Any declaration answered yes (bankrupt, unsatisfied CCJs, unspent convictions, refused insurance). */
export const declarationsClear: ReferralRule = (context) =>
  context.drivers.flatMap((driver) =>
    answeredYes(driver.answers.declarations).map(
      (key): ReferralReason =>
        KNOWN_DECLARATIONS.includes(key)
          ? (`rating.referral.declaration.${key}` as ReferralReason)
          : 'rating.referral.declaration.unknown',
    ),
  );

/** Any driving declaration answered yes (undisclosed medical condition, doctor's advice, ban). */
export const drivingDeclarationsClear: ReferralRule = (context) =>
  context.drivers.flatMap((driver) =>
    answeredYes(driver.answers.drivingDeclarations).map(
      (key): ReferralReason =>
        KNOWN_DRIVING_DECLARATIONS.includes(key)
          ? (`rating.referral.drivingDeclaration.${key}` as ReferralReason)
          : 'rating.referral.declaration.unknown',
    ),
  );

/** Every driver has a date of birth, and is between the youngest age quoted and the oldest possible. */
export const driverAgesInRange: ReferralRule = (context) =>
  context.drivers.flatMap(({ age }): ReferralReason[] => {
    if (age === null) return ['rating.referral.missingDateOfBirth'];
    if (age < MIN_DRIVER_AGE) return ['rating.referral.driverTooYoung'];
    if (age > MAX_AGE_YEARS) return ['rating.referral.driverTooOld'];
    return [];
  });

/** More fault claims in the lookback than the claims factors price. */
export const faultClaimsWithinTable = anyDriver(
  'rating.referral.tooManyFaultClaims',
  (driver) => driver.faultClaims > MAX_FAULT_CLAIMS,
);

/** More than MAX_NON_FAULT_CLAIMS non-fault claims in the lookback: frequency points to risk too. */
export const nonFaultClaimsWithinAppetite = anyDriver(
  'rating.referral.tooManyNonFaultClaims',
  (driver) => driver.nonFaultClaims > MAX_NON_FAULT_CLAIMS,
);

/** More convictions in the lookback than the convictions factors price. */
export const convictionsWithinTable = anyDriver(
  'rating.referral.tooManyConvictions',
  (driver) => driver.convictions > MAX_CONVICTIONS,
);

/** A vehicle worth more than MAX_VEHICLE_VALUE_POUNDS. */
export const vehicleValueWithinAppetite: ReferralRule = (context) =>
  context.vehicleValue > MAX_VEHICLE_VALUE_POUNDS ? ['rating.referral.vehicleValueTooHigh'] : [];

/** A young driver (under 25) with a car above YOUNG_DRIVER_MAX_INSURANCE_GROUP. */
export const youngDriverGroupWithinAppetite: ReferralRule = (context) =>
  context.group !== null &&
  context.group > YOUNG_DRIVER_MAX_INSURANCE_GROUP &&
  context.drivers.some(isYoung)
    ? ['rating.referral.youngDriverHighInsuranceGroup']
    : [];

/** A young driver (under 25) with a modified car. */
export const youngDriverUnmodifiedVehicle: ReferralRule = (context) =>
  context.disclosure.vehicle?.modifications === true && context.drivers.some(isYoung)
    ? ['rating.referral.youngDriverModifiedVehicle']
    : [];

/** Drive-away cover is for driving the new car home alone, which a provisional licence does not allow. */
export const driveawayFullLicence: ReferralRule = (context) => {
  const licenceType = context.holder.answers.drivingLicence?.licenceType;
  return context.input.schemeCode === 'driveaway' &&
    licenceType &&
    PROVISIONAL_LICENCE_TYPES.includes(licenceType)
    ? ['rating.referral.provisionalLicenceDriveaway']
    : [];
};

/** The referral rules, in the order their reasons are reported. */
export const REFERRAL_RULES: readonly ReferralRule[] = [
  insuranceGroupKnown,
  vehicleValueWithinAppetite,
  declarationsClear,
  drivingDeclarationsClear,
  driverAgesInRange,
  faultClaimsWithinTable,
  nonFaultClaimsWithinAppetite,
  convictionsWithinTable,
  youngDriverGroupWithinAppetite,
  youngDriverUnmodifiedVehicle,
  driveawayFullLicence,
];

/** Every reason the proposal is referred rather than quoted, without duplicates, in rule order. */
export function referralReasonsOf(context: RatingContext): ReferralReason[] {
  return [...new Set(REFERRAL_RULES.flatMap((rule) => rule(context)))];
}
