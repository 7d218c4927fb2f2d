import {
  CLAIM_TYPES,
  DECLARATIONS,
  DRIVING_DECLARATIONS,
  EMPLOYMENT_STATUSES,
  HOME_OWNERSHIP,
  LICENCE_TYPES,
  MARITAL_STATUSES,
  MARKETING_CHANNELS,
  NCD_MAX,
  NCD_MIN,
  NCD_TYPES,
  NOT_IN_WORK_STATUSES,
  OTHER_CAR_ACCESS_TYPES,
  OTHER_CAR_USE,
  OVERNIGHT_LOCATIONS,
  PURCHASE_TYPES,
  RELATIONSHIPS_TO_INSURED,
  STEERING_SIDES,
  VEHICLE_OWNERSHIP,
  VEHICLE_USAGES,
} from '@brand/domain';
import { rangeOf } from '../options';
import type { QuestionTable } from './question-table';

// The tables below restate each disclosure question's path and input type, and the domain table of
// an enumerated answer, so the answers' type is derived from them; disclosure-questions.test.ts
// holds every table equal to the form definitions it describes (no question missing or extra).

const NCD_YEARS: readonly number[] = rangeOf(NCD_MIN, NCD_MAX);

type Prefixed<Prefix extends string, T extends QuestionTable> = {
  readonly [P in keyof T & string as `${Prefix}${P}`]: T[P];
};

function prefixed<Prefix extends string, T extends QuestionTable>(
  prefix: Prefix,
  table: T,
): Prefixed<Prefix, T> {
  return Object.fromEntries(
    Object.entries(table).map(([path, question]) => [`${prefix}${path}`, question]),
  ) as Prefixed<Prefix, T>;
}

/** One claim of a claims-history loop (history-inputs.ts CLAIM_ITEM_INPUTS). */
export const CLAIM_QUESTIONS = {
  claimType: { type: 'singleSelect', values: CLAIM_TYPES },
  date: { type: 'date' },
  ncdAffected: { type: 'boolean' },
} as const satisfies QuestionTable;

/** One conviction of a convictions loop (history-inputs.ts CONVICTION_ITEM_INPUTS). */
export const CONVICTION_QUESTIONS = {
  offence: { type: 'lookup' },
  convictionDate: { type: 'date' },
} as const satisfies QuestionTable;

// A driver's profile as both the policyholder and an additional driver are asked it (the profile
// scope of the inputs), relative to the driver.
const PROFILE_QUESTIONS = {
  name: { type: 'name' },
  dateOfBirth: { type: 'date' },
  maritalStatus: { type: 'singleSelect', values: MARITAL_STATUSES },
  employmentStatus: { type: 'radio', values: EMPLOYMENT_STATUSES },
  notInWorkStatus: { type: 'radio', values: NOT_IN_WORK_STATUSES },
  occupation: { type: 'lookup' },
  industry: { type: 'lookup' },
  declarations: { type: 'booleanList', values: DECLARATIONS },
  'drivingLicence.licenceType': { type: 'singleSelect', values: LICENCE_TYPES },
  'drivingLicence.validFrom': { type: 'date' },
  'drivingLicence.convictions': { type: 'questionLoop', item: CONVICTION_QUESTIONS },
  drivingDeclarations: { type: 'booleanList', values: DRIVING_DECLARATIONS },
  useOfOtherCar: { type: 'radio', values: OTHER_CAR_USE },
  otherCarAccessType: { type: 'radio', values: OTHER_CAR_ACCESS_TYPES },
  vehicleClaimsHistory: { type: 'questionLoop', item: CLAIM_QUESTIONS },
} as const satisfies QuestionTable;

/** One additional driver, relative to the driver (driver-inputs.ts ADDITIONAL_DRIVER_INPUTS). */
export const ADDITIONAL_DRIVER_QUESTIONS = {
  ...PROFILE_QUESTIONS,
  relationshipToInsured: { type: 'singleSelect', values: RELATIONSHIPS_TO_INSURED },
} as const satisfies QuestionTable;

/**
 * Every question of the disclosure sections (DISCLOSURE_SECTIONS) by its answer's path in the
 * proposal's (and the policy's) data. The carried inputs (hidden copies of another section's
 * answer) are that section's question.
 */
export const DISCLOSURE_QUESTIONS = {
  eligibilityConfirmed: { type: 'checkboxEligibility' },
  retailer: { type: 'text' },
  vehicle: { type: 'vehicleTabs' },
  'vehicle.estimatedValue': { type: 'numberText' },
  'vehicle.disclosedSteering': { type: 'radio', values: STEERING_SIDES },
  'vehicle.disclosedNumberOfSeats': { type: 'numberText' },
  ...prefixed('policyholder.', PROFILE_QUESTIONS),
  'policyholder.address': { type: 'address' },
  'policyholder.homeOwnership': { type: 'radio', values: HOME_OWNERSHIP },
  'policyholder.email': { type: 'email' },
  'policyholder.phone': { type: 'phoneNumber' },
  'policyholder.marketingPreferences': { type: 'checkboxList', values: MARKETING_CHANNELS },
  additionalDrivers: {
    type: 'questionLoop',
    item: ADDITIONAL_DRIVER_QUESTIONS,
    itemFields: ['profileCode'],
  },
  'vehicle.usage': { type: 'radio', values: VEHICLE_USAGES },
  'vehicle.annualMileage': { type: 'numberText' },
  'vehicle.overnightLocation': { type: 'singleSelect', values: OVERNIGHT_LOCATIONS },
  'vehicle.legalOwner': { type: 'singleSelect', values: VEHICLE_OWNERSHIP },
  'vehicle.registeredKeeper': { type: 'singleSelect', values: VEHICLE_OWNERSHIP },
  'vehicle.modifications': { type: 'boolean' },
  'vehicle.trackerFitted': { type: 'boolean' },
  'vehicle.purchaseType': { type: 'radio', values: PURCHASE_TYPES },
  'vehicle.noClaimsDiscount': { type: 'radio', values: NCD_YEARS },
  'vehicle.noClaimsDiscountType': { type: 'radio', values: NCD_TYPES },
  'vehicle.usageStartYearMonth': { type: 'yearMonth' },
  startDate: { type: 'datePicker' },
  orderNumber: { type: 'text' },
  promotionTermsAccepted: { type: 'checkboxPromotion' },
} as const satisfies QuestionTable;
