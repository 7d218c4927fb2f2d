import {
  DECLARATIONS,
  type Declaration,
  DRIVING_DECLARATIONS,
  type DrivingDeclaration,
} from '@brand/domain';

/** Referral reasons that are not a declaration, as translation keys (texts in @brand/config `rating`). */
export const RULE_REFERRAL_REASONS = [
  'rating.referral.noInsuranceGroup',
  'rating.referral.missingDateOfBirth',
  'rating.referral.driverTooYoung',
  'rating.referral.driverTooOld',
  'rating.referral.tooManyFaultClaims',
  'rating.referral.tooManyNonFaultClaims',
  'rating.referral.tooManyConvictions',
  'rating.referral.vehicleValueTooHigh',
  'rating.referral.youngDriverHighInsuranceGroup',
  'rating.referral.youngDriverModifiedVehicle',
  'rating.referral.provisionalLicenceDriveaway',
  'rating.referral.declaration.unknown',
] as const;

/** The reason for a declaration answered yes. */
export type DeclarationReferralReason = `rating.referral.declaration.${Declaration}`;
/** The reason for a driving declaration answered yes. */
export type DrivingDeclarationReferralReason =
  `rating.referral.drivingDeclaration.${DrivingDeclaration}`;

/** A reason the engine refers a proposal rather than quoting it: a translation key. */
export type ReferralReason =
  | (typeof RULE_REFERRAL_REASONS)[number]
  | DeclarationReferralReason
  | DrivingDeclarationReferralReason;

/** Every referral reason the engine can return. */
export const REFERRAL_REASONS: readonly ReferralReason[] = [
  ...RULE_REFERRAL_REASONS,
  ...DECLARATIONS.map((key): DeclarationReferralReason => `rating.referral.declaration.${key}`),
  ...DRIVING_DECLARATIONS.map(
    (key): DrivingDeclarationReferralReason => `rating.referral.drivingDeclaration.${key}`,
  ),
];

/** Why an activated promotion does not apply, as translation keys. */
export const PROMOTION_INELIGIBLE_REASONS = [
  'rating.promotion.ineligible.unknownCode',
  'rating.promotion.ineligible.notActive',
  'rating.promotion.ineligible.scheme',
  'rating.promotion.ineligible.age',
  'rating.promotion.ineligible.highPowerAge',
] as const;
/** Why an activated promotion does not apply. */
export type PromotionIneligibleReason = (typeof PROMOTION_INELIGIBLE_REASONS)[number];
