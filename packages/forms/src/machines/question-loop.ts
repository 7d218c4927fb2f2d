import { canAddAdditionalDriver } from '@brand/domain';
import type { FieldErrors } from '../definition';
import type { QuestionLoopValue } from '../values/question-loop';
import { ignoreUnknownEvent } from './unknown-event';

export type { QuestionLoopValue } from '../values/question-loop';

/** The item being entered: a new one (index null) or a copy of item `index` being edited. */
export interface QuestionLoopDraft<T> {
  /** The entry as typed so far. */
  readonly item: T;
  /** The item it replaces on confirm, or null when it is added. */
  readonly index: number | null;
  /** The entry's errors from the last refused confirm (empty until then). */
  readonly errors: FieldErrors;
}

/** A question loop: its value, the open draft and the limits. */
export interface QuestionLoopState<T> {
  /** What the form stores. */
  readonly value: QuestionLoopValue<T>;
  /** The entry open for typing, or null when none is. */
  readonly draft: QuestionLoopDraft<T> | null;
  /** Most items (Infinity when the input sets none). */
  readonly maxItems: number;
  /** What a new draft starts from. */
  readonly emptyItem: T;
}

/** The question loop's event types. */
export const QUESTION_LOOP_EVENT = {
  answered: 'questionLoop/answered',
  added: 'questionLoop/added',
  draftEdited: 'questionLoop/draftEdited',
  confirmed: 'questionLoop/confirmed',
  cancelled: 'questionLoop/cancelled',
  editStarted: 'questionLoop/editStarted',
  removed: 'questionLoop/removed',
} as const;

/** What can happen to a question loop. */
export type QuestionLoopEvent<T> =
  | { readonly type: typeof QUESTION_LOOP_EVENT.answered; readonly answer: boolean }
  | { readonly type: typeof QUESTION_LOOP_EVENT.added }
  | { readonly type: typeof QUESTION_LOOP_EVENT.draftEdited; readonly item: T }
  /** `errors` is the draft's validation result, which the caller computes (the loop knows no rules). */
  | { readonly type: typeof QUESTION_LOOP_EVENT.confirmed; readonly errors: FieldErrors }
  | { readonly type: typeof QUESTION_LOOP_EVENT.cancelled }
  | { readonly type: typeof QUESTION_LOOP_EVENT.editStarted; readonly index: number }
  | { readonly type: typeof QUESTION_LOOP_EVENT.removed; readonly index: number };

/** How a question loop starts. */
export interface QuestionLoopOptions<T> {
  /** What a new draft starts from (an empty object for a loop of form inputs). */
  readonly emptyItem: T;
  /** The stored value. @default { answer: null, items: [] } */
  readonly value?: QuestionLoopValue<T> | null;
  /** Most items (`meta.maxItems`; MAX_ADDITIONAL_DRIVERS for additional drivers). @default Infinity */
  readonly maxItems?: number;
}

const NO_ERRORS: FieldErrors = {};

/** A question loop with its stored value and no draft open. */
export function initialQuestionLoopState<T>(options: QuestionLoopOptions<T>): QuestionLoopState<T> {
  const value = options.value ?? { answer: null, items: [] };
  return {
    value: { answer: value.answer ?? null, items: value.items ?? [] },
    draft: null,
    maxItems: options.maxItems ?? Number.POSITIVE_INFINITY,
    emptyItem: options.emptyItem,
  };
}

/** True while another item may be added: answered yes, no draft open and below the limit. */
export function selectCanAdd<T>(state: QuestionLoopState<T>): boolean {
  return (
    state.value.answer === true &&
    state.draft === null &&
    canAddAdditionalDriver(state.value.items.length, state.maxItems)
  );
}

/** The value the form stores. */
export function selectQuestionLoopValue<T>(state: QuestionLoopState<T>): QuestionLoopValue<T> {
  return state.value;
}

/** The open draft, or null. */
export function selectQuestionLoopDraft<T>(
  state: QuestionLoopState<T>,
): QuestionLoopDraft<T> | null {
  return state.draft;
}

/** The open draft's errors (empty when no draft is open or it has none). */
export function selectDraftErrors<T>(state: QuestionLoopState<T>): FieldErrors {
  return state.draft?.errors ?? NO_ERRORS;
}

/** True when the loop is at its limit (the add button is hidden). */
export function selectIsAtMaxItems<T>(state: QuestionLoopState<T>): boolean {
  return !canAddAdditionalDriver(state.value.items.length, state.maxItems);
}

function isItemIndex<T>(state: QuestionLoopState<T>, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < state.value.items.length;
}

function openDraft<T>(state: QuestionLoopState<T>): QuestionLoopState<T> {
  return { ...state, draft: { item: state.emptyItem, index: null, errors: NO_ERRORS } };
}

function answer<T>(state: QuestionLoopState<T>, yes: boolean): QuestionLoopState<T> {
  if (state.value.answer === yes) return state;
  if (!yes) {
    // "No" means there is nothing to list: the items and any open draft are dropped, so a
    // hidden list can never be submitted behind a "no".
    return { ...state, value: { answer: false, items: [] }, draft: null };
  }
  // "Yes" with nothing listed opens the first entry at once: a yes with no way in but an extra
  // "add" click would leave the question half-answered.
  const answered = { ...state, value: { ...state.value, answer: true } };
  return answered.value.items.length === 0 ? openDraft(answered) : answered;
}

function confirm<T>(state: QuestionLoopState<T>, errors: FieldErrors): QuestionLoopState<T> {
  const { draft } = state;
  if (!draft) return state;
  if (Object.keys(errors).length > 0) return { ...state, draft: { ...draft, errors } };
  const items =
    draft.index === null
      ? [...state.value.items, draft.item]
      : state.value.items.map((item, index) => (index === draft.index ? draft.item : item));
  return { ...state, value: { ...state.value, items }, draft: null };
}

function remove<T>(state: QuestionLoopState<T>, removed: number): QuestionLoopState<T> {
  if (!isItemIndex(state, removed)) return state;
  const items = state.value.items.filter((_, index) => index !== removed);
  if (items.length === 0) {
    // Spec 002 §4: removing the last item resets the answer to no.
    return { ...state, value: { answer: false, items }, draft: null };
  }
  const { draft } = state;
  let nextDraft = draft;
  if (draft?.index === removed) nextDraft = null;
  else if (draft && draft.index !== null && draft.index > removed) {
    nextDraft = { ...draft, index: draft.index - 1 };
  }
  return { ...state, value: { ...state.value, items }, draft: nextDraft };
}

/** The question loop's reducer: the next state after `event` (the same state when the event is refused). */
export function questionLoopReducer<T>(
  state: QuestionLoopState<T>,
  event: QuestionLoopEvent<T>,
): QuestionLoopState<T> {
  switch (event.type) {
    case QUESTION_LOOP_EVENT.answered:
      return answer(state, event.answer);
    case QUESTION_LOOP_EVENT.added:
      return selectCanAdd(state) ? openDraft(state) : state;
    case QUESTION_LOOP_EVENT.draftEdited:
      return state.draft ? { ...state, draft: { ...state.draft, item: event.item } } : state;
    case QUESTION_LOOP_EVENT.confirmed:
      return confirm(state, event.errors);
    case QUESTION_LOOP_EVENT.cancelled:
      return state.draft ? { ...state, draft: null } : state;
    case QUESTION_LOOP_EVENT.editStarted: {
      // One entry at a time: editing another item while a draft is open would lose its typing.
      if (state.draft || !isItemIndex(state, event.index)) return state;
      const item = state.value.items[event.index] as T;
      return { ...state, draft: { item, index: event.index, errors: NO_ERRORS } };
    }
    case QUESTION_LOOP_EVENT.removed:
      return remove(state, event.index);
    default:
      return ignoreUnknownEvent(state, event);
  }
}
