export type { AutoRenewalInput, RenewalConfig } from './auto-renewal';
export {
  AUTO_RENEWAL_DEFAULT,
  canModifyAutoRenewal,
  isAutoRenewalEffective,
} from './auto-renewal';
export type { CancelDatePolicy, CancelDateWindow, CancelEffectiveAt } from './cancel-date-window';
export {
  cancelDateWindow,
  cancelDateWindowDays,
  cancelEffectiveAt,
  isCancelDateInWindow,
} from './cancel-date-window';
export { DEFAULT_DAYS_TO_DEFER, FALLBACK_DAYS_TO_DEFER } from './cancel-deferral';
export type {
  CancellablePolicy,
  CancellationRule,
  CoolingOffCancellationRule,
  StandardCancellationRule,
} from './cancellation';
export {
  assertCancellationAllowed,
  CANCELLATION_NOT_ALLOWED_MESSAGE,
  canCancelPolicy,
  coolingOffDaysPassed,
} from './cancellation';
export type {
  CancellationReasonInput,
  CancellationReasonProblem,
  DecodedCancellationReason,
} from './cancellation-reason';
export {
  CANCELLATION_OTHER_TEXT_MAX_LENGTH,
  checkCancellationReason,
  decodeCancellationReason,
  encodeCancellationReason,
  isValidCancellationReason,
} from './cancellation-reason';
export type { CancellationRefundInput } from './cancellation-refund';
export { cancellationRefundPence } from './cancellation-refund';
export type { CancellationRules } from './cancellation-variant';
export {
  COOLING_OFF_DAYS,
  cancellationVariant,
  requireCancellationVariant,
} from './cancellation-variant';
export type { ContinuingCoverPeriodInput } from './continuing-cover';
export { continuingCoverPeriod } from './continuing-cover';
export type { CoverPeriod, CoverPeriodInput, CoverTerm } from './cover-period';
export { COVER_TERMS, coverPeriod } from './cover-period';
export { formatCoverDay, formatCoverTime } from './cover-time-text';
export type {
  EffectiveDatePolicy,
  OtherEffectiveDateProblem,
  StartablePolicy,
} from './effective-date';
export {
  adjustmentTakesEffectAt,
  checkOtherEffectiveDate,
  hasPolicyStarted,
  isDeferredChange,
  isValidOtherEffectiveDate,
  resolveEffectiveDate,
} from './effective-date';
export type { PolicyEndInput } from './policy-end';
export { isPolicyEnded, policyEndDate } from './policy-end';
export type { SortablePolicy } from './policy-sort';
export { comparePolicies, POLICY_STATUS_SORT_ORDER, sortPolicies } from './policy-sort';
export type { PolicyDetail, PolicySummary } from './policy-summary';
export type { PolicyTabsOptions } from './policy-tabs';
export {
  defaultPolicyTab,
  POLICY_TABS_BY_STATUS,
  PRODUCT_KINDS_WITHOUT_BILLING,
  policyTabs,
} from './policy-tabs';
export type {
  CreateProposalInput,
  ProposalRef,
  RenewalAvailabilityInput,
} from './proposals';
export {
  assertRenewalStatusSupported,
  canCreateProposal,
  countsAsUpsell,
  isRenewalAvailable,
  isRenewalDone,
  isRenewalStatusSupported,
  isValidRenewalMonth,
  RENEWAL_DONE_STATUS,
  RENEWAL_SUPPORTED_STATUSES,
  RENEWAL_UNSUPPORTED_STATUSES,
  UPSELL_COUNTING_STATUSES,
} from './proposals';
export type { ReviewedVersion } from './review-outcome';
export { adjustmentReviewOutcome } from './review-outcome';
