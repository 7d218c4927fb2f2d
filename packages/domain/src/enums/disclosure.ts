// Disclosure answers. The codes are the platform's; the words customers see live in @brand/config.

/** Driving licence types. */
export const LICENCE_TYPES = [
  'UKFull',
  'UKAutoOnly',
  'UKProvisional',
  'EUFull',
  'EUProvisional',
  'EuropeanNonEU',
  'International',
] as const;
/** A driving licence type. */
export type LicenceType = (typeof LICENCE_TYPES)[number];

/** Employment statuses: full time, part time, self-employed, in education, retired, not in work. */
export const EMPLOYMENT_STATUSES = ['FT', 'PT', 'SE', 'ED', 'RE', 'NIW'] as const;
/** An employment status. */
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** Kinds of not being in work: household duties, independent means, voluntary work, disabled, other. */
export const NOT_IN_WORK_STATUSES = ['HW-HH', 'IM', 'VW', 'NE-DIS', 'NE'] as const;
/** A not-in-work status. */
export type NotInWorkStatus = (typeof NOT_IN_WORK_STATUSES)[number];

/** Home ownership answers. */
export const HOME_OWNERSHIP = ['own', 'rent', 'living-with-family'] as const;
/** A home ownership answer. */
export type HomeOwnership = (typeof HOME_OWNERSHIP)[number];

/** Marital statuses. */
export const MARITAL_STATUSES = [
  'married',
  'single',
  'cohabiting',
  'civil-partnership',
  'separated',
  'divorced',
  'widowed',
] as const;
/** A marital status. */
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** An additional driver's relationship to the policyholder. */
export const RELATIONSHIPS_TO_INSURED = [
  'SpousePartner',
  'SonDaughter',
  'ParentGuardian',
  'BrotherSister',
  'OtherFamilyMember',
  'Employee',
  'Employer',
  'Other',
] as const;
/** A relationship to the policyholder. */
export type RelationshipToInsured = (typeof RELATIONSHIPS_TO_INSURED)[number];

/** Who is the vehicle's legal owner or registered keeper. */
export const VEHICLE_OWNERSHIP = [
  'PolicyHolder',
  'LeasingCompanyInCompanyName',
  'LeasingCompanyInPrivateName',
  'ParentGuardian',
  'SpousePartner',
  'OtherFamilyMember',
  'Employer',
  'Other',
] as const;
/** A legal owner or registered keeper answer. */
export type VehicleOwnership = (typeof VEHICLE_OWNERSHIP)[number];

/** Where the no-claims discount was earned. */
export const NCD_TYPES = ['Private', 'Company'] as const;
/** A no-claims discount type. */
export type NcdType = (typeof NCD_TYPES)[number];

/** How the vehicle was bought. */
export const PURCHASE_TYPES = ['New', 'ApprovedUsed', 'Used'] as const;
/** A purchase type. */
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

/** Steering side. */
export const STEERING_SIDES = ['RHD', 'LHD'] as const;
/** A steering side. */
export type SteeringSide = (typeof STEERING_SIDES)[number];

/** Vehicle usage classes. */
export const VEHICLE_USAGES = [
  'SocialDomesticPleasure',
  'SocialDomesticPleasureCommuting',
  'BusinessClass1',
] as const;
/** A vehicle usage class. */
export type VehicleUsage = (typeof VEHICLE_USAGES)[number];

/** Where the vehicle is kept overnight (15 options). */
export const OVERNIGHT_LOCATIONS = [
  'Driveway',
  'PublicRoadNear',
  'PublicRoadAway',
  'GarageLockedNear',
  'GarageLockedAway',
  'GarageUnlockedNear',
  'GarageUnlockedAway',
  'CarParkOpen',
  'CarParkSecure',
  'CarParkOffice',
  'CompoundLocked',
  'CompoundUnlocked',
  'Carport',
  'PrivateProperty',
  'Other',
] as const;
/** An overnight location. */
export type OvernightLocation = (typeof OVERNIGHT_LOCATIONS)[number];

/** Whether the driver can use other cars. */
export const OTHER_CAR_USE = ['AccessToOtherCars', 'NoAccessToOtherCars'] as const;
/** An other-car use answer. */
export type OtherCarUse = (typeof OTHER_CAR_USE)[number];

/** The kinds of access to other cars, asked when the answer is AccessToOtherCars. */
export const OTHER_CAR_ACCESS_TYPES = [
  'OwnAnotherVehicle',
  'NamedDriverOtherPolicy',
  'CompanyCarExcSocial',
  'CompanyCarIncSocial',
] as const;
/** A kind of access to other cars. */
export type OtherCarAccessType = (typeof OTHER_CAR_ACCESS_TYPES)[number];

/** General declarations every driver answers. */
export const DECLARATIONS = [
  'bankrupt',
  'unsatisfied-ccjs',
  'unspent-criminal-convictions',
  'previously-refused-insurance',
] as const;
/** A general declaration. */
export type Declaration = (typeof DECLARATIONS)[number];

/** Driving declarations every driver answers. */
export const DRIVING_DECLARATIONS = [
  'dvla-unaware-of-medical-condition',
  'advised-by-doctor-not-to-drive',
  'banned-or-disqualified',
] as const;
/** A driving declaration. */
export type DrivingDeclaration = (typeof DRIVING_DECLARATIONS)[number];

/** Marketing channels a customer can opt in to (default on). */
export const MARKETING_CHANNELS = ['email', 'phone', 'sms'] as const;
/** A marketing channel. */
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

/** Countries an address may be in (GBR only). */
export const ADDRESS_COUNTRIES = ['GBR'] as const;
/** An accepted address country. */
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];
