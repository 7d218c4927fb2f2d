import type { UpdateProposalBody } from '@brand/api-client';
import type { FormValues } from '@brand/forms';
import { useCallback } from 'react';
import { useJourneyLoad } from '../shared/journey-load';
import { useJourneyDispatch, useJourneySelector } from '../shared/store';
import type { RenewalProposal } from './renewal-routing';
import { loadRenewalProposal, optOutRenewal, saveRenewalSection } from './renewalApi';
import { initialRenewalState, type RenewalState, selectRenewalState } from './renewalSlice';

/** The renewal journey's state and what its pages do. */
export interface RenewalBinding {
  state: RenewalState;
  /** Saves a section's answers, re-rated; resolves to the saved proposal, or null on failure. */
  saveAnswers: (changes: UpdateProposalBody['changes']) => Promise<RenewalProposal | null>;
  /** Switches auto-renewal off with the form's reason; true when it was. */
  optOut: (values: FormValues) => Promise<boolean>;
}

/** Loads the renewal proposal of the URL once per code and runs the renewal's calls. */
export function useRenewal(proposalCode: string): RenewalBinding {
  const dispatch = useJourneyDispatch();
  const requestId = useJourneyLoad(proposalCode, (start) =>
    start(loadRenewalProposal(proposalCode)),
  );
  const current = useJourneySelector(selectRenewalState);
  // Until this screen's own load has started, it shows what a screen that loaded nothing shows.
  const state = current.requestId === requestId ? current : initialRenewalState;

  const saveAnswers = useCallback(
    async (changes: UpdateProposalBody['changes']) => {
      const outcome = await dispatch(saveRenewalSection({ proposalCode, changes }));
      return saveRenewalSection.fulfilled.match(outcome) ? outcome.payload : null;
    },
    [dispatch, proposalCode],
  );

  const policyId = state.proposal?.sourcePolicy?.policyId ?? null;
  const optOut = useCallback(
    async (values: FormValues) => {
      if (!policyId) return false;
      const outcome = await dispatch(optOutRenewal({ policyId, values }));
      return optOutRenewal.fulfilled.match(outcome);
    },
    [dispatch, policyId],
  );

  return { state, saveAnswers, optOut };
}
