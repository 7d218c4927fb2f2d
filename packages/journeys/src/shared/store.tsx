import type { ApiClient } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { configureStore } from '@reduxjs/toolkit';
import { type ReactNode, useState } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import type { JourneyThunkExtra } from '../quote/quoteApi';
import { quoteSlice } from '../quote/quoteSlice';

/**
 * The journeys' store: one slice per journey, the API client as the thunks' extra argument (and,
 * for tests, how a client with another token is made).
 */
export function createJourneyStore(
  api: ApiClient,
  clientForToken?: JourneyThunkExtra['clientForToken'],
) {
  const extraArgument: JourneyThunkExtra = clientForToken ? { api, clientForToken } : { api };
  return configureStore({
    reducer: { quote: quoteSlice.reducer },
    middleware: (defaults) => defaults({ thunk: { extraArgument } }),
  });
}

/** The journeys' store. */
export type JourneyStore = ReturnType<typeof createJourneyStore>;
/** The journeys' root state. */
export type JourneyState = ReturnType<JourneyStore['getState']>;
/** The journeys' dispatch. */
export type JourneyDispatch = JourneyStore['dispatch'];

/** The typed dispatch. */
export const useJourneyDispatch = useDispatch.withTypes<JourneyDispatch>();
/** The typed selector. */
export const useJourneySelector = useSelector.withTypes<JourneyState>();

/** Props of JourneyStoreProvider. */
export interface JourneyStoreProviderProps {
  /** The journeys' screens. */
  children: ReactNode;
}

/** Provides the journeys' store, made once over the app's API client. */
export function JourneyStoreProvider({ children }: JourneyStoreProviderProps) {
  const api = useApiClient();
  const [store] = useState(() => createJourneyStore(api));
  return <Provider store={store}>{children}</Provider>;
}
