import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CallFailure } from '../quote/quoteApi';
import type { PolicyBilling } from './billingApi';

/** The billing tab's state: the policy's billing as last loaded. */
export interface BillingState {
  /** The policy whose billing is loading or shown. */
  policyId: string | null;
  billing: PolicyBilling | null;
  loadStatus: 'loading' | 'ready' | 'failed';
  failure: CallFailure | null;
}

/** Before anything has loaded. */
export const initialBillingState: BillingState = {
  policyId: null,
  billing: null,
  loadStatus: 'loading',
  failure: null,
};

/** The billing tab (action types `billing/...`). */
export const billingSlice = createSlice({
  name: 'billing',
  initialState: initialBillingState,
  reducers: {
    /** The billing of a policy is being loaded; another policy's is dropped, the same one kept. */
    loadStarted(state, action: PayloadAction<string>) {
      if (state.policyId !== action.payload) state.billing = null;
      state.policyId = action.payload;
      state.loadStatus = 'loading';
      state.failure = null;
    },
    /** The platform answered (for the policy being loaded). */
    loaded(state, action: PayloadAction<PolicyBilling>) {
      if (action.payload.policyId !== state.policyId) return;
      state.billing = action.payload;
      state.loadStatus = 'ready';
    },
    /** Loading failed. */
    loadFailed(state, action: PayloadAction<CallFailure>) {
      state.loadStatus = 'failed';
      state.failure = action.payload;
    },
  },
});

/** The billing tab's actions. */
export const { loadStarted, loaded, loadFailed } = billingSlice.actions;

/** The billing shown, or null. */
export const selectBilling = (state: BillingState) => state.billing;
/** Where loading has got to. */
export const selectBillingStatus = (state: BillingState) => state.loadStatus;
/** The newest statement, or null. */
export const selectLatestStatement = (state: BillingState) => state.billing?.statements[0] ?? null;
/** The statements before the newest. */
export const selectPreviousStatements = (state: BillingState) =>
  state.billing?.statements.slice(1) ?? [];
