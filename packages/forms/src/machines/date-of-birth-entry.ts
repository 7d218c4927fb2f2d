import { type DateOfBirthParts, dateOfBirthFromParts, dateOfBirthToParts } from '@brand/domain';
import {
  type DateOfBirthPart,
  enterDateOfBirthPart,
  nextDateOfBirthPart,
  withDateOfBirthPart,
} from './date-of-birth-keystrokes';
import { ignoreUnknownEvent } from './unknown-event';

/** The day/month/year entry: the parts as typed and the part that has focus. */
export interface DateOfBirthEntryState {
  /** Day, month and year as text (the form's value shape, spec 002 §3). */
  readonly parts: DateOfBirthParts;
  /** The part that has (or should take) focus, or null when none does. */
  readonly focus: DateOfBirthPart | null;
}

/** The date-of-birth entry's event types. */
export const DATE_OF_BIRTH_ENTRY_EVENT = {
  typed: 'dateOfBirthEntry/typed',
  focused: 'dateOfBirthEntry/focused',
  loaded: 'dateOfBirthEntry/loaded',
} as const;

/** What can happen to the date-of-birth entry. */
export type DateOfBirthEntryEvent =
  /** `text` is the part's whole text after the keystroke (what the text box now holds). */
  | {
      readonly type: typeof DATE_OF_BIRTH_ENTRY_EVENT.typed;
      readonly part: DateOfBirthPart;
      readonly text: string;
    }
  | {
      readonly type: typeof DATE_OF_BIRTH_ENTRY_EVENT.focused;
      readonly part: DateOfBirthPart | null;
    }
  /** A stored date arrived: an ISO date (a time part is ignored); anything unreadable empties the entry. */
  | { readonly type: typeof DATE_OF_BIRTH_ENTRY_EVENT.loaded; readonly iso: unknown };

/** The entry showing a stored ISO date (or empty), with no focus. */
export function initialDateOfBirthEntryState(iso?: unknown): DateOfBirthEntryState {
  return { parts: dateOfBirthToParts(iso), focus: null };
}

/** The parts as typed. */
export function selectDateOfBirthParts(state: DateOfBirthEntryState): DateOfBirthParts {
  return state.parts;
}

/** The date as zero-padded 'yyyy-MM-dd', or null until day, month and a 4-digit year form a real date. */
export function selectDateOfBirth(state: DateOfBirthEntryState): string | null {
  return dateOfBirthFromParts(state.parts);
}

/** The part that should have focus, or null. */
export function selectFocusedPart(state: DateOfBirthEntryState): DateOfBirthPart | null {
  return state.focus;
}

function typed(
  state: DateOfBirthEntryState,
  part: DateOfBirthPart,
  input: string,
): DateOfBirthEntryState {
  const previous = state.parts[part];
  const text = enterDateOfBirthPart(part, input, previous);
  if (text === previous) return state.focus === part ? state : { ...state, focus: part };
  return {
    parts: withDateOfBirthPart(state.parts, part, text),
    focus: nextDateOfBirthPart(part, previous, text) ?? part,
  };
}

/** The date-of-birth entry's reducer: the next state after `event`. */
export function dateOfBirthEntryReducer(
  state: DateOfBirthEntryState,
  event: DateOfBirthEntryEvent,
): DateOfBirthEntryState {
  switch (event.type) {
    case DATE_OF_BIRTH_ENTRY_EVENT.typed:
      return typed(state, event.part, event.text);
    case DATE_OF_BIRTH_ENTRY_EVENT.focused:
      return state.focus === event.part ? state : { ...state, focus: event.part };
    case DATE_OF_BIRTH_ENTRY_EVENT.loaded:
      return { ...state, parts: dateOfBirthToParts(event.iso) };
    default:
      return ignoreUnknownEvent(state, event);
  }
}
