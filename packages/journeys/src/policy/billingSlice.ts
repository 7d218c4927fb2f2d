import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CallFailure } from '../shared/call-failure';
import {
  type CustomerAccount,
  loadBilling,
  mandateFailed,
  type PaymentMethod,
  type PolicyBilling,
} from './billingApi';

/** The billing tab's state: the policy's billing as last loaded. */
export interface BillingState {
  /** The load the state answers (a tab shows only the state of the load it started). */
  requestId: string | null;
  /** The policy whose billing is loading or shown. */
  policyId: string | null;
  billing: PolicyBilling | null;
  loadStatus: 'loading' | 'ready' | 'failed';
  failure: CallFailure | null;
  /** Completing the Direct Debit mandate, back from its page, failed. */
  mandateFailed: boolean;
}

/** Before anything has loaded. */
export const initialBillingState: BillingState = {
  requestId: null,
  policyId: null,
  billing: null,
  loadStatus: 'loading',
  failure: null,
  mandateFailed: false,
};

/** The billing tab (action types `billing/...`). */
export const billingSlice = createSlice({
  name: 'billing',
  initialState: initialBillingState,
  reducers: {
    /** A card kept from the card field (ADR 0048): listed first, as the platform lists it. */
    cardSaved(state, action: PayloadAction<PaymentMethod>) {
      if (!state.billing) return;
      const others = state.billing.paymentMethods.filter(
        (method) => method.paymentMethodId !== action.payload.paymentMethodId,
      );
      state.billing.paymentMethods = [action.payload, ...others];
    },
    /** The account as the platform answered a change to it (an agent's new payment day). */
    accountChanged(state, action: PayloadAction<CustomerAccount>) {
      if (state.billing?.account?.accountId === action.payload.accountId) {
        state.billing.account = action.payload;
      }
    },
  },
  extraReducers: (builder) => {
    builder
      // Another policy's billing is dropped; the same one's stays on screen while it reloads.
      .addCase(loadBilling.pending, (state, action) => {
        if (state.policyId !== action.meta.arg.policyId) state.billing = null;
        state.requestId = action.meta.requestId;
        state.policyId = action.meta.arg.policyId;
        state.loadStatus = 'loading';
        state.failure = null;
        state.mandateFailed = false;
      })
      .addCase(mandateFailed, (state) => {
        state.mandateFailed = true;
      })
      .addCase(loadBilling.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.billing = action.payload;
        state.loadStatus = 'ready';
      })
      .addCase(loadBilling.rejected, (state, action) => {
        // An aborted load was left on purpose: nothing to show.
        if (action.meta.aborted || action.meta.requestId !== state.requestId) return;
        state.loadStatus = 'failed';
        state.failure = action.payload ?? { kind: 'UNEXPECTED' };
      });
  },
});

/** `billing/accountChanged`, `billing/cardSaved`. */
export const { accountChanged, cardSaved } = billingSlice.actions;

/** The root state's shape as far as this slice is concerned. */
export interface WithBilling {
  billing: BillingState;
}

/** The billing tab's state. */
export const selectBillingState = (state: WithBilling) => state.billing;
/** The billing shown, or null. */
export const selectBilling = (state: BillingState) => state.billing;
/** Where loading has got to. */
export const selectBillingStatus = (state: BillingState) => state.loadStatus;
/** The newest statement, or null. */
export const selectLatestStatement = (state: BillingState) => state.billing?.statements[0] ?? null;
/** The statements before the newest. */
export const selectPreviousStatements = (state: BillingState) =>
  state.billing?.statements.slice(1) ?? [];
