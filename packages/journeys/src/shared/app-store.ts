// What each app's `app/store.ts` would otherwise repeat (ADR 0027): its one store over its root
// reducer, the journeys' thunks given their services, and redux-persist keeping the answers typed
// and not yet saved (and any of the app's own slices it names) in the tab's session storage.
import { configureStore, type Reducer } from '@reduxjs/toolkit';
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
import { createJourneyServices, JOURNEY_PERSISTED_SLICES, type JourneyServices } from './store';
import { tabSessionStorage } from './tab-session-storage';

/** How an app's store is made. */
export interface JourneyStoreOptions<State> {
  /** The storage key of the app's persisted state ('customer-portal'); a new key starts afresh. */
  key: string;
  /** The app's own slices kept through a reload, beside the journeys' drafts. @default none */
  persisted?: readonly (keyof State & string)[];
  /** Where the persisted state is kept. @default the tab's session storage */
  storage?: Storage | undefined;
  /** The journeys' services (bound to the app's API client by JourneyServicesBinding). */
  services?: JourneyServices | undefined;
}

/**
 * An app's one store over its root reducer (`journeyReducers` and the app's own slices). Keeps
 * only the drafts and the slices the app names: never a token, never server data (it is read
 * again on arrival, so a reload never shows it stale).
 */
export function makeJourneyStore<State extends object>(
  rootReducer: Reducer<State>,
  {
    key,
    persisted = [],
    storage = tabSessionStorage,
    services = createJourneyServices(),
  }: JourneyStoreOptions<State>,
) {
  const persistConfig: PersistConfig<State> = {
    key,
    storage,
    whitelist: [...JOURNEY_PERSISTED_SLICES, ...persisted],
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
