import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Why a retrieve failed, each with its own message (spec 000 §8): the details match no saved
 * quote (401), too many tries (429), or anything else (the unknown-error modal).
 */
export const RETRIEVE_FAILURES = ['unauthorized', 'tooManyAttempts', 'unknown'] as const;
/** A retrieve failure. */
export type RetrieveFailure = (typeof RETRIEVE_FAILURES)[number];

/** The retrieve screen's state. */
export interface RetrieveState {
  /** editing: the form; retrieving: the calls are out; retrieved: on the way to the proposal. */
  status: 'editing' | 'retrieving' | 'retrieved';
  /** The failure to show, or null. */
  failure: RetrieveFailure | null;
}

/** Where a retrieve starts. */
export const initialRetrieveState: RetrieveState = { status: 'editing', failure: null };

/** The retrieve journey: submitting the form, and what its failure shows. */
export const retrieveSlice = createSlice({
  name: 'retrieve',
  initialState: initialRetrieveState,
  reducers: {
    retrieveStarted: () => ({ status: 'retrieving' as const, failure: null }),
    retrieveSucceeded: () => ({ status: 'retrieved' as const, failure: null }),
    retrieveFailed: (_state, action: PayloadAction<RetrieveFailure>) => ({
      status: 'editing' as const,
      failure: action.payload,
    }),
    failureDismissed: (state) => {
      state.failure = null;
    },
  },
});

/** The retrieve journey's actions. */
export const { retrieveStarted, retrieveSucceeded, retrieveFailed, failureDismissed } =
  retrieveSlice.actions;

/** True while the form may not be sent again (the calls are out, or it has succeeded). */
export function selectRetrieveBusy(state: RetrieveState): boolean {
  return state.status !== 'editing';
}
