// Finance's billing view of a customer across their accounts (spec 002 §5, "impersonate-billing"):
// the console's page loads it; this folder draws it in the billing tab's words.
export {
  CustomerBillingAccounts,
  type CustomerBillingAccountsProps,
} from './CustomerBillingAccounts';
export type {
  CustomerBilling,
  CustomerBillingAccount,
  CustomerBillingStatement,
} from './customer-billing-types';
