// The one pattern for the platform's data: each journey's calls are Redux Toolkit thunks made with
// `journeyThunk`, over the API client the app's store carries as the thunks' extra argument. A
// rejected call rejects with a CallFailure; an aborted one (a screen left, a newer load) rejects
// with `meta.aborted` and its slice ignores it.
import type { ApiClient } from '@brand/api-client';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { type CallFailure, callFailure } from './call-failure';

/** Where the visitor's anonymous token is kept (the app's session storage). */
export interface TokenKeeper {
  set: (token: string) => void;
}

/** What the thunks get from the store: the app's API client and the visitor's session. */
export interface JourneyThunkExtra {
  readonly api: ApiClient;
  /** Keeps a retrieved quote's token as the visitor's anonymous token. */
  readonly anonymousSession: TokenKeeper;
  /** A client sending another token (the visitor's, a retrieved quote's). @default one on this origin */
  readonly clientForToken?: (token: string) => ApiClient;
}

/** createAsyncThunk typed for the journeys: the extra argument and the failure a call rejects with. */
export const journeyThunk = createAsyncThunk.withTypes<{
  extra: JourneyThunkExtra;
  rejectValue: CallFailure;
}>();

/**
 * Runs a call, rejecting with its CallFailure. (An aborted thunk has already settled as aborted
 * when its call throws, so what this rejects with then is dropped.)
 */
export async function attempt<T>(
  run: () => Promise<T>,
  reject: (failure: CallFailure) => unknown,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw reject(callFailure(error));
  }
}
