import type { User } from '@auth0/auth0-spa-js';
import type { AuthClient } from '../auth/auth-client';

/** A sign-in error as the Auth0 SDK throws it: an Error with the server's `error` code. */
export function authError(error: string, description = error): Error & { error: string } {
  return Object.assign(new Error(description), { error, error_description: description });
}

/** A fake of the Auth0 SDK's client: signed in as `user` (or nobody), every method a jest mock. */
export function fakeAuthClient(user: User | null = null, token = 'access-token') {
  return {
    checkSession: jest.fn<Promise<void>, []>().mockResolvedValue(undefined),
    getUser: jest.fn().mockResolvedValue(user ?? undefined),
    getTokenSilently: jest.fn().mockResolvedValue(token),
    loginWithRedirect: jest.fn().mockResolvedValue(undefined),
    handleRedirectCallback: jest.fn().mockResolvedValue({ appState: { returnTo: '/' } }),
    logout: jest.fn().mockResolvedValue(undefined),
  } satisfies Record<keyof AuthClient, jest.Mock>;
}

/** The fake's type. */
export type FakeAuthClient = ReturnType<typeof fakeAuthClient>;
