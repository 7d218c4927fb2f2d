import { type JourneyServices, journeyReducers, makeJourneyStore } from '@brand/journeys';
import { combineReducers } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { Storage } from 'redux-persist';

const rootReducer = combineReducers({ ...journeyReducers });

/** The portal's state: every journey's slice. */
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The portal's one store (makeJourneyStore): every journey's slice, their thunks given the
 * journeys' services (bound to the app's API client by JourneyServicesBinding, inside the
 * ApiClientProvider). The answers typed and not yet saved are kept in the tab's session storage,
 * so a reload or a crashed tab loses nothing; nothing else is kept.
 */
export function makeStore(storage?: Storage, services?: JourneyServices) {
  return makeJourneyStore(rootReducer, { key: 'customer-portal', storage, services });
}

/** The store's type. */
export type AppStore = ReturnType<typeof makeStore>['store'];
/** The store's dispatch. */
export type AppDispatch = AppStore['dispatch'];

/** `useDispatch` typed for the portal's store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the portal's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
