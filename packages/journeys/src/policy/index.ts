// The policy pages (spec 001 §2 "Policy page"): the policy route `/{product}/policy/{id}/{tab}`
// with its tabs (the map in policy-tab-pages.tsx), the policy and billing slices, calls and
// decisions. Home's billing notifications are in the main entry.

export { BillingTab } from './BillingTab';
export type { BillingNotice } from './billing-view';
export { BILLING_NOTICES, billingNoticesOf, statementMessageOf } from './billing-view';
export type { CustomerAccount, PaymentMethod, PolicyBilling, Statement } from './billingApi';
export { loadBilling, loadPolicyBilling } from './billingApi';
export type { BillingState } from './billingSlice';
export {
  billingSlice,
  initialBillingState,
  selectBilling,
  selectBillingState,
  selectBillingStatus,
  selectLatestStatement,
  selectPreviousStatements,
} from './billingSlice';
export type { PolicyScreenProps } from './PolicyScreen';
export { PolicyScreen } from './PolicyScreen';
export { policyPagePath, RESERVED_POLICY_ROUTES, shownPolicyTabs } from './policy-page-model';
export type { PolicyTabPageProps } from './policy-tab-pages';
export { POLICY_TAB_PAGES } from './policy-tab-pages';
export type { Policy } from './policyApi';
export { changeAutoRenewal, loadPolicy } from './policyApi';
export type { PolicyState } from './policySlice';
export { initialPolicyState, policySlice, selectPolicyState } from './policySlice';
