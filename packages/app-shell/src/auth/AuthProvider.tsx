import type { User } from '@auth0/auth0-spa-js';
import type { AuthErrorCode } from '@brand/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { AuthClient } from './auth-client';
import { authErrorCodeOf, isSignOutError } from './auth-errors';
import { loginRedirectOptions, type SignInAppState, type SignInOptions } from './sign-in-options';

export type { SignInAppState, SignInOptions } from './sign-in-options';

/** What went wrong with signing in, for the modal: a failed sign-in, or an expired session. */
export interface SignInProblem {
  /** SIGN_IN_FAILED: "unable to sign you in"; UNAUTHORIZED: "session expired", the user is signed out. */
  kind: 'SIGN_IN_FAILED' | 'UNAUTHORIZED';
  /** The sign-in service's error code, when it gave one of the catalogue's. */
  code?: AuthErrorCode;
}

/** What `useAuth` gives the pages. */
export interface AuthContextValue {
  /** 'loading' until silent sign-in (or the callback) has answered. */
  status: 'loading' | 'ready';
  /** The signed-in user (the ID token's claims), or null for nobody. */
  user: User | null;
  /** The sign-in problem to show, or null. */
  problem: SignInProblem | null;
  /** The access token's roles claim (`AuthProviderProps.rolesClaim`); null when not given. */
  rolesClaim: string | null;
  /**
   * Sends the browser to the identity server's sign-in page, to come back to `returnTo`;
   * `options.loginHint` fills its email box in (a buyer's own email, after a purchase).
   */
  signIn: (returnTo?: string, options?: SignInOptions) => Promise<void>;
  /** Signs out at the identity server and returns to the app's origin. */
  signOut: () => Promise<void>;
  /** Forgets the session locally and shows the session-expired modal (a 401 from the API). */
  expireSession: () => void;
  /** The access token for API calls; null when nobody is signed in. */
  getAccessToken: () => Promise<string | null>;
  /**
   * Reads the signed-in user afresh from a new ID token: after something the sign-in's token
   * could not know joined the account (a guest's purchase, with the policyholder's name, merged
   * after signing in). Nothing for nobody; a failure keeps the user as they were.
   */
  refreshUser: () => Promise<void>;
  /** Completes the sign-in redirect; resolves the route to go to (home after a failure). */
  completeSignIn: (url?: string) => Promise<string>;
  /** Closes the sign-in problem's modal. */
  dismissProblem: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Props of AuthProvider. */
export interface AuthProviderProps {
  /** The Auth0 SDK's client (`createAuthClient`). */
  client: AuthClient;
  /** Where signing out returns to: the app's origin (the admin console's `/admin/`). */
  signOutReturnTo: string;
  /**
   * The access token's claim that carries the user's roles, as the platform's app configuration
   * names it (`auth.rolesClaim`). Without it no role is read: `useHoldsRole` says false.
   */
  rolesClaim?: string;
  /**
   * The page path of the sign-in callback: there the callback page completes the redirect, so no
   * silent sign-in runs beside it. @default '/callback'
   */
  callbackPath?: string;
  /** The app. */
  children: ReactNode;
}

type SessionState = Pick<AuthContextValue, 'status' | 'user' | 'problem'>;

function failure(error: unknown): SignInProblem {
  const code = authErrorCodeOf(error);
  return code ? { kind: 'SIGN_IN_FAILED', code } : { kind: 'SIGN_IN_FAILED' };
}

/**
 * Sign-in for an app through the Auth0 SDK: silent sign-in on load (login_required means nobody is
 * signed in, not an error), the redirect and its callback, sign-out, and the session that expires
 * when the API answers 401 or a token can no longer be had.
 */
export function AuthProvider({
  client,
  signOutReturnTo,
  rolesClaim,
  callbackPath = '/callback',
  children,
}: AuthProviderProps) {
  const [state, setState] = useState<SessionState>({
    status: 'loading',
    user: null,
    problem: null,
  });
  // Read by getAccessToken without re-creating it on every sign-in change.
  const userRef = useRef<User | null>(null);
  // One silent sign-in per client, even when React runs the effect twice (StrictMode).
  const sessionCheck = useRef<{ client: AuthClient; done: Promise<SessionState> } | null>(null);

  const settle = useCallback((next: SessionState) => {
    userRef.current = next.user;
    setState(next);
  }, []);

  useEffect(() => {
    if (window.location.pathname === callbackPath) return;
    if (sessionCheck.current?.client !== client) {
      const done = (async (): Promise<SessionState> => {
        try {
          await client.checkSession();
          return { status: 'ready', user: (await client.getUser()) ?? null, problem: null };
        } catch (error) {
          if (isSignOutError(error)) return { status: 'ready', user: null, problem: null };
          return { status: 'ready', user: null, problem: failure(error) };
        }
      })();
      sessionCheck.current = { client, done };
    }
    let current = true;
    void sessionCheck.current.done.then((next) => {
      if (current) settle(next);
    });
    return () => {
      current = false;
    };
  }, [client, callbackPath, settle]);

  const expireSession = useCallback(() => {
    settle({ status: 'ready', user: null, problem: { kind: 'UNAUTHORIZED' } });
    // Local only: the session at the identity server has already gone or been refused.
    void client.logout({ openUrl: false }).catch(() => undefined);
  }, [client, settle]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      rolesClaim: rolesClaim ?? null,
      signIn: (returnTo = '/', options) =>
        client.loginWithRedirect<SignInAppState>(loginRedirectOptions(returnTo, options)),
      signOut: () => client.logout({ logoutParams: { returnTo: signOutReturnTo } }),
      expireSession,
      getAccessToken: async () => {
        if (!userRef.current) return null;
        try {
          return (await client.getTokenSilently()) ?? null;
        } catch (error) {
          // No token can be had any more (the refresh token expired or was revoked): signed out.
          if (authErrorCodeOf(error)) expireSession();
          throw error;
        }
      },
      refreshUser: async () => {
        if (!userRef.current) return;
        try {
          // Past the cache: the refresh token's grant answers an ID token with today's claims.
          await client.getTokenSilently({ cacheMode: 'off' });
          const user = (await client.getUser()) ?? null;
          // Signed out meanwhile: the sign-out's state stands.
          if (userRef.current) settle({ status: 'ready', user, problem: null });
        } catch (error) {
          if (authErrorCodeOf(error)) expireSession();
        }
      },
      completeSignIn: async (url) => {
        try {
          const result = await client.handleRedirectCallback<SignInAppState>(url);
          settle({ status: 'ready', user: (await client.getUser()) ?? null, problem: null });
          const returnTo = result.appState?.returnTo;
          // Only a route of this app: never another site (an open redirect).
          return returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
        } catch (error) {
          settle({ status: 'ready', user: null, problem: failure(error) });
          return '/';
        }
      },
      dismissProblem: () => setState((previous) => ({ ...previous, problem: null })),
    }),
    [state, client, signOutReturnTo, rolesClaim, expireSession, settle],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The sign-in state and actions; throws outside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth was used outside its AuthProvider.');
  return value;
}
