import { useCallback } from 'react';
import { useJourneyLoad } from '../shared/journey-load';
import { useJourneyDispatch, useJourneySelector } from '../shared/store';
import type { PolicyholderChanges } from './account-settings';
import { loadAccount, saveAccount } from './accountApi';
import { type AccountState, initialAccountState, selectAccountState } from './accountSlice';

/** The account screens' record: loaded once per screen, and a save that sends only changes. */
export interface PolicyholderBinding {
  state: AccountState;
  /** PATCHes the changes; null means nothing changed, so nothing is sent. */
  save: (changes: PolicyholderChanges | null) => Promise<void>;
}

/** Loads the signed-in customer's policyholder record and saves its settings. */
export function usePolicyholder(): PolicyholderBinding {
  const dispatch = useJourneyDispatch();
  const requestId = useJourneyLoad('policyholder', (start) => start(loadAccount()));
  const current = useJourneySelector(selectAccountState);
  // Until this screen's own load has started, it shows what a screen that loaded nothing shows.
  const state = current.requestId === requestId ? current : initialAccountState;
  const save = useCallback(
    async (changes: PolicyholderChanges | null) => {
      await dispatch(saveAccount(changes));
    },
    [dispatch],
  );
  return { state, save };
}
