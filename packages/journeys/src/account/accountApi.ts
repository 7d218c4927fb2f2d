import {
  type ApiClient,
  getPolicyholder,
  isAbortError,
  isApiClientError,
  updatePolicyholder,
} from '@brand/api-client';
import type { Policyholder, PolicyholderChanges } from './account-settings';
import type { SaveFailure } from './accountSlice';

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

/** What a failed load shows: no record (404), any other failure, or nothing for an abort. */
export function loadFailureOf(error: unknown): 'missing' | 'failed' | null {
  if (isAbortError(error)) return null;
  return isApiClientError(error) && error.status === 404 ? 'missing' : 'failed';
}

/** What a refused save shows: the platform's message and field errors; null for an abort. */
export function saveFailureOf(error: unknown): SaveFailure | null {
  if (isAbortError(error)) return null;
  if (!isApiClientError(error)) return { message: null, fields: [] };
  return {
    message: error.problem?.detail ?? null,
    fields: error.fieldErrors.map(({ path, text }) => ({ path, text })),
  };
}
