export type { AdjustmentType, ChangeType, EffectiveDateChoice, ReviewOutcome } from './adjustments';
export {
  ADJUSTMENT_TYPES,
  CHANGE_TYPES,
  EFFECTIVE_DATE_CHOICES,
  EFFECTIVE_DATE_WINDOW_DAYS,
  REVIEW_OUTCOMES,
} from './adjustments';
export type {
  AccountStatus,
  CheckoutMethod,
  LedgerGroup,
  LedgerSubType,
  LedgerTransactionStatus,
  LedgerType,
  MandateStatus,
  PaymentMethodType,
  PaymentScheduleType,
  PaymentStatus,
} from './billing';
export {
  ACCOUNT_STATUSES,
  ACTIVE_MANDATE_STATUSES,
  CHECKOUT_METHODS,
  LEDGER_GROUP_OF_TYPE,
  LEDGER_GROUPS,
  LEDGER_SUB_TYPES,
  LEDGER_TRANSACTION_STATUSES,
  LEDGER_TYPES,
  MANDATE_STATUSES,
  PAYMENT_METHOD_TYPES,
  PAYMENT_SCHEDULE_TYPES,
  PAYMENT_STATUSES,
} from './billing';
export type { CancellationReason, CancellationStartAt, CancellationType } from './cancellation';
export {
  CANCELLATION_REASON_SEPARATOR,
  CANCELLATION_REASONS,
  CANCELLATION_START_AT,
  CANCELLATION_TYPES,
  OTHER_CANCELLATION_REASON,
} from './cancellation';
export type { ClaimStatus, ClaimType } from './claims';
export {
  CLAIM_STATUS_TONES,
  CLAIM_STATUSES,
  CLAIM_TYPES,
  PENDING_CLAIM_DISPLAY_TYPE,
} from './claims';
export type {
  CoverCode,
  CoverGroup,
  CoverType,
  Endorsement,
  ExcessType,
  Territory,
} from './covers';
export {
  COVER_CODES,
  COVER_GROUPS,
  COVER_TYPES,
  DRIVEAWAY_INCLUDED_COVERS,
  DRIVEAWAY_OPTIONAL_COVERS,
  ENDORSEMENTS,
  EXCESS_TYPES,
  FLEX_INCLUDED_COVERS,
  FLEX_OPTIONAL_COVERS,
  FLEX_VOLUNTARY_EXCESS_OPTIONS,
  LEGAL_EXPENSES_LIMIT_PENCE,
  NCB_PROTECTION_MIN_YEARS,
  ncbProtectionOffered,
  TERRITORIES,
  VOLUNTARY_EXCESS_CATEGORIES,
} from './covers';
export type {
  AddressCountry,
  Declaration,
  DrivingDeclaration,
  EmploymentStatus,
  HomeOwnership,
  LicenceType,
  MaritalStatus,
  MarketingChannel,
  NcdType,
  NotInWorkStatus,
  OtherCarAccessType,
  OtherCarUse,
  OvernightLocation,
  PurchaseType,
  RelationshipToInsured,
  SteeringSide,
  VehicleOwnership,
  VehicleUsage,
} from './disclosure';
export {
  ADDRESS_COUNTRIES,
  DECLARATIONS,
  DRIVING_DECLARATIONS,
  EMPLOYMENT_STATUSES,
  HOME_OWNERSHIP,
  LICENCE_TYPES,
  MARITAL_STATUSES,
  MARKETING_CHANNELS,
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
} from './disclosure';
export type { AuthErrorCode, ErrorKind, StatusTone } from './errors';
export { AUTH_ERROR_CODES, ERROR_KINDS, SIGN_OUT_AUTH_ERROR_CODES, STATUS_TONES } from './errors';
export type { FeatureToggle, Permission, Role } from './features';
export { DEFAULT_FEATURE_TOGGLES, FEATURE_TOGGLES, PERMISSIONS, ROLES } from './features';
export type {
  DocumentName,
  DocumentType,
  EndedPolicyStatus,
  PlanType,
  PolicyStatus,
  PolicyTab,
  ProductKind,
  ProductType,
  ReviewType,
} from './policy';
export {
  DOCUMENT_NAMES,
  DOCUMENT_TYPES,
  ENDED_POLICY_STATUSES,
  PLAN_TYPES,
  POLICY_STATUSES,
  POLICY_TABS,
  PRODUCT_KINDS,
  PRODUCT_TYPES,
  REVIEW_TYPES,
} from './policy';
export type {
  AccountValidationStatus,
  LookupTable,
  ProposalStatus,
  RatingStatus,
  TrackingParameter,
} from './proposal';
export {
  ACCOUNT_VALIDATION_STATUSES,
  LOOKUP_TABLES,
  PROPOSAL_STATUSES,
  RATING_STATUSES,
  RENEWAL_MONTH_MAX,
  RENEWAL_MONTH_MIN,
  TRACKING_PARAMETERS,
  VERIFICATION_CHECK_FAILED,
} from './proposal';
export type { SchemeUrlName } from './schemes';
export {
  COVERS_BY_SCHEME,
  isValidVoluntaryExcess,
  PRODUCT_KIND_OF_SCHEME,
  SCHEME_URL_NAMES,
  VOLUNTARY_EXCESS_OPTIONS_BY_SCHEME,
} from './schemes';
