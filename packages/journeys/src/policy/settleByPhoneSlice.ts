// An agent's settle-by-phone form checks the policyholder's date of birth (spec 001 §5): that
// date is read by a journey thunk like every other screen's data (ADR 0027).
import { getPolicyholder } from '@brand/api-client';
import { createSlice } from '@reduxjs/toolkit';
import { attempt, journeyThunk } from '../shared/journey-thunk';

/** The policyholder's date of birth (`settleByPhone/loadPolicyholder/...`); aborting it cancels the call. */
export const loadSettlePolicyholder = journeyThunk(
  'settleByPhone/loadPolicyholder',
  (_: undefined, { extra, signal, rejectWithValue }) =>
    attempt(
      async () => (await getPolicyholder(extra.api, {}, { signal })).dateOfBirth,
      rejectWithValue,
    ),
);

/** The settle form's policyholder as last loaded. */
export interface SettleByPhoneState {
  /** The load the state answers (a form shows only the state of the load it started). */
  requestId: string | null;
  status: 'loading' | 'ready' | 'failed';
  /** The policyholder's date of birth (YYYY-MM-DD) once loaded. */
  dateOfBirth: string | null;
}

/** Before anything has loaded. */
export const initialSettleByPhoneState: SettleByPhoneState = {
  requestId: null,
  status: 'loading',
  dateOfBirth: null,
};

/** The settle-by-phone form's data (action types `settleByPhone/...`). */
export const settleByPhoneSlice = createSlice({
  name: 'settleByPhone',
  initialState: initialSettleByPhoneState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadSettlePolicyholder.pending, (_state, action) => ({
        ...initialSettleByPhoneState,
        requestId: action.meta.requestId,
      }))
      .addCase(loadSettlePolicyholder.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'ready';
        state.dateOfBirth = action.payload;
      })
      .addCase(loadSettlePolicyholder.rejected, (state, action) => {
        if (action.meta.aborted || action.meta.requestId !== state.requestId) return;
        state.status = 'failed';
      });
  },
});

/** The root state's shape as far as this slice is concerned. */
export interface WithSettleByPhone {
  settleByPhone: SettleByPhoneState;
}

/** The settle form's state. */
export const selectSettleByPhoneState = (state: WithSettleByPhone) => state.settleByPhone;
