import { createSlice } from '@reduxjs/toolkit';
import type { CallFailure } from '../../shared/call-failure';
import { type Claim, loadClaims } from './claimsApi';

/** The claims tab's state: the policy's claims as last loaded. */
export interface ClaimsState {
  /** The load the state answers (a tab shows only the state of the load it started). */
  requestId: string | null;
  /** The policy whose claims are loading or shown. */
  policyNumber: string | null;
  /** Newest loss first. */
  claims: Claim[] | null;
  loadStatus: 'loading' | 'ready' | 'failed';
  failure: CallFailure | null;
}

/** Before anything has loaded. */
export const initialClaimsState: ClaimsState = {
  requestId: null,
  policyNumber: null,
  claims: null,
  loadStatus: 'loading',
  failure: null,
};

/** The claims tab (action types `claims/...`). */
export const claimsSlice = createSlice({
  name: 'claims',
  initialState: initialClaimsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // Another policy's claims are dropped; the same one's stay on screen while they reload.
      .addCase(loadClaims.pending, (state, action) => {
        if (state.policyNumber !== action.meta.arg.policyNumber) state.claims = null;
        state.requestId = action.meta.requestId;
        state.policyNumber = action.meta.arg.policyNumber;
        state.loadStatus = 'loading';
        state.failure = null;
      })
      .addCase(loadClaims.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.claims = action.payload;
        state.loadStatus = 'ready';
      })
      .addCase(loadClaims.rejected, (state, action) => {
        // An aborted load was left on purpose: nothing to show.
        if (action.meta.aborted || action.meta.requestId !== state.requestId) return;
        state.loadStatus = 'failed';
        state.failure = action.payload ?? { kind: 'UNEXPECTED' };
      });
  },
});

/** The root state's shape as far as this slice is concerned. */
export interface WithClaims {
  claims: ClaimsState;
}

/** The claims tab's state. */
export const selectClaimsState = (state: WithClaims) => state.claims;
