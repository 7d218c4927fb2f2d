import { createSlice } from '@reduxjs/toolkit';
import type { CallFailure } from '../shared/call-failure';
import { type RetrieveFailure, retrieveFailureOf, retrieveQuote } from './retrieveApi';

/** The retrieve screen's state. */
export interface RetrieveState {
  /** editing: the form; retrieving: the calls are out; retrieved: on the way to the proposal. */
  status: 'editing' | 'retrieving' | 'retrieved';
  /** The failed retrieve, or null. */
  failure: CallFailure | null;
}

/** Where a retrieve starts. */
export const initialRetrieveState: RetrieveState = { status: 'editing', failure: null };

/** The retrieve journey: submitting the form, and what its failure shows. */
export const retrieveSlice = createSlice({
  name: 'retrieve',
  initialState: initialRetrieveState,
  reducers: {
    failureDismissed: (state) => {
      state.failure = null;
    },
    /** The screen was left: the next visit starts with the form, as a fresh screen did. */
    retrieveLeft: () => initialRetrieveState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(retrieveQuote.pending, () => ({ status: 'retrieving' as const, failure: null }))
      .addCase(retrieveQuote.fulfilled, () => ({ status: 'retrieved' as const, failure: null }))
      .addCase(retrieveQuote.rejected, (state, action) => {
        // An aborted call shows nothing: the form is back as it was.
        state.status = 'editing';
        state.failure = action.meta.aborted ? null : (action.payload ?? { kind: 'UNEXPECTED' });
      });
  },
});

/** The retrieve journey's actions. */
export const { failureDismissed, retrieveLeft } = retrieveSlice.actions;

/** The root state's shape as far as this slice is concerned. */
export interface WithRetrieve {
  retrieve: RetrieveState;
}

/** The retrieve screen's state. */
export const selectRetrieveState = (state: WithRetrieve) => state.retrieve;

/** True while the form may not be sent again (the calls are out, or it has succeeded). */
export function selectRetrieveBusy(state: RetrieveState): boolean {
  return state.status !== 'editing';
}

/** The failure to show, or null. */
export function selectRetrieveFailure(state: RetrieveState): RetrieveFailure | null {
  return state.failure ? retrieveFailureOf(state.failure) : null;
}
