import { useApiClient } from '@brand/app-shell';
import { useCallback, useEffect, useReducer } from 'react';
import type { PolicyholderChanges } from './account-settings';
import { loadFailureOf, loadPolicyholder, saveFailureOf, savePolicyholder } from './accountApi';
import {
  type AccountState,
  accountSlice,
  initialAccountState,
  loaded,
  loadFailed,
  loadStarted,
  saveFailed,
  saveStarted,
  saveSucceeded,
} from './accountSlice';

/** The account screens' record: loaded once per screen, and a save that sends only changes. */
export interface PolicyholderBinding {
  state: AccountState;
  /** PATCHes the changes; null means nothing changed, so nothing is sent. */
  save: (changes: PolicyholderChanges | null) => Promise<void>;
}

/** Loads the signed-in customer's policyholder record and saves its settings. */
export function usePolicyholder(): PolicyholderBinding {
  const api = useApiClient();
  const [state, dispatch] = useReducer(accountSlice.reducer, initialAccountState);

  useEffect(() => {
    const controller = new AbortController();
    dispatch(loadStarted());
    loadPolicyholder(api, controller.signal).then(
      (policyholder) => dispatch(loaded(policyholder)),
      (error: unknown) => {
        const failure = loadFailureOf(error);
        if (failure && !controller.signal.aborted) dispatch(loadFailed(failure));
      },
    );
    return () => controller.abort();
  }, [api]);

  const save = useCallback(
    async (changes: PolicyholderChanges | null) => {
      dispatch(saveStarted());
      if (changes === null) {
        // Nothing differs from the record: the platform is not called (spec 002 §7).
        if (state.policyholder) dispatch(saveSucceeded(state.policyholder));
        return;
      }
      try {
        dispatch(saveSucceeded(await savePolicyholder(api, changes)));
      } catch (error) {
        const failure = saveFailureOf(error);
        if (failure) dispatch(saveFailed(failure));
      }
    },
    [api, state.policyholder],
  );

  return { state, save };
}
