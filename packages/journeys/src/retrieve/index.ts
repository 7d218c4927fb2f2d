// The retrieve journey (spec 000 §2, §8): the retrieve screen, its slice and its calls.

export type { RetrieveScreenProps } from './RetrieveScreen';
export { RetrieveScreen } from './RetrieveScreen';
export type { RetrieveAnswers, RetrievedProposal, TokenKeeper } from './retrieveApi';
export {
  clientWithToken,
  proposalPath,
  RetrievedProposalMissing,
  retrieveFailureOf,
  retrieveSavedQuote,
} from './retrieveApi';
export type { RetrieveFailure, RetrieveState } from './retrieveSlice';
export {
  failureDismissed,
  initialRetrieveState,
  RETRIEVE_FAILURES,
  retrieveFailed,
  retrieveSlice,
  retrieveStarted,
  retrieveSucceeded,
  selectRetrieveBusy,
} from './retrieveSlice';
