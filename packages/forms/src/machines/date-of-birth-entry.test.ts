import {
  DATE_OF_BIRTH_ENTRY_EVENT,
  type DateOfBirthEntryEvent,
  type DateOfBirthEntryState,
  dateOfBirthEntryReducer,
  initialDateOfBirthEntryState,
  selectDateOfBirth,
  selectDateOfBirthParts,
  selectFocusedPart,
} from './date-of-birth-entry';

type Part = 'day' | 'month' | 'year';
const typed = (part: Part, text: string) =>
  ({ type: DATE_OF_BIRTH_ENTRY_EVENT.typed, part, text }) as const;
const focused = (part: Part | null) => ({ type: DATE_OF_BIRTH_ENTRY_EVENT.focused, part }) as const;
const loaded = (iso: unknown) => ({ type: DATE_OF_BIRTH_ENTRY_EVENT.loaded, iso }) as const;

function run(state: DateOfBirthEntryState, ...events: DateOfBirthEntryEvent[]) {
  return events.reduce(dateOfBirthEntryReducer, state);
}

const empty = () => initialDateOfBirthEntryState();

describe('date-of-birth entry: day and month', () => {
  it('keeps digits only', () => {
    expect(run(empty(), typed('day', '1a')).parts.day).toBe('1');
    expect(run(empty(), typed('month', '/0')).parts.month).toBe('0');
  });

  it('takes at most 2 digits', () => {
    expect(run(empty(), typed('day', '123')).parts.day).toBe('12');
  });

  it('moves focus from day to month after 2 digits', () => {
    const state = run(empty(), typed('day', '0'), typed('day', '05'));
    expect(selectFocusedPart(state)).toBe('month');
  });

  it('moves focus from month to year after 2 digits', () => {
    expect(selectFocusedPart(run(empty(), typed('month', '11')))).toBe('year');
  });

  it('keeps focus on the part after 1 digit', () => {
    expect(selectFocusedPart(run(empty(), typed('day', '3')))).toBe('day');
  });

  it('keeps focus on a full part when a refused keystroke changes nothing', () => {
    const state = run(empty(), typed('day', '12'), focused('day'), typed('day', '123'));
    expect(state.parts.day).toBe('12');
    expect(selectFocusedPart(state)).toBe('day');
  });
});

describe('date-of-birth entry: year', () => {
  it.each(['1', '2'])('accepts a first digit %s', (digit) => {
    expect(run(empty(), typed('year', digit)).parts.year).toBe(digit);
  });

  it.each(['0', '3', '9'])('refuses a first digit %s', (digit) => {
    expect(run(empty(), typed('year', digit)).parts.year).toBe('');
  });

  it('takes up to 3 more digits, 4 in all', () => {
    const state = run(empty(), typed('year', '1987'), typed('year', '19876'));
    expect(state.parts.year).toBe('1987');
  });

  it('never moves focus on from the year', () => {
    expect(selectFocusedPart(run(empty(), typed('year', '1987')))).toBe('year');
  });
});

describe('date-of-birth entry: the date produced', () => {
  it('produces a zero-padded yyyy-MM-dd once day, month and a 4-digit year are typed', () => {
    const state = run(empty(), typed('day', '5'), typed('month', '6'), typed('year', '1990'));
    expect(selectDateOfBirth(state)).toBe('1990-06-05');
  });

  it('produces nothing with a 3-digit year', () => {
    const state = run(empty(), typed('day', '05'), typed('month', '06'), typed('year', '199'));
    expect(selectDateOfBirth(state)).toBeNull();
  });

  it('produces nothing while the day or month is missing', () => {
    expect(selectDateOfBirth(run(empty(), typed('month', '06'), typed('year', '1990')))).toBeNull();
    expect(selectDateOfBirth(run(empty(), typed('day', '05'), typed('year', '1990')))).toBeNull();
  });

  it('produces nothing for a date the calendar lacks', () => {
    const state = run(empty(), typed('day', '30'), typed('month', '02'), typed('year', '2000'));
    expect(selectDateOfBirth(state)).toBeNull();
  });
});

describe('date-of-birth entry: reading an ISO string', () => {
  it('starts from a stored ISO date', () => {
    const state = initialDateOfBirthEntryState('1987-03-09');
    expect(selectDateOfBirthParts(state)).toEqual({ day: '09', month: '03', year: '1987' });
    expect(selectDateOfBirth(state)).toBe('1987-03-09');
    expect(selectFocusedPart(state)).toBeNull();
  });

  it('ignores the time part of a stored date-time', () => {
    expect(initialDateOfBirthEntryState('1987-03-09T00:00:00Z').parts.day).toBe('09');
  });

  it.each([undefined, null, '', 'not a date', 42])('starts empty from %p', (iso) => {
    expect(initialDateOfBirthEntryState(iso).parts).toEqual({ day: '', month: '', year: '' });
  });

  it('replaces the parts when a stored date arrives, keeping focus', () => {
    const state = run(empty(), focused('month'), loaded('2001-12-31'));
    expect(state.parts).toEqual({ day: '31', month: '12', year: '2001' });
    expect(selectFocusedPart(state)).toBe('month');
  });
});

describe('date-of-birth entry: focus', () => {
  it('follows the focused part, and clears on blur', () => {
    expect(selectFocusedPart(run(empty(), focused('year')))).toBe('year');
    expect(selectFocusedPart(run(empty(), focused('year'), focused(null)))).toBeNull();
  });

  it('focusing the focused part changes nothing', () => {
    const start = run(empty(), focused('day'));
    expect(run(start, focused('day'))).toBe(start);
  });

  it('ignores an event it does not know', () => {
    const start = empty();
    const unknown = { type: 'dateOfBirthEntry/unknown' } as unknown as DateOfBirthEntryEvent;
    expect(dateOfBirthEntryReducer(start, unknown)).toBe(start);
  });
});
