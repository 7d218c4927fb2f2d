// The binding module: a proposal becomes a policy (POST /proposals/{id}/bind and the actions
// before it: id check, verification, account), with the customer account opened, the policy
// confirmation sent and, for a drive-away, the flex upsell made. It sits above proposals,
// policies' records and billing (ADR 0023).
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { proposalActionsRoutes } from './proposal-actions-routes';
export { bindProposal, PaymentForAnotherQuoteError } from './proposal-binding';
