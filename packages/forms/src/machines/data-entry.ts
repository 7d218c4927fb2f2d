import { ConfigurationError } from '@brand/domain';
import { ignoreUnknownEvent } from './unknown-event';

/** The stages of a data-entry check (spec 002 §5 "Data-entry"). */
export const DATA_ENTRY_STATUSES = ['idle', 'checking', 'found', 'notFound', 'error'] as const;
/** Where a data-entry check stands; notFound shows the no-results message. */
export type DataEntryStatus = (typeof DATA_ENTRY_STATUSES)[number];

/** What a data-entry check finds (spec 002 §3 "Data entry: code, name"). */
export interface DataEntryResult {
  readonly code: string;
  readonly name: string;
}

/** A data-entry field: the text, its limits and the check's outcome. */
export interface DataEntryState {
  /** The text as entered, upper-cased and cut to the limit. */
  readonly text: string;
  readonly status: DataEntryStatus;
  /** The text being (or last) checked; a reply for any other text is stale. */
  readonly checkedText: string | null;
  /** What the check found. */
  readonly result: DataEntryResult | null;
  /** Most characters. */
  readonly maxLength: number;
  /** The pattern the text must match before Check is enabled, or null. */
  readonly pattern: RegExp | null;
}

/** The data-entry field's event types. */
export const DATA_ENTRY_EVENT = {
  typed: 'dataEntry/typed',
  keyPressed: 'dataEntry/keyPressed',
  checkClicked: 'dataEntry/checkClicked',
  found: 'dataEntry/found',
  notFound: 'dataEntry/notFound',
  failed: 'dataEntry/failed',
} as const;

/** What can happen to a data-entry field; replies name the text they answer. */
export type DataEntryEvent =
  | { readonly type: typeof DATA_ENTRY_EVENT.typed; readonly text: string }
  /** A key went down in the text box (`KeyboardEvent.key`): Enter checks. */
  | { readonly type: typeof DATA_ENTRY_EVENT.keyPressed; readonly key: string }
  | { readonly type: typeof DATA_ENTRY_EVENT.checkClicked }
  | {
      readonly type: typeof DATA_ENTRY_EVENT.found;
      readonly text: string;
      readonly result: DataEntryResult;
    }
  | { readonly type: typeof DATA_ENTRY_EVENT.notFound; readonly text: string }
  | { readonly type: typeof DATA_ENTRY_EVENT.failed; readonly text: string };

/** How a data-entry field starts. */
export interface DataEntryOptions {
  /** Most characters (the input's maxLength rule). @default Infinity */
  readonly maxLength?: number;
  /** The pattern the text must match (the input's regExp rule). */
  readonly pattern?: RegExp | string | null;
  /** The stored answer: shown as found. */
  readonly value?: DataEntryResult | null;
}

/** The key that triggers a check. */
export const DATA_ENTRY_CHECK_KEY = 'Enter';

/** Text as the field holds it: upper-cased and cut to the limit. */
export function normaliseDataEntryText(text: string, maxLength: number): string {
  return text.toUpperCase().slice(0, maxLength);
}

// Global and sticky flags make test() remember lastIndex between calls, so they are dropped: a
// selector must give the same answer for the same text.
const STATEFUL_FLAGS = /[gy]/g;

function readPattern(pattern: RegExp | string | null | undefined): RegExp | null {
  if (pattern === null || pattern === undefined) return null;
  if (pattern instanceof RegExp)
    return new RegExp(pattern.source, pattern.flags.replace(STATEFUL_FLAGS, ''));
  try {
    return new RegExp(pattern);
  } catch {
    throw new ConfigurationError(
      `Data-entry pattern is not a valid regular expression: ${pattern}`,
    );
  }
}

/** An empty data-entry field, or one showing its stored answer as found. */
export function initialDataEntryState(options: DataEntryOptions = {}): DataEntryState {
  const maxLength = options.maxLength ?? Number.POSITIVE_INFINITY;
  if (!(maxLength > 0) || (Number.isFinite(maxLength) && !Number.isInteger(maxLength))) {
    throw new ConfigurationError(
      `Data-entry maxLength must be a whole number above 0: ${maxLength}`,
    );
  }
  const base = { maxLength, pattern: readPattern(options.pattern) };
  const stored = options.value;
  if (!stored) return { ...base, text: '', status: 'idle', checkedText: null, result: null };
  const text = normaliseDataEntryText(stored.code, maxLength);
  return { ...base, text, status: 'found', checkedText: text, result: stored };
}

/** True when Check is enabled: there is text, it matches the pattern, and no check is running. */
export function selectCanCheck(state: DataEntryState): boolean {
  if (state.text === '' || state.status === 'checking') return false;
  return state.pattern === null || state.pattern.test(state.text);
}

/** The check's stage. */
export function selectDataEntryStatus(state: DataEntryState): DataEntryStatus {
  return state.status;
}

/** The answer the form stores: the found entry, or null. */
export function selectDataEntryValue(state: DataEntryState): DataEntryResult | null {
  return state.status === 'found' ? state.result : null;
}

/** The text to check while a check is running (the binding calls the data source with it), else null. */
export function selectTextToCheck(state: DataEntryState): string | null {
  return state.status === 'checking' ? state.checkedText : null;
}

function check(state: DataEntryState): DataEntryState {
  if (!selectCanCheck(state)) return state;
  return { ...state, status: 'checking', checkedText: state.text, result: null };
}

function isAwaited(state: DataEntryState, text: string): boolean {
  return state.status === 'checking' && state.checkedText === text;
}

/** The data-entry reducer: the next state after `event` (the same state when refused or stale). */
export function dataEntryReducer(state: DataEntryState, event: DataEntryEvent): DataEntryState {
  switch (event.type) {
    case DATA_ENTRY_EVENT.typed: {
      const text = normaliseDataEntryText(event.text, state.maxLength);
      if (text === state.text) return state;
      // New text makes any earlier outcome (and any reply still on its way) out of date.
      return { ...state, text, status: 'idle', checkedText: null, result: null };
    }
    case DATA_ENTRY_EVENT.keyPressed:
      return event.key === DATA_ENTRY_CHECK_KEY ? check(state) : state;
    case DATA_ENTRY_EVENT.checkClicked:
      return check(state);
    case DATA_ENTRY_EVENT.found:
      return isAwaited(state, event.text)
        ? { ...state, status: 'found', result: event.result }
        : state;
    case DATA_ENTRY_EVENT.notFound:
      return isAwaited(state, event.text) ? { ...state, status: 'notFound' } : state;
    case DATA_ENTRY_EVENT.failed:
      return isAwaited(state, event.text) ? { ...state, status: 'error' } : state;
    default:
      return ignoreUnknownEvent(state, event);
  }
}
