// The customers module: the customer records (who holds policies), shared by proposals,
// binding, policies and the policyholder routes.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).

export type {
  CustomerDetails,
  CustomerRecord,
  MarketingPreferences,
  PolicyholderIdentity,
} from './customer-repository';
export {
  findCustomer,
  findCustomerByUser,
  isEmailRegisteredElsewhere,
  updateCustomerIdentity,
  upsertCustomer,
} from './customer-repository';
