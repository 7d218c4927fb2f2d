import {
  initialLookupState,
  LOOKUP_EVENT,
  type LookupEvent,
  type LookupSettings,
  type LookupState,
  lookupReducer,
  selectNextDueAt,
  selectSearchTerm,
} from '@brand/forms';
import { useEffect, useRef, useState } from 'react';

/** How a lookup is set up. */
export interface LookupOptions<R> {
  /** Minimum characters, delay and trimming. */
  settings: LookupSettings;
  /** Runs a search (a data source call). */
  search: (term: string) => Promise<readonly R[]>;
  /** A stored choice to show, with the text the box shows for it. */
  chosen?: { result: R; text: string } | null;
}

/** A running lookup: its state and what the component calls. */
export interface Lookup<R> {
  state: LookupState<R>;
  /** The text box changed. */
  type: (text: string) => void;
  /** A result was picked; `text` is what the box then shows. */
  choose: (result: R, text?: string) => void;
  /** Search this text now, without the delay. */
  searchNow: (text: string) => void;
  /** Back to an empty lookup. */
  clear: () => void;
}

/**
 * Runs the lookup machine with real time: a timer fires the pending search once its delay has
 * passed since the last keystroke, and the search's reply (or failure) goes back to the machine,
 * which ignores replies to an older term.
 */
export function useLookup<R>({ settings, search, chosen = null }: LookupOptions<R>): Lookup<R> {
  const [state, setState] = useState<LookupState<R>>(() => initialLookupState(settings, chosen));
  const latest = useRef(state);
  const searchRef = useRef(search);
  searchRef.current = search;
  const send = (event: LookupEvent<R>) => {
    const next = lookupReducer(latest.current, event);
    if (next === latest.current) return;
    latest.current = next;
    setState(next);
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  const dueAt = selectNextDueAt(state);
  useEffect(() => {
    if (dueAt === null) return;
    const timer = setTimeout(
      () => sendRef.current({ type: LOOKUP_EVENT.tick, now: Date.now() }),
      Math.max(0, dueAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [dueAt]);

  const term = selectSearchTerm(state);
  useEffect(() => {
    if (term === null) return;
    searchRef.current(term).then(
      (results) => sendRef.current({ type: LOOKUP_EVENT.results, term, results }),
      () => sendRef.current({ type: LOOKUP_EVENT.failed, term }),
    );
  }, [term]);

  return {
    state,
    type: (text) => send({ type: LOOKUP_EVENT.typed, text, now: Date.now() }),
    choose: (result, text) => send({ type: LOOKUP_EVENT.chosen, result, text }),
    searchNow: (text) => send({ type: LOOKUP_EVENT.searchRequested, text }),
    clear: () => send({ type: LOOKUP_EVENT.cleared }),
  };
}
