import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { CallFailure } from '../shared/call-failure';
import type { RenewalProposal } from './renewal-routing';
import { loadRenewalProposal, optOutRenewal, saveRenewalSection } from './renewalApi';

/** The renewal journey's state: the renewal proposal on screen and the call in flight. */
export interface RenewalState {
  /** The load the state answers (a screen shows only the state of the load it started). */
  requestId: string | null;
  /** The renewal proposal as the platform last answered. */
  proposal: RenewalProposal | null;
  /** Loading the proposal of the URL. */
  loadStatus: 'loading' | 'ready' | 'failed';
  /** A call that changes the renewal (an edit, the opt-out) is in flight. */
  busy: boolean;
  /** The last call's failure, until the next one starts. */
  failure: CallFailure | null;
}

/** Where the renewal journey starts. */
export const initialRenewalState: RenewalState = {
  requestId: null,
  proposal: null,
  loadStatus: 'loading',
  busy: false,
  failure: null,
};

const changing = [saveRenewalSection, optOutRenewal] as const;

/** The renewal journey (action types `renewal/...`). */
export const renewalSlice = createSlice({
  name: 'renewal',
  initialState: initialRenewalState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // Another code replaces the proposal on screen; the same one stays while it reloads.
      .addCase(loadRenewalProposal.pending, (state, action) => {
        if (state.proposal?.proposalCode !== action.meta.arg) state.proposal = null;
        state.requestId = action.meta.requestId;
        state.loadStatus = 'loading';
        state.failure = null;
      })
      .addCase(loadRenewalProposal.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.proposal = action.payload;
        state.loadStatus = 'ready';
      })
      .addCase(loadRenewalProposal.rejected, (state, action) => {
        // An aborted load was left on purpose: nothing to show.
        if (action.meta.aborted || action.meta.requestId !== state.requestId) return;
        state.loadStatus = 'failed';
        state.failure = action.payload ?? { kind: 'UNEXPECTED' };
      })
      // An edit answers the proposal as saved (and re-rated); the opt-out answers the policy.
      .addCase(saveRenewalSection.fulfilled, (state, action) => {
        state.proposal = action.payload;
      })
      .addMatcher(isAnyOf(...changing.map((call) => call.pending)), (state) => {
        state.busy = true;
        state.failure = null;
      })
      .addMatcher(isAnyOf(...changing.map((call) => call.fulfilled)), (state) => {
        state.busy = false;
      })
      .addMatcher(isAnyOf(...changing.map((call) => call.rejected)), (state, action) => {
        state.busy = false;
        state.failure = action.payload ?? { kind: 'UNEXPECTED' };
      });
  },
});

/** The root state's shape as far as this slice is concerned. */
export interface WithRenewal {
  renewal: RenewalState;
}

/** The renewal journey's state. */
export const selectRenewalState = (state: WithRenewal) => state.renewal;
/** The renewal proposal on screen. */
export const selectRenewalProposal = (state: RenewalState) => state.proposal;
/** Whether a call is in flight. */
export const selectRenewalBusy = (state: RenewalState) => state.busy;
/** The last call's failure. */
export const selectRenewalFailure = (state: RenewalState) => state.failure;
