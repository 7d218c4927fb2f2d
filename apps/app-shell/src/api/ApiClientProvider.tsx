import { type ApiClient, createApiClient } from '@brand/api-client';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import { useAuth } from '../auth/AuthProvider';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Props of ApiClientProvider. */
export interface ApiClientProviderProps {
  /** The customer an admin acts for, or null; every call names them while set. */
  impersonatedUserId?: string | null;
  /** Where the platform is; '' for the page's own origin. @default '' */
  baseUrl?: string;
  /** The app. */
  children: ReactNode;
}

/**
 * The platform's API client for the pages: the signed-in user's access token on every call that
 * needs one, the impersonated customer on every call, and a 401 signs the user out with the
 * session-expired modal (spec 002 §8, UNAUTHORIZED).
 */
export function ApiClientProvider({
  impersonatedUserId = null,
  baseUrl = '',
  children,
}: ApiClientProviderProps) {
  const { getAccessToken, expireSession } = useAuth();
  // The client lives as long as the app; the latest token getter and impersonation are read per call.
  const latest = useRef({ getAccessToken, expireSession, impersonatedUserId });
  latest.current = { getAccessToken, expireSession, impersonatedUserId };
  const client = useMemo(
    () =>
      createApiClient({
        baseUrl,
        getAccessToken: () => latest.current.getAccessToken(),
        getImpersonatedUserId: () => latest.current.impersonatedUserId,
        onUnauthorized: () => latest.current.expireSession(),
      }),
    [baseUrl],
  );
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The API client; throws outside an ApiClientProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient was used outside its ApiClientProvider.');
  return client;
}
