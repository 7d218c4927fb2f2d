import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CallFailure } from '../quote/quoteApi';
import type { RenewalProposal } from './renewal-routing';

/** The renewal journey's state: the renewal proposal on screen and the call in flight. */
export interface RenewalState {
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
  proposal: null,
  loadStatus: 'loading',
  busy: false,
  failure: null,
};

/** The renewal journey (action types `renewal/...`). */
export const renewalSlice = createSlice({
  name: 'renewal',
  initialState: initialRenewalState,
  reducers: {
    /** The proposal of the URL is being loaded (another code replaces the one on screen). */
    loadStarted(state, action: PayloadAction<string>) {
      if (state.proposal?.proposalCode !== action.payload) state.proposal = null;
      state.loadStatus = 'loading';
      state.failure = null;
    },
    /** The platform answered the proposal. */
    loaded(state, action: PayloadAction<RenewalProposal>) {
      state.proposal = action.payload;
      state.loadStatus = 'ready';
    },
    /** Loading failed. */
    loadFailed(state, action: PayloadAction<CallFailure>) {
      state.loadStatus = 'failed';
      state.failure = action.payload;
    },
    /** An edit or the opt-out was sent. */
    callStarted(state) {
      state.busy = true;
      state.failure = null;
    },
    /** It succeeded; an edit answers the proposal as saved (and re-rated). */
    callSucceeded(state, action: PayloadAction<RenewalProposal | undefined>) {
      state.busy = false;
      if (action.payload) state.proposal = action.payload;
    },
    /** It was refused or failed. */
    callFailed(state, action: PayloadAction<CallFailure>) {
      state.busy = false;
      state.failure = action.payload;
    },
  },
});

/** The renewal journey's actions. */
export const { loadStarted, loaded, loadFailed, callStarted, callSucceeded, callFailed } =
  renewalSlice.actions;

/** The renewal proposal on screen. */
export const selectRenewalProposal = (state: RenewalState) => state.proposal;
/** Whether a call is in flight. */
export const selectRenewalBusy = (state: RenewalState) => state.busy;
/** The last call's failure. */
export const selectRenewalFailure = (state: RenewalState) => state.failure;
