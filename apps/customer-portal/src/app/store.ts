import {
  createJourneyServices,
  JOURNEY_PERSISTED_SLICES,
  type JourneyServices,
  journeyReducers,
  tabSessionStorage,
} from '@brand/journeys';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  type PersistConfig,
  PURGE,
  persistReducer,
  persistStore,
  REGISTER,
  REHYDRATE,
  type Storage,
} from 'redux-persist';

const rootReducer = combineReducers({ ...journeyReducers });

/** The portal's state: every journey's slice. */
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The portal's one store: every journey's slice, their thunks given the journeys' services
 * (bound to the app's API client by JourneyServicesBinding, inside the ApiClientProvider). The
 * answers typed and not yet saved are kept in the tab's session storage, so a reload or a crashed
 * tab loses nothing; nothing else is kept (no token, no server data: it is read again on arrival).
 */
export function makeStore(
  storage: Storage = tabSessionStorage,
  services: JourneyServices = createJourneyServices(),
) {
  const persistConfig: PersistConfig<RootState> = {
    key: 'customer-portal',
    storage,
    whitelist: [...JOURNEY_PERSISTED_SLICES],
  };
  const store = configureStore({
    reducer: persistReducer(persistConfig, rootReducer),
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: services },
        // redux-persist's own actions carry functions.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  return { store, persistor: persistStore(store), services };
}

/** The store's type. */
export type AppStore = ReturnType<typeof makeStore>['store'];
/** The store's dispatch. */
export type AppDispatch = AppStore['dispatch'];

/** `useDispatch` typed for the portal's store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the portal's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
