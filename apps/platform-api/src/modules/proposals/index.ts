// The proposals module: proposals (the disclosure answers, rating, verification, the proposal
// account, promotion, retain) and their routes, the read cache, and the proposals derived from
// a policy (derived-proposal.ts) that binding and renewals make.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { proposalCoverPeriod, withCoverContinuesFrom } from './cover-continuation';
export { type DerivedProposal, insertRatedProposal } from './derived-proposal';
export { type DisclosureContext, formContextFor } from './disclosure-forms';
export { createProposalAccount, saveCustomerFor, validateAccount } from './proposal-account';
export { setProposalAutoRenewal } from './proposal-auto-renewal';
export { applyChanges, type ProposalChange } from './proposal-changes';
export { proposalJourneyRoutes } from './proposal-journey-routes';
export { rateForSave } from './proposal-quoting';
export { schemeUrlName } from './proposal-rating';
export { ProposalReadCache } from './proposal-read-cache';
export type { ProposalRecord } from './proposal-record';
export {
  findProposal,
  findProposalWithQuote,
  listProposals,
  updateEachCurrent,
} from './proposal-repository';
export { proposalResponse } from './proposal-response';
export { isQuoteExpired, QUOTE_VALIDITY_DAYS } from './proposal-status';
export {
  assertQuote,
  hasCurrentVerification,
  idCheckProposal,
  quoteExpired,
  verifyProposal,
} from './proposal-verification';
export { activeSchedule, MAIN_INSURER, quoteView } from './proposal-view';
export { proposalsRoutes } from './proposals-routes';
export { ProposalCodeParams, ProposalSchema, QuoteSchema } from './proposals-schemas';
export {
  createProposal,
  disclosureContext,
  loadOwnedProposal,
  patchProposal,
  refreshExpiry,
  refreshExpiryWithQuote,
  saveProposal,
} from './proposals-service';
export type { StoredQuote } from './quote-repository';
export { findQuote, insertQuote } from './quote-repository';
