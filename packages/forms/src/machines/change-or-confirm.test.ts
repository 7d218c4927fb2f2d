import {
  CHANGE_OR_CONFIRM_EVENT,
  type ChangeOrConfirmEvent,
  type ChangeOrConfirmState,
  changeOrConfirmReducer,
  initialChangeOrConfirmState,
  selectCanOverride,
  selectCanReset,
  selectChangeOrConfirmMode,
  selectChangeOrConfirmValue,
} from './change-or-confirm';

type Address = { line1: string };
const HOME: Address = { line1: '1 High Street' };
const WORK: Address = { line1: '2 Low Road' };

const valueSet = (value: Address) => ({ type: CHANGE_OR_CONFIRM_EVENT.valueSet, value }) as const;
const overrideEdited = (value: Address | null) =>
  ({ type: CHANGE_OR_CONFIRM_EVENT.overrideEdited, value }) as const;
const change = { type: CHANGE_OR_CONFIRM_EVENT.changeClicked } as const;
const override = { type: CHANGE_OR_CONFIRM_EVENT.overrideClicked } as const;
const reset = { type: CHANGE_OR_CONFIRM_EVENT.resetClicked } as const;

function run(state: ChangeOrConfirmState<Address>, ...events: ChangeOrConfirmEvent<Address>[]) {
  return events.reduce(changeOrConfirmReducer<Address>, state);
}

const withHome = (overridable = true) => initialChangeOrConfirmState(HOME, { overridable });

describe('change-or-confirm: starting', () => {
  it('starts in view when a value exists', () => {
    const state = withHome();
    expect(selectChangeOrConfirmMode(state)).toBe('view');
    expect(selectChangeOrConfirmValue(state)).toEqual(HOME);
  });

  it.each([null, undefined])('starts in change when the value is %p', (value) => {
    const state = initialChangeOrConfirmState<Address>(value);
    expect(state.mode).toBe('change');
    expect(state.value).toBeNull();
  });

  it('offers Override only when the field is overridable', () => {
    expect(selectCanOverride(withHome(true))).toBe(true);
    expect(selectCanOverride(initialChangeOrConfirmState(HOME))).toBe(false);
  });
});

describe('change-or-confirm: transitions', () => {
  it('setting a value goes to view', () => {
    const state = run(initialChangeOrConfirmState<Address>(null), valueSet(WORK));
    expect(state.mode).toBe('view');
    expect(state.value).toEqual(WORK);
  });

  it('Change clears the value and goes to change', () => {
    const state = run(withHome(), change);
    expect(state.mode).toBe('change');
    expect(state.value).toBeNull();
  });

  it('Override keeps the value and goes to override', () => {
    const state = run(withHome(), override);
    expect(state.mode).toBe('override');
    expect(state.value).toEqual(HOME);
  });

  it('Reset after Change returns to view with the old value', () => {
    const state = run(withHome(), change, reset);
    expect(state.mode).toBe('view');
    expect(state.value).toEqual(HOME);
  });

  it('Reset after Override returns to view with the value held before the edits', () => {
    const state = run(withHome(), override, overrideEdited(WORK), reset);
    expect(state.mode).toBe('view');
    expect(state.value).toEqual(HOME);
  });

  it('Reset after Change then Override still returns to the value held in view', () => {
    const state = run(withHome(), change, override, overrideEdited(WORK), reset);
    expect(state.value).toEqual(HOME);
  });

  it('edits in override follow the typing without leaving override', () => {
    const state = run(withHome(), override, overrideEdited(WORK));
    expect(state.mode).toBe('override');
    expect(state.value).toEqual(WORK);
  });

  it('setting a value from override confirms it and goes to view', () => {
    const state = run(withHome(), override, valueSet(WORK));
    expect(state).toMatchObject({ mode: 'view', value: WORK });
    expect(selectCanReset(state)).toBe(false);
  });

  it('setting a value from change goes to view with the new value, forgetting the old', () => {
    const state = run(withHome(), change, valueSet(WORK));
    expect(state).toMatchObject({ mode: 'view', value: WORK, previous: null });
  });
});

describe('change-or-confirm: refused events', () => {
  it('Reset is refused when the field started empty (nothing to return to)', () => {
    const start = initialChangeOrConfirmState<Address>(null, { overridable: true });
    expect(selectCanReset(start)).toBe(false);
    expect(run(start, reset)).toBe(start);
  });

  it('Reset in view changes nothing', () => {
    const start = withHome();
    expect(run(start, reset)).toBe(start);
  });

  it('Override is refused when the field is not overridable', () => {
    const start = initialChangeOrConfirmState(HOME);
    expect(run(start, override)).toBe(start);
  });

  it('Override is refused while already overriding', () => {
    const overriding = run(withHome(), override);
    expect(selectCanOverride(overriding)).toBe(false);
    expect(run(overriding, override)).toBe(overriding);
  });

  it('Change while already changing changes nothing', () => {
    const changing = run(withHome(), change);
    expect(run(changing, change)).toBe(changing);
  });

  it('override edits outside override mode are ignored', () => {
    const start = withHome();
    expect(run(start, overrideEdited(WORK))).toBe(start);
  });

  it('ignores an event it does not know', () => {
    const start = withHome();
    const unknown = { type: 'changeOrConfirm/unknown' } as unknown as ChangeOrConfirmEvent<Address>;
    expect(changeOrConfirmReducer(start, unknown)).toBe(start);
  });
});

describe('change-or-confirm: manual entry', () => {
  const BLANK: Address = { line1: '' };
  const manual = (value: Address = BLANK) =>
    ({ type: CHANGE_OR_CONFIRM_EVENT.manualEntryClicked, value }) as const;

  it('is offered from the search even when the field is not overridable', () => {
    const state = run(initialChangeOrConfirmState<Address>(null), manual());
    expect(state.mode).toBe('manual');
    expect(state.value).toEqual(BLANK);
  });

  it('follows the typing and confirms the typed value into view', () => {
    const state = run(initialChangeOrConfirmState<Address>(null), manual(), overrideEdited(WORK));
    expect(state).toMatchObject({ mode: 'manual', value: WORK });
    expect(run(state, valueSet(WORK))).toMatchObject({ mode: 'view', value: WORK });
  });

  it('goes back to the search on Change, and Reset restores what was confirmed', () => {
    const typing = run(withHome(), change, manual(), overrideEdited(WORK));
    expect(selectCanOverride(typing)).toBe(false);
    expect(run(typing, change)).toMatchObject({ mode: 'change', value: null, previous: HOME });
    expect(run(typing, reset)).toMatchObject({ mode: 'view', value: HOME });
  });

  it('is refused outside the search', () => {
    const start = withHome();
    expect(run(start, manual())).toBe(start);
    const overriding = run(start, override);
    expect(run(overriding, manual())).toBe(overriding);
  });
});
