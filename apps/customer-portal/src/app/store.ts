import { createJourneyServices, type JourneyServices, journeyReducers } from '@brand/journeys';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

const rootReducer = combineReducers({ ...journeyReducers });

/** The portal's state: every journey's slice. */
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The portal's one store: every journey's slice, their thunks given the journeys' services
 * (bound to the app's API client by JourneyServicesBinding, inside the ApiClientProvider).
 */
export function makeStore(services: JourneyServices = createJourneyServices()) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: services } }),
  });
  return { store, services };
}

/** The store's type. */
export type AppStore = ReturnType<typeof makeStore>['store'];
/** The store's dispatch. */
export type AppDispatch = AppStore['dispatch'];

/** `useDispatch` typed for the portal's store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the portal's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
