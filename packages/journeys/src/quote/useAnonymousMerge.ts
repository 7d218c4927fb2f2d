import { useAnonymousSession, useAuth } from '@brand/app-shell';
import { useEffect } from 'react';
import { useJourneyDispatch, useJourneySelector } from '../shared/store';
import { mergeAnonymousProposals } from './quoteApi';
import { selectMergeStatus } from './quoteSlice';

/**
 * Merges the anonymous visitor's quotes into the account once a user is signed in and a visitor's
 * token is still kept (spec 000 §4), then forgets that token. Answers true once there is nothing
 * (left) to merge: a page that reads proposals waits for it, or a merged quote would look unknown.
 */
export function useAnonymousMerge(): boolean {
  const { status, user, refreshUser } = useAuth();
  const anonymous = useAnonymousSession();
  const dispatch = useJourneyDispatch();
  const merge = useJourneySelector(selectMergeStatus);
  const token = status === 'ready' && user !== null ? anonymous.peek() : null;

  useEffect(() => {
    if (!token || merge !== 'idle') return;
    void dispatch(mergeAnonymousProposals(token)).then((result) => {
      // A failed merge keeps the token: the next page load tries again.
      if (!mergeAnonymousProposals.fulfilled.match(result)) return;
      anonymous.forget();
      // A guest's purchase brings its policyholder (the name) into the account after the sign-in's
      // ID token was issued: read the user again, or the account button shows '??'.
      if (result.payload.merged.length > 0) void refreshUser();
    });
  }, [token, merge, dispatch, anonymous, refreshUser]);

  return status === 'ready' && (user === null || token === null || merge === 'done');
}
