// An adjustment as a page reads it. The management pages keep what they load in the page, not in
// the app's store: their thunks and state then load with the policy's route, and the product
// entry, which holds every slice, stays within its budget (ADR 0027's 200 KB).
import { useEffect, useState } from 'react';
import type { CallFailure } from '../../shared/call-failure';
import { useJourneyDispatch } from '../../shared/store';
import type { Adjustment } from './adjustment-types';
import { loadAdjustment } from './adjustmentsApi';

/** The page's adjustment: loading, loaded, or refused (with why). */
export type LoadedAdjustment =
  | { status: 'loading' }
  | { status: 'ready'; adjustment: Adjustment }
  | { status: 'failed'; failure: CallFailure };

/**
 * Loads the adjustment when the page opens or `attempt` changes; aborts when the page leaves, and
 * an answer for an earlier attempt never replaces a later one.
 */
export function useLoadedAdjustment(adjustmentId: string, attempt = 0): LoadedAdjustment {
  const dispatch = useJourneyDispatch();
  const [state, setState] = useState<LoadedAdjustment>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt names a new read of the same adjustment.
  useEffect(() => {
    let current = true;
    const request = dispatch(loadAdjustment({ adjustmentId }));
    request.then((result) => {
      if (!current) return;
      if (loadAdjustment.fulfilled.match(result)) {
        setState({ status: 'ready', adjustment: result.payload });
      } else if (!result.meta.aborted) {
        setState({ status: 'failed', failure: result.payload ?? { kind: 'UNEXPECTED' } });
      }
    });
    return () => {
      current = false;
      request.abort();
    };
  }, [dispatch, adjustmentId, attempt]);
  return state;
}
