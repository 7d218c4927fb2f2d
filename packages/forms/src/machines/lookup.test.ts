import fc from 'fast-check';
import {
  ADDRESS_SEARCH_DELAY_MS,
  initialLookupState,
  LOOKUP_DELAY_MS,
  LOOKUP_EVENT,
  LOOKUP_SETTINGS,
  type LookupEvent,
  type LookupSettings,
  type LookupState,
  lookupReducer,
  selectLookupChosen,
  selectLookupResults,
  selectLookupStatus,
  selectMinCharsNeeded,
  selectNextDueAt,
  selectSearchTerm,
} from './lookup';

type Item = { code: string; name: string };
const SPEEDING: Item = { code: 'SP30', name: 'Speeding' };
const T0 = 1_000_000;

const typed = (text: string, now: number) => ({ type: LOOKUP_EVENT.typed, text, now }) as const;
const tick = (now: number) => ({ type: LOOKUP_EVENT.tick, now }) as const;
const searchRequested = (text: string) => ({ type: LOOKUP_EVENT.searchRequested, text }) as const;
const results = (term: string, items: Item[] = [SPEEDING]) =>
  ({ type: LOOKUP_EVENT.results, term, results: items }) as const;
const failed = (term: string) => ({ type: LOOKUP_EVENT.failed, term }) as const;
const chosen = (result: Item, text?: string) =>
  ({ type: LOOKUP_EVENT.chosen, result, text }) as const;
const cleared = { type: LOOKUP_EVENT.cleared } as const;

function run(state: LookupState<Item>, ...events: LookupEvent<Item>[]) {
  return events.reduce(lookupReducer<Item>, state);
}

const lookup = (settings: LookupSettings) => initialLookupState<Item>(settings);

describe('lookup settings', () => {
  it('exports the spec delays: address 500 ms, lookups 250 ms', () => {
    expect(ADDRESS_SEARCH_DELAY_MS).toBe(500);
    expect(LOOKUP_DELAY_MS).toBe(250);
  });

  it('searches offences from 2 characters, occupation and industry from 3', () => {
    expect(LOOKUP_SETTINGS.offence.minChars).toBe(2);
    expect(LOOKUP_SETTINGS.occupation.minChars).toBe(3);
    expect(LOOKUP_SETTINGS.industry.minChars).toBe(3);
  });

  it('trims the address text only', () => {
    expect(LOOKUP_SETTINGS.address).toMatchObject({ trim: true, delayMs: 500 });
    expect(LOOKUP_SETTINGS.dataEntry).toMatchObject({ trim: false, delayMs: 250 });
  });
});

describe('lookup: minimum characters', () => {
  it('offence lookup waits for 2 characters (1 does not search, 2 does)', () => {
    expect(selectNextDueAt(run(lookup(LOOKUP_SETTINGS.offence), typed('s', T0)))).toBeNull();
    expect(selectNextDueAt(run(lookup(LOOKUP_SETTINGS.offence), typed('sp', T0)))).toBe(
      T0 + LOOKUP_DELAY_MS,
    );
  });

  it('occupation and industry lookups wait for 3 characters (2 do not search, 3 do)', () => {
    for (const settings of [LOOKUP_SETTINGS.occupation, LOOKUP_SETTINGS.industry]) {
      expect(selectLookupStatus(run(lookup(settings), typed('ac', T0)))).toBe('idle');
      expect(selectLookupStatus(run(lookup(settings), typed('acc', T0)))).toBe('waiting');
    }
  });

  it('counts characters without surrounding whitespace', () => {
    expect(selectLookupStatus(run(lookup(LOOKUP_SETTINGS.occupation), typed(' ac ', T0)))).toBe(
      'idle',
    );
  });

  it('says how many characters are needed while too few are typed', () => {
    expect(selectMinCharsNeeded(run(lookup(LOOKUP_SETTINGS.occupation), typed('ac', T0)))).toBe(3);
    expect(
      selectMinCharsNeeded(run(lookup(LOOKUP_SETTINGS.occupation), typed('acc', T0))),
    ).toBeNull();
    expect(selectMinCharsNeeded(lookup(LOOKUP_SETTINGS.occupation))).toBeNull();
  });

  it('shortening the text below the minimum cancels the search and clears the results', () => {
    const state = run(
      lookup(LOOKUP_SETTINGS.offence),
      typed('sp', T0),
      tick(T0 + 250),
      results('sp'),
      typed('s', T0 + 300),
    );
    expect(selectLookupStatus(state)).toBe('idle');
    expect(selectLookupResults(state)).toEqual([]);
    expect(selectNextDueAt(state)).toBeNull();
  });
});

describe('lookup: waiting out the delay', () => {
  it('the data-entry lookup fires 250 ms after the last keystroke, not 1 ms before', () => {
    const waiting = run(lookup(LOOKUP_SETTINGS.dataEntry), typed('ab', T0));
    expect(selectLookupStatus(waiting)).toBe('waiting');
    expect(run(waiting, tick(T0 + 249))).toBe(waiting);
    const searching = run(waiting, tick(T0 + 250));
    expect(selectLookupStatus(searching)).toBe('searching');
    expect(selectSearchTerm(searching)).toBe('ab');
    expect(selectNextDueAt(searching)).toBeNull();
  });

  it('the address search fires 500 ms after the last keystroke, not 1 ms before', () => {
    const waiting = run(lookup(LOOKUP_SETTINGS.address), typed('SW1', T0));
    expect(selectSearchTerm(run(waiting, tick(T0 + 499)))).toBeNull();
    expect(selectSearchTerm(run(waiting, tick(T0 + 500)))).toBe('SW1');
  });

  it('each keystroke restarts the wait', () => {
    const state = run(
      lookup(LOOKUP_SETTINGS.dataEntry),
      typed('ab', T0),
      typed('abc', T0 + 200),
      tick(T0 + 300),
    );
    expect(selectLookupStatus(state)).toBe('waiting');
    expect(selectSearchTerm(run(state, tick(T0 + 450)))).toBe('abc');
  });

  it('the address search trims the text it searches for', () => {
    const state = run(
      lookup(LOOKUP_SETTINGS.address),
      typed('  10 Downing St ', T0),
      tick(T0 + 500),
    );
    expect(selectSearchTerm(state)).toBe('10 Downing St');
    expect(state.text).toBe('  10 Downing St ');
  });

  it('the address search does not search again for a space added after results', () => {
    const shown = run(
      lookup(LOOKUP_SETTINGS.address),
      typed('SW1', T0),
      tick(T0 + 500),
      results('SW1'),
    );
    const state = run(shown, typed('SW1 ', T0 + 600));
    expect(selectLookupStatus(state)).toBe('found');
    expect(selectNextDueAt(state)).toBeNull();
  });

  it('a table lookup searches the text as typed', () => {
    const state = run(lookup(LOOKUP_SETTINGS.offence), typed('sp ', T0), tick(T0 + 250));
    expect(selectSearchTerm(state)).toBe('sp ');
  });

  it('a tick with nothing pending changes nothing', () => {
    const start = lookup(LOOKUP_SETTINGS.offence);
    expect(run(start, tick(T0))).toBe(start);
  });

  it('a search may be asked for at once, without the wait', () => {
    const state = run(lookup(LOOKUP_SETTINGS.address), searchRequested(' Flat 1 '));
    expect(selectSearchTerm(state)).toBe('Flat 1');
  });

  it('a search asked for at once still needs the minimum characters', () => {
    const state = run(lookup(LOOKUP_SETTINGS.occupation), searchRequested('ac'));
    expect(selectSearchTerm(state)).toBeNull();
    expect(state.text).toBe('ac');
  });
});

describe('lookup: results', () => {
  const searching = () => run(lookup(LOOKUP_SETTINGS.offence), typed('sp', T0), tick(T0 + 250));

  it('shows the results of the running search', () => {
    const state = run(searching(), results('sp'));
    expect(selectLookupStatus(state)).toBe('found');
    expect(selectLookupResults(state)).toEqual([SPEEDING]);
    expect(selectSearchTerm(state)).toBeNull();
  });

  it('no results shows the no-results state', () => {
    expect(selectLookupStatus(run(searching(), results('sp', [])))).toBe('noResults');
  });

  it('a failed search shows the error state, and typing the same text searches again', () => {
    const failedState = run(searching(), failed('sp'));
    expect(selectLookupStatus(failedState)).toBe('error');
    expect(selectLookupStatus(run(failedState, typed('sp', T0 + 400)))).toBe('waiting');
  });

  it('ignores results for an older text', () => {
    const newer = run(searching(), typed('spe', T0 + 300), tick(T0 + 550));
    expect(run(newer, results('sp'))).toBe(newer);
    expect(run(newer, failed('sp'))).toBe(newer);
    expect(selectLookupResults(run(newer, results('spe')))).toEqual([SPEEDING]);
  });

  it('ignores results that arrive while the next search is still waiting', () => {
    const waiting = run(searching(), typed('spe', T0 + 300));
    expect(run(waiting, results('sp'))).toBe(waiting);
  });

  it('never shows results for any text but the latest', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-c]{2,3}$/), { minLength: 1, maxLength: 8 }),
        (texts) => {
          let state = lookup(LOOKUP_SETTINGS.offence);
          texts.forEach((text, index) => {
            state = run(state, typed(text, T0 + index * 300), tick(T0 + index * 300 + 250));
          });
          for (const text of texts) state = run(state, results(text, [{ code: text, name: text }]));
          const latest = texts.at(-1) as string;
          expect(selectLookupResults(state)).toEqual([{ code: latest, name: latest }]);
        },
      ),
    );
  });
});

describe('lookup: choosing', () => {
  const shown = () =>
    run(lookup(LOOKUP_SETTINGS.offence), typed('sp', T0), tick(T0 + 250), results('sp'));

  it('choosing a result keeps it, shows its text and closes the list', () => {
    const state = run(shown(), chosen(SPEEDING, 'Speeding'));
    expect(selectLookupChosen(state)).toEqual(SPEEDING);
    expect(state.text).toBe('Speeding');
    expect(selectLookupResults(state)).toEqual([]);
    expect(selectLookupStatus(state)).toBe('idle');
  });

  it('choosing without a text keeps the text as typed', () => {
    expect(run(shown(), chosen(SPEEDING)).text).toBe('sp');
  });

  it('results arriving after a choice are ignored', () => {
    const state = run(
      lookup(LOOKUP_SETTINGS.offence),
      typed('sp', T0),
      tick(T0 + 250),
      chosen(SPEEDING),
    );
    expect(run(state, results('sp'))).toBe(state);
  });

  it('typing after a choice drops it and searches again', () => {
    const state = run(shown(), chosen(SPEEDING, 'Speeding'), typed('Speedin', T0 + 1000));
    expect(selectLookupChosen(state)).toBeNull();
    expect(selectLookupStatus(state)).toBe('waiting');
  });

  it('starts showing a stored choice', () => {
    const state = initialLookupState(LOOKUP_SETTINGS.offence, {
      result: SPEEDING,
      text: 'Speeding',
    });
    expect(selectLookupChosen(state)).toEqual(SPEEDING);
    expect(state.text).toBe('Speeding');
  });

  it('clearing empties the lookup', () => {
    const state = run(shown(), chosen(SPEEDING), cleared);
    expect(state).toEqual(lookup(LOOKUP_SETTINGS.offence));
  });

  it('ignores an event it does not know', () => {
    const start = lookup(LOOKUP_SETTINGS.offence);
    const unknown = { type: 'lookup/unknown' } as unknown as LookupEvent<Item>;
    expect(lookupReducer(start, unknown)).toBe(start);
  });
});
