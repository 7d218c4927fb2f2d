import { MAX_ADDITIONAL_DRIVERS } from '@brand/domain';
import fc from 'fast-check';
import {
  initialQuestionLoopState,
  QUESTION_LOOP_EVENT,
  type QuestionLoopEvent,
  type QuestionLoopState,
  questionLoopReducer,
  selectCanAdd,
  selectDraftErrors,
  selectIsAtMaxItems,
  selectQuestionLoopDraft,
  selectQuestionLoopValue,
} from './question-loop';

type Driver = { name: string };
const EMPTY: Driver = { name: '' };
const NO_ERRORS = {};
const REQUIRED = { name: { key: 'validation.required' } };

const answered = (answer: boolean) => ({ type: QUESTION_LOOP_EVENT.answered, answer }) as const;
const added = { type: QUESTION_LOOP_EVENT.added } as const;
const edited = (item: Driver) => ({ type: QUESTION_LOOP_EVENT.draftEdited, item }) as const;
const confirmed = (errors = NO_ERRORS) =>
  ({ type: QUESTION_LOOP_EVENT.confirmed, errors }) as const;
const cancelled = { type: QUESTION_LOOP_EVENT.cancelled } as const;
const editStarted = (index: number) => ({ type: QUESTION_LOOP_EVENT.editStarted, index }) as const;
const removed = (index: number) => ({ type: QUESTION_LOOP_EVENT.removed, index }) as const;

function run(state: QuestionLoopState<Driver>, ...events: QuestionLoopEvent<Driver>[]) {
  return events.reduce(questionLoopReducer<Driver>, state);
}

function withItems(names: string[], maxItems?: number) {
  return initialQuestionLoopState<Driver>({
    emptyItem: EMPTY,
    value: { answer: names.length > 0 ? true : null, items: names.map((name) => ({ name })) },
    ...(maxItems === undefined ? {} : { maxItems }),
  });
}

const names = (state: QuestionLoopState<Driver>) => state.value.items.map((item) => item.name);

describe('question loop: starting', () => {
  it('starts unanswered with no items and no draft', () => {
    const state = initialQuestionLoopState<Driver>({ emptyItem: EMPTY });
    expect(selectQuestionLoopValue(state)).toEqual({ answer: null, items: [] });
    expect(selectQuestionLoopDraft(state)).toBeNull();
    expect(selectCanAdd(state)).toBe(false);
  });

  it('starts from a stored value', () => {
    expect(names(withItems(['Ann', 'Bob']))).toEqual(['Ann', 'Bob']);
  });
});

describe('question loop: answering', () => {
  it('answering yes with no items opens an empty draft for the first item', () => {
    const state = run(withItems([]), answered(true));
    expect(state.value.answer).toBe(true);
    expect(state.draft).toEqual({ item: EMPTY, index: null, errors: NO_ERRORS });
  });

  it('answering yes again with items already listed opens no draft', () => {
    const state = run(withItems(['Ann']), answered(true));
    expect(state.draft).toBeNull();
  });

  it('answering no clears the items and drops any open draft', () => {
    const state = run(withItems(['Ann', 'Bob']), added, answered(false));
    expect(state.value).toEqual({ answer: false, items: [] });
    expect(state.draft).toBeNull();
  });

  it('answering yes after no opens a fresh draft', () => {
    const state = run(withItems(['Ann']), answered(false), answered(true));
    expect(state.value).toEqual({ answer: true, items: [] });
    expect(state.draft?.item).toEqual(EMPTY);
  });
});

describe('question loop: adding and confirming', () => {
  it('add another opens an empty draft', () => {
    const state = run(withItems(['Ann']), added);
    expect(state.draft).toEqual({ item: EMPTY, index: null, errors: NO_ERRORS });
  });

  it('add is refused before the question is answered yes', () => {
    const start = withItems([]);
    expect(run(start, added)).toBe(start);
    expect(run(start, answered(false), added).draft).toBeNull();
  });

  it('add is refused while a draft is open', () => {
    const open = run(withItems(['Ann']), added, edited({ name: 'Cy' }));
    expect(selectCanAdd(open)).toBe(false);
    expect(run(open, added)).toBe(open);
  });

  it('editing the draft keeps its place and errors', () => {
    const state = run(withItems(['Ann']), added, confirmed(REQUIRED), edited({ name: 'C' }));
    expect(state.draft).toEqual({ item: { name: 'C' }, index: null, errors: REQUIRED });
  });

  it('confirm with errors keeps the draft and exposes the errors', () => {
    const state = run(withItems(['Ann']), added, confirmed(REQUIRED));
    expect(state.draft?.item).toEqual(EMPTY);
    expect(selectDraftErrors(state)).toEqual(REQUIRED);
    expect(names(state)).toEqual(['Ann']);
  });

  it('confirm without errors appends the new item and closes the draft', () => {
    const state = run(withItems(['Ann']), added, edited({ name: 'Cy' }), confirmed());
    expect(names(state)).toEqual(['Ann', 'Cy']);
    expect(state.draft).toBeNull();
    expect(selectDraftErrors(state)).toEqual({});
  });

  it('confirm after a refused confirm succeeds once the errors are gone', () => {
    const state = run(
      withItems([]),
      answered(true),
      confirmed(REQUIRED),
      edited({ name: 'Di' }),
      confirmed(),
    );
    expect(state.value).toEqual({ answer: true, items: [{ name: 'Di' }] });
  });

  it('confirm with no draft open changes nothing', () => {
    const start = withItems(['Ann']);
    expect(run(start, confirmed())).toBe(start);
  });

  it('cancel drops the draft and keeps the items', () => {
    const state = run(withItems(['Ann']), added, edited({ name: 'Cy' }), cancelled);
    expect(state.draft).toBeNull();
    expect(names(state)).toEqual(['Ann']);
  });

  it('cancel of the first draft leaves the answer yes with no items', () => {
    const state = run(withItems([]), answered(true), cancelled);
    expect(state.value).toEqual({ answer: true, items: [] });
    expect(selectCanAdd(state)).toBe(true);
  });

  it('cancel or a draft edit with no draft open changes nothing', () => {
    const start = withItems(['Ann']);
    expect(run(start, cancelled)).toBe(start);
    expect(run(start, edited({ name: 'X' }))).toBe(start);
  });
});

describe('question loop: editing and removing items', () => {
  it('edit item i opens a draft holding a copy of it', () => {
    const state = run(withItems(['Ann', 'Bob']), editStarted(1));
    expect(state.draft).toEqual({ item: { name: 'Bob' }, index: 1, errors: NO_ERRORS });
  });

  it('confirming an edited item replaces it in place', () => {
    const state = run(
      withItems(['Ann', 'Bob', 'Cy']),
      editStarted(1),
      edited({ name: 'Rob' }),
      confirmed(),
    );
    expect(names(state)).toEqual(['Ann', 'Rob', 'Cy']);
  });

  it('cancelling an edit leaves the item as it was', () => {
    const state = run(withItems(['Ann']), editStarted(0), edited({ name: 'Zed' }), cancelled);
    expect(names(state)).toEqual(['Ann']);
  });

  it.each([-1, 2, 0.5])('edit of a missing item %p is refused', (index) => {
    const start = withItems(['Ann', 'Bob']);
    expect(run(start, editStarted(index))).toBe(start);
  });

  it('edit is refused while another draft is open, so its typing is not lost', () => {
    const open = run(withItems(['Ann', 'Bob']), editStarted(0), edited({ name: 'Anne' }));
    expect(run(open, editStarted(1))).toBe(open);
  });

  it('remove item i drops it and keeps the answer yes while items remain', () => {
    const state = run(withItems(['Ann', 'Bob', 'Cy']), removed(1));
    expect(state.value).toEqual({ answer: true, items: [{ name: 'Ann' }, { name: 'Cy' }] });
  });

  it('removing the last item resets the answer to no', () => {
    const state = run(withItems(['Ann']), removed(0));
    expect(state.value).toEqual({ answer: false, items: [] });
  });

  it('removing the last item also drops a draft for a new one', () => {
    const state = run(withItems(['Ann']), added, removed(0));
    expect(state.draft).toBeNull();
  });

  it('removing the item being edited drops its draft', () => {
    const state = run(withItems(['Ann', 'Bob']), editStarted(1), removed(1));
    expect(state.draft).toBeNull();
    expect(names(state)).toEqual(['Ann']);
  });

  it('removing an item before the one being edited keeps the draft pointing at it', () => {
    const state = run(
      withItems(['Ann', 'Bob', 'Cy']),
      editStarted(2),
      removed(0),
      edited({ name: 'Cyd' }),
      confirmed(),
    );
    expect(names(state)).toEqual(['Bob', 'Cyd']);
  });

  it('removing an item after the one being edited leaves the draft alone', () => {
    const state = run(withItems(['Ann', 'Bob']), editStarted(0), removed(1));
    expect(state.draft?.index).toBe(0);
  });

  it('removing while a new item is being entered keeps the draft', () => {
    const state = run(withItems(['Ann', 'Bob']), added, removed(0));
    expect(state.draft?.index).toBeNull();
  });

  it.each([-1, 3])('remove of a missing item %p is refused', (index) => {
    const start = withItems(['Ann', 'Bob', 'Cy']);
    expect(run(start, removed(index))).toBe(start);
  });
});

describe('question loop: the item limit', () => {
  it('additional drivers may be added up to MAX_ADDITIONAL_DRIVERS (4)', () => {
    const three = withItems(['A', 'B', 'C'], MAX_ADDITIONAL_DRIVERS);
    expect(selectCanAdd(three)).toBe(true);
    const four = run(three, added, edited({ name: 'D' }), confirmed());
    expect(names(four)).toEqual(['A', 'B', 'C', 'D']);
    expect(selectCanAdd(four)).toBe(false);
    expect(selectIsAtMaxItems(four)).toBe(true);
  });

  it('add is refused at the limit', () => {
    const four = withItems(['A', 'B', 'C', 'D'], MAX_ADDITIONAL_DRIVERS);
    expect(run(four, added)).toBe(four);
  });

  it('removing an item at the limit allows adding again', () => {
    const state = run(withItems(['A', 'B', 'C', 'D'], MAX_ADDITIONAL_DRIVERS), removed(3));
    expect(selectCanAdd(state)).toBe(true);
    expect(selectIsAtMaxItems(state)).toBe(false);
  });

  it('editing an item at the limit is still allowed', () => {
    const state = run(
      withItems(['A', 'B', 'C', 'D'], MAX_ADDITIONAL_DRIVERS),
      editStarted(3),
      edited({ name: 'E' }),
      confirmed(),
    );
    expect(names(state)).toEqual(['A', 'B', 'C', 'E']);
  });

  it('a loop without maxItems has no limit', () => {
    const state = withItems(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(selectCanAdd(state)).toBe(true);
  });

  it('never holds more items than its limit, whatever the events', () => {
    const event = fc.oneof(
      fc.boolean().map(answered),
      fc.constant(added),
      fc.string().map((name) => edited({ name })),
      fc.boolean().map((ok) => confirmed(ok ? NO_ERRORS : REQUIRED)),
      fc.constant(cancelled),
      fc.integer({ min: -1, max: 5 }).map(editStarted),
      fc.integer({ min: -1, max: 5 }).map(removed),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const state = run(
          initialQuestionLoopState<Driver>({ emptyItem: EMPTY, maxItems: MAX_ADDITIONAL_DRIVERS }),
          ...events,
        );
        expect(state.value.items.length).toBeLessThanOrEqual(MAX_ADDITIONAL_DRIVERS);
        if (state.value.answer !== true) expect(state.value.items).toHaveLength(0);
      }),
    );
  });
});

describe('question loop: unknown events', () => {
  it('ignores an event it does not know', () => {
    const start = withItems(['Ann']);
    const unknown = { type: 'questionLoop/unknown' } as unknown as QuestionLoopEvent<Driver>;
    expect(questionLoopReducer(start, unknown)).toBe(start);
  });
});
