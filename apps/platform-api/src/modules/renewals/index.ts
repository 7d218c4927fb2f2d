// The renewals module: a policy's renewal proposal, its view on GET /policies, and the renewal
// job that makes renewal proposals and binds them on the anniversary (ADR 0015).
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { runRenewalJob, startRenewalJob } from './renewal-job';
export { createRenewalProposal } from './renewal-proposal';
export { renewalProposalView } from './renewal-proposal-view';
