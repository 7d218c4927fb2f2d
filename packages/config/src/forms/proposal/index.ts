export { accountSetupForm } from './account-setup';
export { expiredProposalForm } from './expired-proposal';
export { renewalOptOutForm } from './renewal-opt-out';
export { retrieveForm } from './retrieve';
export type { SummaryTerm } from './summary-terms';
export { SUMMARY_TERMS, summaryTermsForm } from './summary-terms';
export { vehicleRegistrationForm } from './vehicle-registration';
