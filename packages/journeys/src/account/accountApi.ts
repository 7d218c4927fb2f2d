import { type ApiClient, getPolicyholder, updatePolicyholder } from '@brand/api-client';
import { attempt, journeyThunk } from '../shared/journey-thunk';
import type { Policyholder, PolicyholderChanges } from './account-settings';

/** GET /policyholder: the signed-in customer's record (spec 002 §7). */
export function loadPolicyholder(api: ApiClient, signal?: AbortSignal): Promise<Policyholder> {
  return getPolicyholder(api, {}, signal ? { signal } : undefined);
}

/** PATCH /policyholder with the changed settings only; resolves to the record as saved. */
export function savePolicyholder(
  api: ApiClient,
  changes: PolicyholderChanges,
): Promise<Policyholder> {
  return updatePolicyholder(api, { body: changes });
}

/** Loads the record for an account screen (`account/load/...`); aborting it cancels the call. */
export const loadAccount = journeyThunk(
  'account/load',
  (_: undefined, { extra, signal, rejectWithValue }) =>
    attempt(() => loadPolicyholder(extra.api, signal), rejectWithValue),
);

/**
 * Saves a setting (`account/save/...`): PATCHes the changes and answers the record as saved. No
 * changes (null) means the answer is the record's already: nothing is sent (spec 002 §7), and
 * the record answers as it is.
 */
export const saveAccount = journeyThunk(
  'account/save',
  (changes: PolicyholderChanges | null, { extra, getState, rejectWithValue }) => {
    if (changes === null) {
      return Promise.resolve(
        (getState() as { account: { policyholder: Policyholder | null } }).account.policyholder,
      );
    }
    return attempt(() => savePolicyholder(extra.api, changes), rejectWithValue);
  },
);
