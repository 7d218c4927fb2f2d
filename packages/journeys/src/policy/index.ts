// The policy pages (spec 001 §2 "Policy page"): the policy route with its billing tab, the billing
// slice, calls and decisions. Home's billing notifications are in the main entry.

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
export { PolicyScreen } from './PolicyScreen';
