import { ConfigurationError } from '@brand/domain';
import fc from 'fast-check';
import {
  DATA_ENTRY_EVENT,
  type DataEntryEvent,
  type DataEntryOptions,
  type DataEntryState,
  dataEntryReducer,
  initialDataEntryState,
  selectCanCheck,
  selectDataEntryStatus,
  selectDataEntryValue,
  selectTextToCheck,
} from './data-entry';

const RETAILER = { code: '12345', name: 'Park Lane Motors' };
const FIVE_DIGITS = { maxLength: 5, pattern: '^\\d{5}$' } satisfies DataEntryOptions;

const typed = (text: string) => ({ type: DATA_ENTRY_EVENT.typed, text }) as const;
const keyPressed = (key: string) => ({ type: DATA_ENTRY_EVENT.keyPressed, key }) as const;
const check = { type: DATA_ENTRY_EVENT.checkClicked } as const;
const found = (text: string, result = RETAILER) =>
  ({ type: DATA_ENTRY_EVENT.found, text, result }) as const;
const notFound = (text: string) => ({ type: DATA_ENTRY_EVENT.notFound, text }) as const;
const failed = (text: string) => ({ type: DATA_ENTRY_EVENT.failed, text }) as const;

function run(state: DataEntryState, ...events: DataEntryEvent[]) {
  return events.reduce(dataEntryReducer, state);
}

const field = (options: DataEntryOptions = FIVE_DIGITS) => initialDataEntryState(options);

describe('data entry: typing', () => {
  it('upper-cases the input', () => {
    expect(run(field({}), typed('ab12c')).text).toBe('AB12C');
  });

  it('enforces the character limit (5 kept, the 6th dropped)', () => {
    expect(run(field(), typed('12345')).text).toBe('12345');
    expect(run(field(), typed('123456')).text).toBe('12345');
  });

  it('has no limit when none is set', () => {
    expect(run(field({}), typed('x'.repeat(50))).text).toHaveLength(50);
  });

  it('always holds upper-case text within the limit', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 10 }), (text, maxLength) => {
        const state = run(field({ maxLength }), typed(text));
        expect(state.text.length).toBeLessThanOrEqual(maxLength);
        expect(state.text).toBe(state.text.toUpperCase());
      }),
    );
  });

  it('typing the same text changes nothing', () => {
    const start = run(field(), typed('123'));
    expect(run(start, typed('123'))).toBe(start);
  });

  it.each([0, -1, 2.5, Number.NaN])(
    'refuses maxLength %p as a configuration error',
    (maxLength) => {
      expect(() => field({ maxLength })).toThrow(ConfigurationError);
    },
  );

  it('refuses an unreadable pattern as a configuration error', () => {
    expect(() => field({ pattern: '[' })).toThrow(ConfigurationError);
  });
});

describe('data entry: Check enabled', () => {
  it('is disabled while the pattern fails (4 digits) and enabled once it matches (5 digits)', () => {
    expect(selectCanCheck(run(field(), typed('1234')))).toBe(false);
    expect(selectCanCheck(run(field(), typed('12345')))).toBe(true);
  });

  it('is disabled with no text, even with no pattern', () => {
    expect(selectCanCheck(field({}))).toBe(false);
    expect(selectCanCheck(run(field({}), typed('A')))).toBe(true);
  });

  it('matches a pattern given as a RegExp, the same way every time', () => {
    const state = run(field({ pattern: /^\d{5}$/g }), typed('12345'));
    expect(selectCanCheck(state)).toBe(true);
    expect(selectCanCheck(state)).toBe(true);
  });

  it('is disabled while a check runs', () => {
    expect(selectCanCheck(run(field(), typed('12345'), check))).toBe(false);
  });
});

describe('data entry: checking', () => {
  it('Check starts a check of the text', () => {
    const state = run(field(), typed('12345'), check);
    expect(selectDataEntryStatus(state)).toBe('checking');
    expect(selectTextToCheck(state)).toBe('12345');
  });

  it('Enter triggers the check', () => {
    expect(selectDataEntryStatus(run(field(), typed('12345'), keyPressed('Enter')))).toBe(
      'checking',
    );
  });

  it('other keys do nothing', () => {
    const start = run(field(), typed('12345'));
    expect(run(start, keyPressed('a'))).toBe(start);
  });

  it('Check and Enter are refused while the pattern fails', () => {
    const start = run(field(), typed('1234'));
    expect(run(start, check)).toBe(start);
    expect(run(start, keyPressed('Enter'))).toBe(start);
  });

  it('a found entry becomes the value', () => {
    const state = run(field(), typed('12345'), check, found('12345'));
    expect(selectDataEntryStatus(state)).toBe('found');
    expect(selectDataEntryValue(state)).toEqual(RETAILER);
    expect(selectTextToCheck(state)).toBeNull();
  });

  it('no result shows the no-results state', () => {
    const state = run(field(), typed('99999'), check, notFound('99999'));
    expect(selectDataEntryStatus(state)).toBe('notFound');
    expect(selectDataEntryValue(state)).toBeNull();
  });

  it('a failed check shows the error state', () => {
    expect(selectDataEntryStatus(run(field(), typed('12345'), check, failed('12345')))).toBe(
      'error',
    );
  });

  it('a check may be retried after no result or an error', () => {
    const state = run(field(), typed('12345'), check, failed('12345'), check, found('12345'));
    expect(selectDataEntryValue(state)).toEqual(RETAILER);
  });

  it('typing after a result returns to idle and clears the value', () => {
    const state = run(field(), typed('12345'), check, found('12345'), typed('1234'));
    expect(selectDataEntryStatus(state)).toBe('idle');
    expect(selectDataEntryValue(state)).toBeNull();
  });

  it('ignores a reply for text that has since changed', () => {
    const retyped = run(field(), typed('12345'), check, typed('54321'), check);
    expect(run(retyped, found('12345'))).toBe(retyped);
    expect(run(retyped, notFound('12345'))).toBe(retyped);
    expect(run(retyped, failed('12345'))).toBe(retyped);
  });

  it('ignores a reply when no check is running', () => {
    const start = run(field(), typed('12345'));
    expect(run(start, found('12345'))).toBe(start);
  });

  it('ignores an event it does not know', () => {
    const start = field();
    const unknown = { type: 'dataEntry/unknown' } as unknown as DataEntryEvent;
    expect(dataEntryReducer(start, unknown)).toBe(start);
  });
});

describe('data entry: stored value', () => {
  it('starts showing a stored entry as found', () => {
    const state = field({ ...FIVE_DIGITS, value: RETAILER });
    expect(state.text).toBe('12345');
    expect(selectDataEntryValue(state)).toEqual(RETAILER);
  });
});
