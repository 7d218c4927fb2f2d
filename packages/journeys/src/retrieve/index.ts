// The retrieve journey (spec 000 §2, §8): the retrieve screen, its slice and its calls.

export type { RetrieveScreenProps } from './RetrieveScreen';
export { RetrieveScreen } from './RetrieveScreen';
export type {
  RetrieveAnswers,
  RetrievedProposal,
  RetrieveFailure,
  TokenKeeper,
} from './retrieveApi';
export {
  clientWithToken,
  proposalPath,
  RETRIEVE_FAILURES,
  RetrievedProposalMissing,
  retrieveFailureOf,
  retrieveQuote,
  retrieveSavedQuote,
} from './retrieveApi';
export type { RetrieveState } from './retrieveSlice';
export {
  failureDismissed,
  initialRetrieveState,
  retrieveLeft,
  retrieveSlice,
  selectRetrieveBusy,
  selectRetrieveFailure,
  selectRetrieveState,
} from './retrieveSlice';
