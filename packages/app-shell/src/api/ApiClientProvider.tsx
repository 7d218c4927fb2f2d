import { type ApiClient, createApiClient } from '@brand/api-client';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { type AnonymousSession, createAnonymousSession } from './anonymous-session';

const ApiClientContext = createContext<ApiClient | null>(null);
const AnonymousSessionContext = createContext<AnonymousSession | null>(null);

/** Props of ApiClientProvider. */
export interface ApiClientProviderProps {
  /** The customer an admin acts for, or null; every call names them while set. */
  impersonatedUserId?: string | null;
  /** Where the platform is; '' for the page's own origin. @default '' */
  baseUrl?: string;
  /**
   * When nobody is signed in, calls carry an anonymous visitor's token (POST /api/session once,
   * kept in session storage) instead of none: the customer portal's visitors own their quotes.
   * @default false
   */
  anonymousSessions?: boolean;
  /** The app. */
  children: ReactNode;
}

/**
 * The platform's API client for the pages: the signed-in user's access token on every call that
 * needs one (or, with `anonymousSessions`, the visitor's anonymous token when nobody is signed
 * in), the impersonated customer on every call, and a 401 signs the user out with the
 * session-expired modal (spec 002 §8, UNAUTHORIZED); a refused anonymous token is forgotten.
 */
export function ApiClientProvider({
  impersonatedUserId = null,
  baseUrl = '',
  anonymousSessions = false,
  children,
}: ApiClientProviderProps) {
  const { getAccessToken, expireSession, user } = useAuth();
  const anonymous = useMemo(() => createAnonymousSession({ baseUrl }), [baseUrl]);
  // The client lives as long as the app; the latest token getter and impersonation are read per call.
  const latest = useRef({ getAccessToken, expireSession, impersonatedUserId, user });
  latest.current = { getAccessToken, expireSession, impersonatedUserId, user };
  const client = useMemo(
    () =>
      createApiClient({
        baseUrl,
        getAccessToken: async () => {
          const token = await latest.current.getAccessToken();
          if (token || !anonymousSessions || latest.current.user) return token;
          return anonymous.token();
        },
        getImpersonatedUserId: () => latest.current.impersonatedUserId,
        onUnauthorized: () => {
          if (anonymousSessions && !latest.current.user) anonymous.forget();
          else latest.current.expireSession();
        },
      }),
    [baseUrl, anonymous, anonymousSessions],
  );
  return (
    <AnonymousSessionContext.Provider value={anonymous}>
      <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>
    </AnonymousSessionContext.Provider>
  );
}

/** The API client; throws outside an ApiClientProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient was used outside its ApiClientProvider.');
  return client;
}

/** The anonymous visitor's session (to keep a retrieved quote's token); throws outside the provider. */
export function useAnonymousSession(): AnonymousSession {
  const session = useContext(AnonymousSessionContext);
  if (!session) throw new Error('useAnonymousSession was used outside its ApiClientProvider.');
  return session;
}
