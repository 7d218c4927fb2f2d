// The calls of a mid-term adjustment (spec 001 §7): create it, read it again for its review, and
// commit it. Each create or commit is one user action with one Idempotency-Key, so a retry after a
// lost answer never makes a second adjustment or commits twice.
import {
  commitPolicyAdjustment,
  createPolicyAdjustment,
  getPolicy,
  getPolicyAdjustment,
} from '@brand/api-client';
import { actionSucceeded, idempotencyKeyFor } from '../../shared/idempotency';
import { attempt, journeyThunk } from '../../shared/journey-thunk';
import { loadPolicy } from '../policyApi';
import { selectPolicyState, type WithPolicy } from '../policySlice';
import type { AdjustmentRequest } from './adjustment-types';

/** The idempotency action of creating an adjustment from one page's answers. */
export function createActionOf(request: AdjustmentRequest): string {
  return `adjust:${request.policyId}:${JSON.stringify([request.changes, request.effectiveAt ?? null])}`;
}

/** Creates an unconfirmed adjustment (action types `adjustment/create/...`). */
export const createAdjustment = journeyThunk(
  'adjustment/create',
  async (request: AdjustmentRequest, { extra, signal, rejectWithValue }) => {
    const action = createActionOf(request);
    const options = { signal, idempotencyKey: idempotencyKeyFor(action) };
    const created = await attempt(
      () => createPolicyAdjustment(extra.api, { body: request }, options),
      rejectWithValue,
    );
    actionSucceeded(action);
    return created;
  },
);

/** Reads an adjustment for its review or result (action types `adjustment/load/...`). */
export const loadAdjustment = journeyThunk(
  'adjustment/load',
  async (input: { adjustmentId: string }, { extra, signal, rejectWithValue }) =>
    attempt(
      () => getPolicyAdjustment(extra.api, { id: input.adjustmentId }, { signal }),
      rejectWithValue,
    ),
);

/** Confirms an adjustment (action types `adjustment/commit/...`); a late one answers gone. */
export const commitAdjustment = journeyThunk(
  'adjustment/commit',
  async (input: { adjustmentId: string }, { extra, signal, rejectWithValue }) => {
    const action = `commit:${input.adjustmentId}`;
    const committed = await attempt(
      () =>
        commitPolicyAdjustment(
          extra.api,
          { id: input.adjustmentId },
          { signal, idempotencyKey: idempotencyKeyFor(action) },
        ),
      rejectWithValue,
    );
    actionSucceeded(action);
    return committed;
  },
);

/**
 * Reads the policy again after its adjustment was confirmed (action types `adjustment/policy/...`)
 * and hands it to the policy page's frame as the answer of the frame's own load, so the frame
 * shows the new version and its load stays the current one (a new load would replace it).
 */
export const refreshPolicy = journeyThunk(
  'adjustment/policy',
  async (input: { policyId: string }, { extra, signal, rejectWithValue, dispatch, getState }) => {
    const policy = await attempt(
      () => getPolicy(extra.api, { id: input.policyId }, { signal }),
      rejectWithValue,
    );
    const frame = selectPolicyState(getState() as WithPolicy);
    if (frame.requestId && frame.policyId === input.policyId) {
      dispatch(loadPolicy.fulfilled(policy, frame.requestId, { policyId: input.policyId }));
    }
    return policy;
  },
);
