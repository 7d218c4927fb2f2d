import { createSlice } from '@reduxjs/toolkit';
import type { CallFailure } from '../shared/call-failure';
import { changeAutoRenewal, loadPolicy, type Policy } from './policyApi';

/** The policy page's state: the policy as last loaded, and its auto-renewal change. */
export interface PolicyState {
  /** The load the state answers (a page shows only the state of the load it started). */
  requestId: string | null;
  /** The policy loading or shown. */
  policyId: string | null;
  policy: Policy | null;
  loadStatus: 'loading' | 'ready' | 'failed';
  failure: CallFailure | null;
  /** The auto-renewal change: idle, being saved, or refused (with why). */
  autoRenewal: { status: 'idle' | 'saving' | 'failed'; failure: CallFailure | null };
}

/** Before anything has loaded. */
export const initialPolicyState: PolicyState = {
  requestId: null,
  policyId: null,
  policy: null,
  loadStatus: 'loading',
  failure: null,
  autoRenewal: { status: 'idle', failure: null },
};

/** The policy page (action types `policy/...`). */
export const policySlice = createSlice({
  name: 'policy',
  initialState: initialPolicyState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // Another policy is dropped; the same one stays on screen while it reloads.
      .addCase(loadPolicy.pending, (state, action) => {
        if (state.policyId !== action.meta.arg.policyId) state.policy = null;
        state.requestId = action.meta.requestId;
        state.policyId = action.meta.arg.policyId;
        state.loadStatus = 'loading';
        state.failure = null;
        state.autoRenewal = { status: 'idle', failure: null };
      })
      .addCase(loadPolicy.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.policy = action.payload;
        state.loadStatus = 'ready';
      })
      .addCase(loadPolicy.rejected, (state, action) => {
        // An aborted load was left on purpose: nothing to show.
        if (action.meta.aborted || action.meta.requestId !== state.requestId) return;
        state.loadStatus = 'failed';
        state.failure = action.payload ?? { kind: 'UNEXPECTED' };
      })
      .addCase(changeAutoRenewal.pending, (state) => {
        state.autoRenewal = { status: 'saving', failure: null };
      })
      .addCase(changeAutoRenewal.fulfilled, (state, action) => {
        state.autoRenewal = { status: 'idle', failure: null };
        // The answer is the policy as it now stands; one for a policy no longer shown is dropped.
        if (state.policyId === action.payload.policyId) state.policy = action.payload;
      })
      .addCase(changeAutoRenewal.rejected, (state, action) => {
        if (action.meta.aborted) {
          state.autoRenewal = { status: 'idle', failure: null };
          return;
        }
        state.autoRenewal = { status: 'failed', failure: action.payload ?? { kind: 'UNEXPECTED' } };
      });
  },
});

/** The root state's shape as far as this slice is concerned. */
export interface WithPolicy {
  policy: PolicyState;
}

/** The policy page's state. */
export const selectPolicyState = (state: WithPolicy) => state.policy;
