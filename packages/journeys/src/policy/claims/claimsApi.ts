// The claims tab's calls (spec 001 §7): the policy's claims by its number, and the link to the
// claims provider's first-notice-of-loss form, where the browser goes to report a loss.
import { createFnolLink, type ListClaimsResult, listClaims } from '@brand/api-client';
import { BRAND_CONTACT } from '@brand/config';
import { attempt, journeyThunk } from '../../shared/journey-thunk';

/** A claim as GET /claims answers it. */
export type Claim = ListClaimsResult[number];

/** Loads a policy's claims (action types `claims/load/...`); aborting cancels the call. */
export const loadClaims = journeyThunk(
  'claims/load',
  async (input: { policyNumber: string }, { extra, signal, rejectWithValue }) =>
    attempt(
      () => listClaims(extra.api, { policyNumber: input.policyNumber }, { signal }),
      rejectWithValue,
    ),
);

/**
 * Asks for the claim form's address (action types `claims/startOnline/...`). The provider sends
 * the customer back to `returnUrl` (this tab, on this site) when the notice is made. Each call
 * makes a new single-use link, so a retry after a lost answer is safe.
 */
export const startOnlineClaim = journeyThunk(
  'claims/startOnline',
  async (
    input: { policyId: string; returnUrl: string; origin: string },
    { extra, rejectWithValue },
  ) =>
    attempt(
      () =>
        createFnolLink(extra.api, {
          body: {
            policyId: input.policyId,
            callbackUrl: input.returnUrl,
            privacyPolicyUrl: `${input.origin}${BRAND_CONTACT.privacyPolicyPath}`,
            telephone: BRAND_CONTACT.claimsTelephone,
            email: BRAND_CONTACT.claimsEmail,
          },
        }),
      rejectWithValue,
    ),
);
