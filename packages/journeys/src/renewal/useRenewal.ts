import type { UpdateProposalBody } from '@brand/api-client';
import { isAbortError } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import type { FormValues } from '@brand/forms';
import { useCallback, useEffect, useReducer } from 'react';
import { callFailure } from '../quote/quoteApi';
import type { RenewalProposal } from './renewal-routing';
import { loadRenewal, optOutOfRenewal, saveRenewalAnswers } from './renewalApi';
import {
  callFailed,
  callStarted,
  callSucceeded,
  initialRenewalState,
  loaded,
  loadFailed,
  loadStarted,
  type RenewalState,
  renewalSlice,
} from './renewalSlice';

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
  const api = useApiClient();
  const [state, dispatch] = useReducer(renewalSlice.reducer, initialRenewalState);

  useEffect(() => {
    const controller = new AbortController();
    dispatch(loadStarted(proposalCode));
    loadRenewal(api, proposalCode, controller.signal).then(
      (proposal) => dispatch(loaded(proposal)),
      (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) {
          dispatch(loadFailed(callFailure(error)));
        }
      },
    );
    return () => controller.abort();
  }, [api, proposalCode]);

  const saveAnswers = useCallback(
    async (changes: UpdateProposalBody['changes']) => {
      dispatch(callStarted());
      try {
        const saved = await saveRenewalAnswers(api, proposalCode, changes);
        dispatch(callSucceeded(saved));
        return saved;
      } catch (error) {
        dispatch(callFailed(callFailure(error)));
        return null;
      }
    },
    [api, proposalCode],
  );

  const policyId = state.proposal?.sourcePolicy?.policyId ?? null;
  const optOut = useCallback(
    async (values: FormValues) => {
      if (!policyId) return false;
      dispatch(callStarted());
      try {
        await optOutOfRenewal(api, policyId, values);
        dispatch(callSucceeded(undefined));
        return true;
      } catch (error) {
        dispatch(callFailed(callFailure(error)));
        return false;
      }
    },
    [api, policyId],
  );

  return { state, saveAnswers, optOut };
}
