// The policy page's own calls (spec 001 §7): the policy, loaded once by the page frame and handed
// to every tab, and the auto-renewal switch, whose answer is the policy as it now stands.
import {
  type GetPolicyResult,
  getPolicy,
  type SetPolicyAutoRenewalBody,
  setPolicyAutoRenewal,
} from '@brand/api-client';
import { attempt, journeyThunk } from '../shared/journey-thunk';

/** A policy as GET /policies/{id} answers it. */
export type Policy = GetPolicyResult;

/** Loads the policy the page shows (action types `policy/load/...`); aborting cancels the call. */
export const loadPolicy = journeyThunk(
  'policy/load',
  async (input: { policyId: string }, { extra, signal, rejectWithValue }) =>
    attempt(() => getPolicy(extra.api, { id: input.policyId }, { signal }), rejectWithValue),
);

/**
 * Turns the policy's auto-renewal on, or off with the customer's reason (action types
 * `policy/autoRenewal/...`). Setting what is already set changes nothing on the platform, so a
 * retry after a lost answer is safe.
 */
export const changeAutoRenewal = journeyThunk(
  'policy/autoRenewal',
  async (
    input: { policyId: string } & SetPolicyAutoRenewalBody,
    { extra, signal, rejectWithValue },
  ) => {
    const { policyId, ...body } = input;
    return attempt(
      () => setPolicyAutoRenewal(extra.api, { id: policyId, body }, { signal }),
      rejectWithValue,
    );
  },
);
