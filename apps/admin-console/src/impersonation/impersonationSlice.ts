import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Whom the admin acts for. */
export interface ImpersonationState {
  /** The impersonated customer's user id, or null while the admin acts for nobody. */
  userId: string | null;
}

const initialState: ImpersonationState = { userId: null };

/** The impersonated customer: every API call names them while set. */
export const impersonationSlice = createSlice({
  name: 'impersonation',
  initialState,
  reducers: {
    /** Starts acting for a customer (the id is trimmed; an empty one stops). */
    impersonate(state, action: PayloadAction<string>) {
      const userId = action.payload.trim();
      state.userId = userId === '' ? null : userId;
    },
    /** Stops acting for the customer. */
    stopImpersonating(state) {
      state.userId = null;
    },
  },
});

/** `impersonation/impersonate` and `impersonation/stopImpersonating`. */
export const { impersonate, stopImpersonating } = impersonationSlice.actions;

/** The impersonated customer's user id, or null. */
export function selectImpersonatedUserId(state: {
  impersonation: ImpersonationState;
}): string | null {
  return state.impersonation.userId;
}
