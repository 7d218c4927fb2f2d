import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the Admin view bar says of the customer acted for: the facts a caller is checked against. */
export interface ActingForCustomer {
  firstName: string | null;
  lastName: string | null;
  /** 'YYYY-MM-DD', or null when not given. */
  dateOfBirth: string | null;
  postcode: string | null;
}

/** Whom the admin acts for. */
export interface ImpersonationState {
  /** The impersonated customer's user id, or null while the admin acts for nobody. */
  userId: string | null;
  /** Their identity facts as the platform's record gave them when acting started. */
  customer: ActingForCustomer | null;
}

const initialState: ImpersonationState = { userId: null, customer: null };

/** The impersonated customer: every API call names them while set. */
export const impersonationSlice = createSlice({
  name: 'impersonation',
  initialState,
  reducers: {
    /**
     * Starts acting for a customer the platform has just confirmed (useActFor): their user id
     * (trimmed; an empty one stops) and the facts the bar shows.
     */
    impersonate(
      state,
      action: PayloadAction<{ userId: string; customer: ActingForCustomer | null }>,
    ) {
      const userId = action.payload.userId.trim();
      state.userId = userId === '' ? null : userId;
      state.customer = state.userId ? action.payload.customer : null;
    },
    /** Stops acting for the customer. */
    stopImpersonating(state) {
      state.userId = null;
      state.customer = null;
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

/** The impersonated customer's identity facts, or null. */
export function selectActingForCustomer(state: {
  impersonation: ImpersonationState;
}): ActingForCustomer | null {
  return state.impersonation.customer ?? null;
}
