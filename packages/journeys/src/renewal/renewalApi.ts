// The renewal journey's calls (spec 000 §7) over @brand/api-client.
import {
  type ApiClient,
  getProposal,
  setPolicyAutoRenewal,
  type UpdateProposalBody,
  updateProposal,
} from '@brand/api-client';
import { type CancellationReason, encodeCancellationReason } from '@brand/domain';
import type { FormValues } from '@brand/forms';
import { attempt, journeyThunk } from '../shared/journey-thunk';
import type { RenewalPolicy, RenewalProposal } from './renewal-routing';

/** GET /proposals/{id}: the renewal proposal. */
export function loadRenewal(
  api: ApiClient,
  proposalCode: string,
  signal?: AbortSignal,
): Promise<RenewalProposal> {
  return getProposal(api, { id: proposalCode }, signal ? { signal } : undefined);
}

/** PATCH /proposals/{id} with a disclosure section's answers, re-rated: the renewal's price follows. */
export function saveRenewalAnswers(
  api: ApiClient,
  proposalCode: string,
  changes: UpdateProposalBody['changes'],
): Promise<RenewalProposal> {
  return updateProposal(api, { id: proposalCode, body: { changes, applyRating: true } });
}

/** The opt-out form's answers as the reason the platform takes ('Price', 'Other|free text'). */
export function optOutReasonOf(values: FormValues): string {
  return encodeCancellationReason(
    values.reason as CancellationReason,
    typeof values.otherReason === 'string' ? values.otherReason : undefined,
  );
}

/** PUT /policies/{id}/autoRenewal off with the reason (spec 000 §4: opt-out ends so). */
export function optOutOfRenewal(
  api: ApiClient,
  policyId: string,
  values: FormValues,
): Promise<RenewalPolicy> {
  return setPolicyAutoRenewal(api, {
    id: policyId,
    body: { enabled: false, reason: optOutReasonOf(values) },
  });
}

/** PUT /policies/{id}/autoRenewal on: the opted-out banner's reactivation. */
export function reactivateRenewal(api: ApiClient, policyId: string): Promise<RenewalPolicy> {
  return setPolicyAutoRenewal(api, { id: policyId, body: { enabled: true } });
}

/** Loads the renewal proposal of the URL (`renewal/load/...`); aborting it cancels the call. */
export const loadRenewalProposal = journeyThunk(
  'renewal/load',
  (proposalCode: string, { extra, signal, rejectWithValue }) =>
    attempt(() => loadRenewal(extra.api, proposalCode, signal), rejectWithValue),
);

/** Saves a disclosure section's answers, re-rated (`renewal/saveSection/...`). */
export const saveRenewalSection = journeyThunk(
  'renewal/saveSection',
  (
    input: { proposalCode: string; changes: UpdateProposalBody['changes'] },
    { extra, rejectWithValue },
  ) =>
    attempt(
      () => saveRenewalAnswers(extra.api, input.proposalCode, input.changes),
      rejectWithValue,
    ),
);

/** Switches the policy's auto-renewal off with the form's reason (`renewal/optOut/...`). */
export const optOutRenewal = journeyThunk(
  'renewal/optOut',
  (input: { policyId: string; values: FormValues }, { extra, rejectWithValue }) =>
    attempt(() => optOutOfRenewal(extra.api, input.policyId, input.values), rejectWithValue),
);
