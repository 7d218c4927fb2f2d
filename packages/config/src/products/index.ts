export { BEFORE_WE_BEGIN } from './before-we-begin';
export { COOLING_OFF_PERIODS, cancellationRulesOf } from './cancellation-rules';
export type {
  DisclosureSection,
  DisclosureSectionContext,
  DisclosureSectionId,
  DisclosureSectionKind,
} from './disclosure-sections';
export {
  DISCLOSURE_SECTION_IDS,
  DISCLOSURE_SECTION_KINDS,
  DISCLOSURE_SECTIONS_BY_ID,
  DRIVEAWAY_DISCLOSURE_SECTIONS,
  disclosureSectionsFor,
  FLEX_DISCLOSURE_SECTIONS,
  isDisclosureSectionShown,
  RENEWAL_FIXED_SECTIONS,
} from './disclosure-sections';
export { DRIVEAWAY_PRODUCT } from './driveaway';
export { feedbackActionFor } from './feedback-action-for';
export { FEEDBACK_ACTIONS, TRUST_PILOT_MIN_RATING } from './feedback-actions';
export { EXCESS_COLUMNS, FLEX_PRODUCT } from './flex';
export type { ManagementSection, ManagementSectionKind } from './management-sections';
export {
  MANAGEMENT_SECTION_KINDS,
  MANAGEMENT_SECTIONS_LIST,
  managementSectionById,
} from './management-sections';
export type {
  AccountSetupConfig,
  AssetTypeConfig,
  BeforeWeBeginConfig,
  CancellationConfig,
  CheckoutConfig,
  CoversConfig,
  DisclosuresConfig,
  ExcessConfig,
  ExpiredProposalConfig,
  FeedbackAction,
  FeedbackConfig,
  ManagementConfig,
  ProductConfig,
  RenewalConfig,
  SummaryConfig,
  UploadsConfig,
  UploadTypeConfig,
} from './product-config';
export {
  coreAssetType,
  PRODUCT_CONFIGS,
  productConfigFor,
  productConfigForScheme,
} from './products';
export type { UploadType } from './upload-types';
export { UPLOAD_MAX_FILES, UPLOAD_PURPOSES, UPLOAD_TYPES } from './upload-types';
