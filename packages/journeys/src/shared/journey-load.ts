import { useEffect, useRef, useState } from 'react';
import { type JourneyDispatch, useJourneyDispatch } from './store';

/** What dispatching a journey thunk answers: its request's id, and how to cancel it. */
export interface JourneyRequest {
  requestId: string;
  abort: () => void;
}

/**
 * Starts a screen's load when it mounts and again whenever `key` changes, and cancels it when the
 * screen goes (or a newer load replaces it): the thunk's abort is the pattern's cancellation.
 * Answers the id of this screen's load, null until it has started: the store outlives the screen,
 * so a screen shows the slice only once it answers this id, and shows loading before that, as a
 * screen with its own fresh state did.
 */
export function useJourneyLoad(
  key: string,
  start: (dispatch: JourneyDispatch) => JourneyRequest,
): string | null {
  const dispatch = useJourneyDispatch();
  const [requestId, setRequestId] = useState<string | null>(null);
  // The latest start, so the load follows `key` alone (start closes over the same values).
  const latest = useRef(start);
  latest.current = start;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key names what is loaded; start reads it.
  useEffect(() => {
    const request = latest.current(dispatch);
    setRequestId(request.requestId);
    return () => request.abort();
  }, [key, dispatch]);
  return requestId;
}
