import { ignoreUnknownEvent } from './unknown-event';

/** The modes of a change-or-confirm field (spec 002 §4). */
export const CHANGE_OR_CONFIRM_MODES = ['view', 'change', 'override', 'manual'] as const;
/**
 * view: the confirmation label with Change (and Override); change: search or entry; override: the
 * form editing a found value's open parts; manual: every part typed by hand, for when the search
 * cannot find it (always offered from change, so a search never blocks the form).
 */
export type ChangeOrConfirmMode = (typeof CHANGE_OR_CONFIRM_MODES)[number];

/** A change-or-confirm field: its mode, its value and the value to return to on Reset. */
export interface ChangeOrConfirmState<T> {
  readonly mode: ChangeOrConfirmMode;
  /** The current value, or null when there is none. */
  readonly value: T | null;
  /** The value held when the field last left view mode; Reset returns to it. */
  readonly previous: T | null;
  /** Whether Override is offered. */
  readonly overridable: boolean;
}

/** The change-or-confirm field's event types. */
export const CHANGE_OR_CONFIRM_EVENT = {
  valueSet: 'changeOrConfirm/valueSet',
  overrideEdited: 'changeOrConfirm/overrideEdited',
  changeClicked: 'changeOrConfirm/changeClicked',
  overrideClicked: 'changeOrConfirm/overrideClicked',
  manualEntryClicked: 'changeOrConfirm/manualEntryClicked',
  resetClicked: 'changeOrConfirm/resetClicked',
} as const;

/** What can happen to a change-or-confirm field. */
export type ChangeOrConfirmEvent<T> =
  /** A value was chosen (a search result) or the override form was confirmed. */
  | { readonly type: typeof CHANGE_OR_CONFIRM_EVENT.valueSet; readonly value: T }
  /** The override form was typed in: the value follows it without leaving override mode. */
  | { readonly type: typeof CHANGE_OR_CONFIRM_EVENT.overrideEdited; readonly value: T | null }
  | { readonly type: typeof CHANGE_OR_CONFIRM_EVENT.changeClicked }
  | { readonly type: typeof CHANGE_OR_CONFIRM_EVENT.overrideClicked }
  /** Manual entry was chosen from the search: `value` is where the typing starts (blank parts). */
  | { readonly type: typeof CHANGE_OR_CONFIRM_EVENT.manualEntryClicked; readonly value: T }
  | { readonly type: typeof CHANGE_OR_CONFIRM_EVENT.resetClicked };

function hasValue<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}

/** A field in view mode when it holds a value, otherwise in change mode. */
export function initialChangeOrConfirmState<T>(
  value: T | null | undefined,
  options: { readonly overridable?: boolean } = {},
): ChangeOrConfirmState<T> {
  return {
    mode: hasValue(value) ? 'view' : 'change',
    value: hasValue(value) ? value : null,
    previous: null,
    overridable: options.overridable ?? false,
  };
}

/** The field's mode. */
export function selectChangeOrConfirmMode<T>(state: ChangeOrConfirmState<T>): ChangeOrConfirmMode {
  return state.mode;
}

/** The value the form stores, or null. */
export function selectChangeOrConfirmValue<T>(state: ChangeOrConfirmState<T>): T | null {
  return state.value;
}

/** True when Override is offered: the field is overridable and not already overriding. */
export function selectCanOverride<T>(state: ChangeOrConfirmState<T>): boolean {
  return state.overridable && state.mode !== 'override' && state.mode !== 'manual';
}

/** True when the parts are being typed (override or manual): edits follow the typing. */
function isEditing<T>(state: ChangeOrConfirmState<T>): boolean {
  return state.mode === 'override' || state.mode === 'manual';
}

/** True when Reset has a value to return to (only after Change or Override from a value). */
export function selectCanReset<T>(state: ChangeOrConfirmState<T>): boolean {
  return state.mode !== 'view' && hasValue(state.previous);
}

// The value to return to is the one held when view mode was left; moving between change and
// override keeps it, so Reset always restores what was last confirmed.
function leaveView<T>(state: ChangeOrConfirmState<T>): T | null {
  return state.mode === 'view' ? state.value : state.previous;
}

/** The change-or-confirm reducer: the next state after `event` (the same state when the event is refused). */
export function changeOrConfirmReducer<T>(
  state: ChangeOrConfirmState<T>,
  event: ChangeOrConfirmEvent<T>,
): ChangeOrConfirmState<T> {
  switch (event.type) {
    case CHANGE_OR_CONFIRM_EVENT.valueSet:
      return { ...state, mode: 'view', value: event.value, previous: null };
    case CHANGE_OR_CONFIRM_EVENT.overrideEdited:
      return isEditing(state) ? { ...state, value: event.value } : state;
    case CHANGE_OR_CONFIRM_EVENT.changeClicked:
      if (state.mode === 'change') return state;
      return { ...state, mode: 'change', value: null, previous: leaveView(state) };
    case CHANGE_OR_CONFIRM_EVENT.overrideClicked:
      if (!selectCanOverride(state)) return state;
      return { ...state, mode: 'override', previous: leaveView(state) };
    case CHANGE_OR_CONFIRM_EVENT.manualEntryClicked:
      // Offered from the search only: from view or override there is a value to change instead.
      if (state.mode !== 'change') return state;
      return { ...state, mode: 'manual', value: event.value };
    case CHANGE_OR_CONFIRM_EVENT.resetClicked:
      // Nothing to return to (the field started empty): stay put rather than show an empty view.
      if (!selectCanReset(state)) return state;
      return { ...state, mode: 'view', value: state.previous, previous: null };
    default:
      return ignoreUnknownEvent(state, event);
  }
}
