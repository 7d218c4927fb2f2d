// The brand's forms as data: one FormDefinition per form, rendered and validated by @brand/forms.
export {
  ACCOUNT_SETTINGS_FORMS,
  addressSettingForm,
  emailSettingForm,
  marketingPreferencesSettingForm,
  nameSettingForm,
  phoneSettingForm,
} from './account-settings';
export {
  effectiveDateForm,
  impersonateForm,
  POLICYHOLDER_DATE_OF_BIRTH_CONTEXT,
  paymentTokenInput,
  phonePaymentForm,
  settlePaymentForm,
} from './admin';
export type {
  AdditionalDriverAnswers,
  AdditionalDriverPath,
  AnswerOf,
  AnswersOf,
  AnswerValueByType,
  AnswerValueOf,
  ChoiceValue,
  ClaimAnswers,
  ConvictionAnswers,
  DisclosureAnswers,
  DisclosurePath,
  DisclosureValue,
  PathConstantName,
  PathConstants,
  PersonName,
  Question,
  QuestionTable,
  StoredSpecificationFields,
  StoredVehicleValue,
  YearMonth,
} from './answers';
export {
  ADDITIONAL_DRIVER_PATHS,
  ADDITIONAL_DRIVER_QUESTIONS,
  asDisclosureAnswers,
  CLAIM_PATHS,
  CLAIM_QUESTIONS,
  CONVICTION_PATHS,
  CONVICTION_QUESTIONS,
  DISCLOSURE_PATHS,
  DISCLOSURE_QUESTIONS,
  disclosureAnswer,
  pathConstants,
} from './answers';
export {
  ANONYMOUS_ONLY,
  MTA_CLAIMS_PERMISSION,
  NOT_ADMIN,
  ON_DRIVEAWAY,
} from './conditions';
export type { DefinedForm } from './define-form';
export { defineForm } from './define-form';
export {
  ADDITIONAL_DRIVERS_INPUT,
  aboutYouForm,
  additionalDriverProfileForm,
  additionalDriversForm,
  beforeWeBeginForm,
  claimsHistoryForm,
  contactDetailsForm,
  DISCLOSURE_SECTIONS,
  drivingLicenceForm,
  promotionForm,
  startDateForm,
  yourCarForm,
  yourCoverForm,
} from './disclosure';
export type { FormId } from './form-registry';
export { ALL_FORMS, FORMS, formById, isFormId } from './form-registry';
export {
  ADMIN_ONLY_READ_ONLY,
  CLAIMS_READ_ONLY,
  MANAGEMENT_SECTIONS,
  managementAboutYouForm,
  managementAddressForm,
  managementClaimsForm,
  managementDriversForm,
  managementNoClaimsDiscountForm,
  managementStartDateForm,
  managementUsageForm,
  managementVehicleForm,
  VEHICLE_READ_ONLY,
} from './management';
export type { EnumTranslationTable } from './options';
export { ENUM_TRANSLATION_TABLES } from './options';
export type { SummaryTerm } from './proposal';
export {
  accountSetupForm,
  expiredProposalForm,
  renewalOptOutForm,
  retrieveForm,
  SUMMARY_TERMS,
  summaryTermsForm,
  vehicleRegistrationForm,
} from './proposal';
export {
  coolingOffCancellationForm,
  feedbackForm,
  paymentDayForm,
  standardCancellationForm,
  uploadForm,
} from './self-service';
