import { type JourneyServices, journeyReducers, makeJourneyStore } from '@brand/journeys';
import { combineReducers } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { Storage } from 'redux-persist';
import { impersonationSlice } from '../impersonation/impersonationSlice';

const rootReducer = combineReducers({
  ...journeyReducers,
  [impersonationSlice.name]: impersonationSlice.reducer,
});

/** The console's state. */
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The console's one store (makeJourneyStore): the impersonated customer and every journey's
 * slice, the journeys' thunks given their services (bound to the app's API client by
 * JourneyServicesBinding). The impersonated user id is kept in session storage (spec 002 §6): it
 * survives the sign-in redirect and a reload, and ends with the tab; so are the answers typed for
 * the customer and not yet saved. Nothing else is kept: no token, no server data.
 */
export function makeStore(storage?: Storage, services?: JourneyServices) {
  return makeJourneyStore(rootReducer, {
    key: 'admin-console',
    persisted: [impersonationSlice.name],
    storage,
    services,
  });
}

/** The store's type. */
export type AppStore = ReturnType<typeof makeStore>['store'];
/** The store's dispatch. */
export type AppDispatch = AppStore['dispatch'];

/** `useDispatch` typed for the console's store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the console's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
