import type { ApiClient } from '@brand/api-client';
import { useAnonymousSession, useApiClient } from '@brand/app-shell';
import {
  combineReducers,
  configureStore,
  type Reducer,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { type ReactNode, useState } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { type AccountState, accountSlice } from '../account/accountSlice';
import { type BillingState, billingSlice } from '../policy/billingSlice';
import { type ClaimsState, claimsSlice } from '../policy/claims/claimsSlice';
import { type DocumentsState, documentsSlice } from '../policy/documents/documentsSlice';
import { type HomeBillingState, homeBillingSlice } from '../policy/homeBillingSlice';
import { type PolicyState, policySlice } from '../policy/policySlice';
import { type SettleByPhoneState, settleByPhoneSlice } from '../policy/settleByPhoneSlice';
import { type EmailQuoteState, emailQuoteSlice } from '../quote/emailQuoteSlice';
import { type QuoteState, quoteSlice } from '../quote/quoteSlice';
import { type RenewalBannersState, renewalBannersSlice } from '../renewal/renewalBannersSlice';
import { type RenewalState, renewalSlice } from '../renewal/renewalSlice';
import { type RetrieveState, retrieveSlice } from '../retrieve/retrieveSlice';
import { type DraftsState, draftsSlice } from './draftsSlice';
import type { JourneyThunkExtra, TokenKeeper } from './journey-thunk';

/** The journeys' part of an app's state: one slice per journey. */
export interface JourneyState {
  quote: QuoteState;
  emailQuote: EmailQuoteState;
  billing: BillingState;
  claims: ClaimsState;
  homeBilling: HomeBillingState;
  policy: PolicyState;
  documents: DocumentsState;
  settleByPhone: SettleByPhoneState;
  renewal: RenewalState;
  renewalBanners: RenewalBannersState;
  account: AccountState;
  retrieve: RetrieveState;
  drafts: DraftsState;
}

/**
 * Every journey's reducer by its slice's name: an app's `app/store.ts` combines them with its own
 * into its one store. The slices are small and load with the app; the screens load by route.
 */
export const journeyReducers: { [Name in keyof JourneyState]: Reducer<JourneyState[Name]> } = {
  [quoteSlice.name]: quoteSlice.reducer,
  [emailQuoteSlice.name]: emailQuoteSlice.reducer,
  [billingSlice.name]: billingSlice.reducer,
  [claimsSlice.name]: claimsSlice.reducer,
  [homeBillingSlice.name]: homeBillingSlice.reducer,
  [policySlice.name]: policySlice.reducer,
  [documentsSlice.name]: documentsSlice.reducer,
  [settleByPhoneSlice.name]: settleByPhoneSlice.reducer,
  [renewalSlice.name]: renewalSlice.reducer,
  [renewalBannersSlice.name]: renewalBannersSlice.reducer,
  [accountSlice.name]: accountSlice.reducer,
  [retrieveSlice.name]: retrieveSlice.reducer,
  [draftsSlice.name]: draftsSlice.reducer,
};

/**
 * The journeys' slices an app persists: the answers typed and not yet saved. Never server data
 * (read again on arrival, so a reload never shows it stale) and never a token.
 */
export const JOURNEY_PERSISTED_SLICES = [draftsSlice.name] as const;

const journeyReducer = combineReducers(journeyReducers);
/** An app's dispatch as the journeys use it: thunks get the journeys' services. */
export type JourneyDispatch = ThunkDispatch<JourneyState, JourneyThunkExtra, UnknownAction>;

/** The typed dispatch (the app's store, seen from the journeys). */
export const useJourneyDispatch = useDispatch.withTypes<JourneyDispatch>();
/** The typed selector. */
export const useJourneySelector = useSelector.withTypes<JourneyState>();

/** The journeys' thunk extra argument, bound to the app's API client once the app renders it. */
export interface JourneyServices extends JourneyThunkExtra {
  /** Binds the app's API client and visitor session (JourneyServicesBinding does, each render). */
  bind: (api: ApiClient, anonymousSession: TokenKeeper) => void;
}

/**
 * The services an app's store gives the journeys' thunks. The store is made before the app's
 * API client exists (the admin console's client reads the impersonated customer from the store),
 * so the client is bound later, by JourneyServicesBinding under the app's ApiClientProvider.
 */
export function createJourneyServices(
  clientForToken?: JourneyThunkExtra['clientForToken'],
): JourneyServices {
  let bound: { api: ApiClient; anonymousSession: TokenKeeper } | null = null;
  const current = () => {
    if (!bound) throw new Error('The journeys ran a call before JourneyServicesBinding rendered.');
    return bound;
  };
  return {
    get api() {
      return current().api;
    },
    get anonymousSession() {
      return current().anonymousSession;
    },
    ...(clientForToken ? { clientForToken } : {}),
    bind(api, anonymousSession) {
      bound = { api, anonymousSession };
    },
  };
}

/** Props of JourneyServicesBinding. */
export interface JourneyServicesBindingProps {
  /** The services the app's store was made with. */
  services: JourneyServices;
  /** The app's routes. */
  children: ReactNode;
}

/**
 * Binds the app's API client (from its ApiClientProvider) into its store's journey services.
 * Bound while rendering, before the screens under it render and start their loads (their effects
 * run before this component's would); the client is the same object for the app's life.
 */
export function JourneyServicesBinding({ services, children }: JourneyServicesBindingProps) {
  services.bind(useApiClient(), useAnonymousSession());
  return children;
}

/**
 * A store of the journeys' slices alone over one API client: what the journeys' own tests and
 * stories run on (an app combines `journeyReducers` into its own store instead).
 */
export function createJourneyStore(
  api: ApiClient,
  clientForToken?: JourneyThunkExtra['clientForToken'],
  anonymousSession: TokenKeeper = { set: () => undefined },
) {
  const services = createJourneyServices(clientForToken);
  services.bind(api, anonymousSession);
  return configureStore({
    reducer: journeyReducer,
    middleware: (defaults) => defaults({ thunk: { extraArgument: services as JourneyThunkExtra } }),
  });
}

/** A store of the journeys' slices alone. */
export type JourneyStore = ReturnType<typeof createJourneyStore>;

/** Props of JourneyStoreProvider. */
export interface JourneyStoreProviderProps {
  /** The journeys' screens. */
  children: ReactNode;
}

/**
 * Provides a store of the journeys' slices alone over the API client of the ApiClientProvider
 * around it: for the journeys' tests and stories, which render screens without an app.
 */
export function JourneyStoreProvider({ children }: JourneyStoreProviderProps) {
  const api = useApiClient();
  const session = useAnonymousSession();
  const [store] = useState(() => createJourneyStore(api, undefined, session));
  return <Provider store={store}>{children}</Provider>;
}
