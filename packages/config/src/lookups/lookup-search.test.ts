import {
  canStartLookup,
  OCCUPATION_LOOKUP_MIN_CHARS,
  OFFENCE_LOOKUP_MIN_CHARS,
} from '@brand/domain';
import fc from 'fast-check';
import type { LookupEntry } from './lookup-entry';
import { searchEntries } from './lookup-search';
import {
  DEFAULT_LOOKUP_LIMIT,
  findLookup,
  isLookupTable,
  LOOKUP_MIN_CHARS,
  retailerExists,
  searchLookup,
} from './lookup-tables';
import { RETAILERS } from './retailers';

const TABLE: readonly LookupEntry[] = [
  { code: 'A1', name: 'Plant Operator' },
  { code: 'A2', name: 'Care Assistant' },
  { code: 'A3', name: 'Assistant Manager' },
  { code: 'A4', name: 'Shop Assistant' },
  { code: 'A5', name: 'Horticulturalist' },
  { code: 'A6', name: 'Accountant' },
];

describe('searchEntries', () => {
  it('ranks name prefixes first, then word starts, then other containing names', () => {
    expect(searchEntries(TABLE, 'assist', 10).map((e) => e.code)).toEqual(['A3', 'A2', 'A4']);
    expect(searchEntries(TABLE, 'ant', 10).map((e) => e.code)).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
      'A6',
    ]);
  });

  it('ignores case and surrounding whitespace', () => {
    expect(searchEntries(TABLE, '  CARE ', 10).map((e) => e.code)).toEqual(['A2']);
  });

  it('matches a code prefix as a prefix', () => {
    expect(searchEntries(TABLE, 'a6', 10)[0]?.code).toBe('A6');
  });

  it('returns at most the limit, and nothing for a blank term or a limit below 1', () => {
    expect(searchEntries(TABLE, 'a', 2)).toHaveLength(2);
    expect(searchEntries(TABLE, 'a', 1)).toHaveLength(1);
    expect(searchEntries(TABLE, 'a', 0)).toEqual([]);
    expect(searchEntries(TABLE, '   ', 10)).toEqual([]);
  });

  it('only ever returns entries that contain the term, without duplicates', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (term) => {
        const found = searchEntries(TABLE, term, 10);
        expect(new Set(found).size).toBe(found.length);
        const wanted = term.trim().toLowerCase();
        for (const entry of found) {
          expect(`${entry.code} ${entry.name}`.toLowerCase()).toContain(wanted);
        }
      }),
    );
  });
});

describe('searchLookup', () => {
  it('waits for the domain minimum characters of each table', () => {
    const two = 'dr';
    expect(canStartLookup(two, OFFENCE_LOOKUP_MIN_CHARS)).toBe(true);
    expect(searchLookup('offence', two).length).toBeGreaterThan(0);
    expect(searchLookup('offence', 'd')).toEqual([]);
    expect(canStartLookup('acc', OCCUPATION_LOOKUP_MIN_CHARS)).toBe(true);
    expect(searchLookup('occupation', 'acc').map((e) => e.name)).toContain('Accountant');
    expect(searchLookup('occupation', 'ac')).toEqual([]);
    expect(searchLookup('industry', 'agr').map((e) => e.name)).toContain('Agriculture');
    expect(searchLookup('industry', 'ag')).toEqual([]);
    expect(searchLookup('occupation', 42)).toEqual([]);
  });

  it('finds an offence by its code before offences that merely mention the letters', () => {
    expect(searchLookup('offence', 'SP30')[0]?.code).toBe('SP30');
    expect(searchLookup('offence', 'sp3').map((e) => e.code)).toEqual([
      'SP30',
      'SP32',
      'SP34',
      'SP36',
    ]);
  });

  it('puts occupations starting with the term before those with a word starting with it', () => {
    const names = searchLookup('occupation', 'care', 50).map((e) => e.name);
    const firstWordStart = names.indexOf('Foster Carer');
    expect(firstWordStart).toBeGreaterThan(0);
    for (const name of names.slice(0, firstWordStart)) expect(name.toLowerCase()).toMatch(/^care/);
    expect(names.slice(firstWordStart)).toEqual(['Foster Carer', 'Home Carer']);
    const surveyors = searchLookup('occupation', 'survey', 50).map((e) => e.name);
    expect(surveyors[0]).toBe('Surveyor');
    expect(surveyors).toContain('Chartered Surveyor');
  });

  it('limits results to the default', () => {
    expect(searchLookup('industry', 'ing').length).toBeLessThanOrEqual(DEFAULT_LOOKUP_LIMIT);
    expect(searchLookup('industry', 'ing', 3)).toHaveLength(3);
  });

  it('finds a retailer only by its full five-digit number', () => {
    const retailer = RETAILERS[0] as (typeof RETAILERS)[number];
    expect(LOOKUP_MIN_CHARS.retailer).toBe(5);
    expect(searchLookup('retailer', retailer.code)[0]).toEqual(retailer);
    expect(searchLookup('retailer', retailer.code.slice(0, 4))).toEqual([]);
  });
});

describe('findLookup and retailerExists', () => {
  it('finds an entry by exact code, ignoring case and whitespace, and nothing else', () => {
    expect(findLookup('offence', ' dr10 ')?.name).toBe(
      'Driving or attempting to drive with alcohol level above limit',
    );
    expect(findLookup('offence', 'DR1')).toBeUndefined();
    expect(findLookup('occupation', undefined)).toBeUndefined();
  });

  it('knows which retailer numbers exist', () => {
    const known = (RETAILERS[0] as (typeof RETAILERS)[number]).code;
    expect(retailerExists(known)).toBe(true);
    const unknown = ['00000', '99999', '10000'].find((n) => !RETAILERS.some((r) => r.code === n));
    expect(retailerExists(unknown)).toBe(false);
    expect(retailerExists(`${known}0`)).toBe(false);
    expect(retailerExists(known.slice(1))).toBe(false);
    expect(retailerExists(12345)).toBe(false);
  });

  it('tells a lookup table name from anything else', () => {
    expect(isLookupTable('offence')).toBe(true);
    expect(isLookupTable('offences')).toBe(false);
    expect(isLookupTable(undefined)).toBe(false);
  });
});
