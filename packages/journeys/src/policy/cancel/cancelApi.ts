// Cancelling a policy (spec 001 §4 "Flow"): create the CAN adjustment, confirm it unless it is
// confirmed already, then reload the policy the page shows, so the confirmation page reads the
// termination date the platform recorded.
import {
  type CommitPolicyAdjustmentResult,
  commitPolicyAdjustment,
  createPolicyAdjustment,
  getPolicy,
} from '@brand/api-client';
import { attempt, journeyThunk } from '../../shared/journey-thunk';
import { loadPolicy, type Policy } from '../policyApi';
import { selectPolicyState, type WithPolicy } from '../policySlice';

/** What the cancel form decided: the encoded reason ('Other|text'), and the day chosen, if any. */
export type CancelRequest = {
  policyId: string;
  reason: string;
  /** The ISO instant cover should end (00:00 London on the chosen day); none ends it at once. */
  effectiveAt?: string | undefined;
};

/**
 * Cancels the policy (action types `policy/cancel/...`). The commit is confirmed once on the
 * platform however often it is sent, so a retry after a lost answer is safe; the policy as it
 * then stands replaces the one the page's frame shows.
 */
export const cancelPolicy = journeyThunk(
  'policy/cancel',
  async (
    input: CancelRequest,
    { extra, signal, rejectWithValue, dispatch, getState },
  ): Promise<{ adjustment: CommitPolicyAdjustmentResult; policy: Policy }> => {
    const { policyId, reason, effectiveAt } = input;
    const created = await attempt(
      () =>
        createPolicyAdjustment(
          extra.api,
          {
            body: {
              adjustmentType: 'CAN',
              policyId,
              changes: [],
              reason,
              ...(effectiveAt ? { effectiveAt } : {}),
            },
          },
          { signal },
        ),
      rejectWithValue,
    );
    const committed = created.confirmed
      ? created
      : await attempt(
          () => commitPolicyAdjustment(extra.api, { id: created.adjustmentId }, { signal }),
          rejectWithValue,
        );
    const policy = await attempt(
      () => getPolicy(extra.api, { id: policyId }, { signal }),
      rejectWithValue,
    );
    // The frame shows it as its own load's answer, so its load stays the current one.
    const frame = selectPolicyState(getState() as WithPolicy);
    if (frame.requestId && frame.policyId === policyId) {
      dispatch(loadPolicy.fulfilled(policy, frame.requestId, { policyId }));
    }
    return { adjustment: committed, policy };
  },
);
