import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Policyholder } from './account-settings';

/** Why a PATCH was refused: the platform's message and its field errors. */
export interface SaveFailure {
  message: string | null;
  fields: { path: string; text: string }[];
}

/** The account screens' state: the policyholder record and the last save. */
export interface AccountState {
  /** loading; ready; missing: the user has no policyholder record (404); failed: any other error. */
  status: 'loading' | 'ready' | 'missing' | 'failed';
  policyholder: Policyholder | null;
  /** A PATCH is out. */
  saving: boolean;
  /** The last save's refusal, or null. */
  saveFailure: SaveFailure | null;
  /** The last submit saved a change (or had nothing to change). */
  saved: boolean;
}

/** Where the account screens start. */
export const initialAccountState: AccountState = {
  status: 'loading',
  policyholder: null,
  saving: false,
  saveFailure: null,
  saved: false,
};

/** The account journey: loading the record, saving a setting. */
export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    loadStarted: () => initialAccountState,
    loaded: (state, action: PayloadAction<Policyholder>) => {
      state.status = 'ready';
      state.policyholder = action.payload;
    },
    loadFailed: (state, action: PayloadAction<'missing' | 'failed'>) => {
      state.status = action.payload;
      state.policyholder = null;
    },
    saveStarted: (state) => {
      state.saving = true;
      state.saveFailure = null;
      state.saved = false;
    },
    saveSucceeded: (state, action: PayloadAction<Policyholder>) => {
      state.saving = false;
      state.saved = true;
      state.policyholder = action.payload;
    },
    saveFailed: (state, action: PayloadAction<SaveFailure>) => {
      state.saving = false;
      state.saveFailure = action.payload;
    },
  },
});

/** The account journey's actions. */
export const { loadStarted, loaded, loadFailed, saveStarted, saveSucceeded, saveFailed } =
  accountSlice.actions;

/** The record, once loaded. */
export function selectPolicyholder(state: AccountState): Policyholder | null {
  return state.policyholder;
}
