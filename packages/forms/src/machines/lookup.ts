import {
  canStartLookup,
  INDUSTRY_LOOKUP_MIN_CHARS,
  OCCUPATION_LOOKUP_MIN_CHARS,
  OFFENCE_LOOKUP_MIN_CHARS,
} from '@brand/domain';
import { ignoreUnknownEvent } from './unknown-event';

/** Address search waits this long after the last keystroke (spec 002 §9). */
export const ADDRESS_SEARCH_DELAY_MS = 500;
/** A lookup (tables, data entry) waits this long after the last keystroke (spec 002 §9). */
export const LOOKUP_DELAY_MS = 250;
/** A search needs at least one character when neither the input nor its table says more. */
export const LOOKUP_MIN_CHARS_DEFAULT = 1;

/** How a lookup searches: the characters it needs, the wait after typing, and whether the term is trimmed. */
export interface LookupSettings {
  /** Characters (ignoring surrounding whitespace) before a search starts; `meta.minChars` overrides. */
  readonly minChars: number;
  /** Milliseconds after the last keystroke before the search fires. */
  readonly delayMs: number;
  /** Search for the text without its surrounding whitespace. */
  readonly trim: boolean;
}

/** The lookups the spec names and how each searches (spec 002 §5 and §9). */
export const LOOKUP_SETTINGS = {
  address: { minChars: LOOKUP_MIN_CHARS_DEFAULT, delayMs: ADDRESS_SEARCH_DELAY_MS, trim: true },
  offence: { minChars: OFFENCE_LOOKUP_MIN_CHARS, delayMs: LOOKUP_DELAY_MS, trim: false },
  occupation: { minChars: OCCUPATION_LOOKUP_MIN_CHARS, delayMs: LOOKUP_DELAY_MS, trim: false },
  industry: { minChars: INDUSTRY_LOOKUP_MIN_CHARS, delayMs: LOOKUP_DELAY_MS, trim: false },
  dataEntry: { minChars: LOOKUP_MIN_CHARS_DEFAULT, delayMs: LOOKUP_DELAY_MS, trim: false },
} as const satisfies Record<string, LookupSettings>;
/** A lookup the spec names. */
export type LookupKind = keyof typeof LOOKUP_SETTINGS;

/** Where a search stands: waiting out the delay, searching, or showing what it found. */
export const LOOKUP_STATUSES = [
  'idle',
  'waiting',
  'searching',
  'found',
  'noResults',
  'error',
] as const;
/** Where a search stands; noResults shows the no-results message. */
export type LookupStatus = (typeof LOOKUP_STATUSES)[number];

/** A search due to fire: its term and when (epoch milliseconds). */
export interface PendingSearch {
  readonly term: string;
  readonly dueAt: number;
}

/** A lookup: the text, the search it is waiting on or running, and what it found or the user chose. */
export interface LookupState<R> {
  readonly text: string;
  readonly settings: LookupSettings;
  /** The search due once the delay is over, or null. */
  readonly pendingSearch: PendingSearch | null;
  /** The term of the current search (pending, running or shown); replies for any other are stale. */
  readonly term: string | null;
  readonly status: LookupStatus;
  readonly results: readonly R[];
  readonly chosen: R | null;
}

/** The lookup's event types. */
export const LOOKUP_EVENT = {
  typed: 'lookup/typed',
  tick: 'lookup/tick',
  searchRequested: 'lookup/searchRequested',
  results: 'lookup/results',
  failed: 'lookup/failed',
  chosen: 'lookup/chosen',
  cleared: 'lookup/cleared',
} as const;

/** What can happen to a lookup; `now` is epoch milliseconds (the reducer reads no clock). */
export type LookupEvent<R> =
  | { readonly type: typeof LOOKUP_EVENT.typed; readonly text: string; readonly now: number }
  /** Time passed: the pending search fires once it is due. */
  | { readonly type: typeof LOOKUP_EVENT.tick; readonly now: number }
  /** Search now, without the delay (a Search button, or an address container searched by its text). */
  | { readonly type: typeof LOOKUP_EVENT.searchRequested; readonly text: string }
  | {
      readonly type: typeof LOOKUP_EVENT.results;
      readonly term: string;
      readonly results: readonly R[];
    }
  | { readonly type: typeof LOOKUP_EVENT.failed; readonly term: string }
  /** A result was picked; `text` is what the box shows for it. @default the text as typed */
  | { readonly type: typeof LOOKUP_EVENT.chosen; readonly result: R; readonly text?: string }
  | { readonly type: typeof LOOKUP_EVENT.cleared };

/** An empty lookup (or one showing a stored choice) that searches as `settings` say. */
export function initialLookupState<R>(
  settings: LookupSettings,
  chosen: { readonly result: R; readonly text: string } | null = null,
): LookupState<R> {
  return {
    text: chosen?.text ?? '',
    settings,
    pendingSearch: null,
    term: null,
    status: 'idle',
    results: [],
    chosen: chosen?.result ?? null,
  };
}

/** The term to search for while a search runs (the binding calls the data source with it), else null. */
export function selectSearchTerm<R>(state: LookupState<R>): string | null {
  return state.status === 'searching' ? state.term : null;
}

/** When the pending search is due (epoch milliseconds; the binding sets its timer for it), else null. */
export function selectNextDueAt<R>(state: LookupState<R>): number | null {
  return state.pendingSearch?.dueAt ?? null;
}

/** Where the search stands. */
export function selectLookupStatus<R>(state: LookupState<R>): LookupStatus {
  return state.status;
}

/** The results to list. */
export function selectLookupResults<R>(state: LookupState<R>): readonly R[] {
  return state.results;
}

/** The chosen result, or null. */
export function selectLookupChosen<R>(state: LookupState<R>): R | null {
  return state.chosen;
}

/** The characters needed when some text is typed but too little to search ("type at least N"), else null. */
export function selectMinCharsNeeded<R>(state: LookupState<R>): number | null {
  const typed = state.text.trim() !== '';
  return typed && !canStartLookup(state.text, state.settings.minChars)
    ? state.settings.minChars
    : null;
}

function termOf<R>(state: LookupState<R>, text: string): string {
  return state.settings.trim ? text.trim() : text;
}

function tooShort<R>(state: LookupState<R>, text: string): LookupState<R> {
  return {
    ...state,
    text,
    chosen: null,
    pendingSearch: null,
    term: null,
    status: 'idle',
    results: [],
  };
}

function typed<R>(state: LookupState<R>, text: string, now: number): LookupState<R> {
  if (!canStartLookup(text, state.settings.minChars)) return tooShort(state, text);
  const term = termOf(state, text);
  // The same term (address text differing only in spaces) needs no new search unless the last one failed.
  if (term === state.term && state.status !== 'error') return { ...state, text, chosen: null };
  return {
    ...state,
    text,
    chosen: null,
    term,
    pendingSearch: { term, dueAt: now + state.settings.delayMs },
    status: 'waiting',
  };
}

function searchNow<R>(state: LookupState<R>, text: string): LookupState<R> {
  if (!canStartLookup(text, state.settings.minChars)) return tooShort(state, text);
  return {
    ...state,
    text,
    chosen: null,
    term: termOf(state, text),
    pendingSearch: null,
    status: 'searching',
  };
}

function isAwaited<R>(state: LookupState<R>, term: string): boolean {
  return state.status === 'searching' && state.term === term;
}

/** The lookup's reducer: the next state after `event` (the same state for a stale reply or an early tick). */
export function lookupReducer<R>(state: LookupState<R>, event: LookupEvent<R>): LookupState<R> {
  switch (event.type) {
    case LOOKUP_EVENT.typed:
      return typed(state, event.text, event.now);
    case LOOKUP_EVENT.tick: {
      const pending = state.pendingSearch;
      if (!pending || event.now < pending.dueAt) return state;
      return { ...state, pendingSearch: null, status: 'searching' };
    }
    case LOOKUP_EVENT.searchRequested:
      return searchNow(state, event.text);
    case LOOKUP_EVENT.results:
      if (!isAwaited(state, event.term)) return state;
      return {
        ...state,
        status: event.results.length > 0 ? 'found' : 'noResults',
        results: event.results,
      };
    case LOOKUP_EVENT.failed:
      return isAwaited(state, event.term) ? { ...state, status: 'error', results: [] } : state;
    case LOOKUP_EVENT.chosen:
      return {
        ...state,
        text: event.text ?? state.text,
        chosen: event.result,
        pendingSearch: null,
        term: null,
        status: 'idle',
        results: [],
      };
    case LOOKUP_EVENT.cleared:
      return initialLookupState(state.settings);
    default:
      return ignoreUnknownEvent(state, event);
  }
}
