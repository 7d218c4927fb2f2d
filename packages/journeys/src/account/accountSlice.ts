import { createSlice } from '@reduxjs/toolkit';
import type { CallFailure } from '../shared/call-failure';
import type { Policyholder } from './account-settings';
import { loadAccount, saveAccount } from './accountApi';

/** The account screens' state: the policyholder record and the last save. */
export interface AccountState {
  /** The load the state answers (a screen shows only the state of the load it started). */
  requestId: string | null;
  /** loading; ready; missing: the user has no policyholder record (404); failed: any other error. */
  status: 'loading' | 'ready' | 'missing' | 'failed';
  policyholder: Policyholder | null;
  /** A PATCH is out. */
  saving: boolean;
  /** The last save's refusal (the platform's detail and field errors), or null. */
  saveFailure: CallFailure | null;
  /** The last submit saved a change (or had nothing to change). */
  saved: boolean;
}

/** Where the account screens start. */
export const initialAccountState: AccountState = {
  requestId: null,
  status: 'loading',
  policyholder: null,
  saving: false,
  saveFailure: null,
  saved: false,
};

/** The HTTP status of "this user has no policyholder record". */
const NO_RECORD_STATUS = 404;

/** The account journey: loading the record, saving a setting (action types `account/...`). */
export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadAccount.pending, (_state, action) => ({
        ...initialAccountState,
        requestId: action.meta.requestId,
      }))
      .addCase(loadAccount.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'ready';
        state.policyholder = action.payload;
      })
      .addCase(loadAccount.rejected, (state, action) => {
        // An aborted load was left on purpose: nothing to show.
        if (action.meta.aborted || action.meta.requestId !== state.requestId) return;
        state.status = action.payload?.status === NO_RECORD_STATUS ? 'missing' : 'failed';
        state.policyholder = null;
      })
      .addCase(saveAccount.pending, (state) => {
        state.saving = true;
        state.saveFailure = null;
        state.saved = false;
      })
      .addCase(saveAccount.fulfilled, (state, action) => {
        state.saving = false;
        state.saved = true;
        if (action.payload) state.policyholder = action.payload;
      })
      .addCase(saveAccount.rejected, (state, action) => {
        state.saving = false;
        state.saveFailure = action.payload ?? { kind: 'UNEXPECTED' };
      });
  },
});

/** The root state's shape as far as this slice is concerned. */
export interface WithAccount {
  account: AccountState;
}

/** The account screens' state. */
export const selectAccountState = (state: WithAccount) => state.account;
/** The record, once loaded. */
export function selectPolicyholder(state: AccountState): Policyholder | null {
  return state.policyholder;
}
