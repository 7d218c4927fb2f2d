import { ApiError } from '../../http/problem';
import { checkedQuery, planSearch } from './search-query';

const kinds = (q: string) =>
  planSearch(checkedQuery(q)).exact.map(({ kind, value }) => [kind, value]);

describe('what a customer search looks for, by the shape of what was typed', () => {
  it('reads an email lower-case, and nothing else', () => {
    expect(planSearch('Jane.Smith@Example.COM')).toEqual({
      text: 'Jane.Smith@Example.COM',
      exact: [{ kind: 'email', value: 'jane.smith@example.com' }],
      name: null,
    });
  });

  it('reads a date of birth in the three ways agents type one', () => {
    for (const q of ['14/07/1961', '14/7/1961', '1961-07-14']) {
      expect(kinds(q)).toEqual([['dateOfBirth', '1961-07-14']]);
    }
  });

  it('refuses a date that is no date, saying how to type one', () => {
    expect(() => planSearch('30/02/1980')).toThrow(
      new ApiError('bad-request', '30/02/1980 is not a date: type a date of birth as DD/MM/YYYY.'),
    );
  });

  it('reads a UK phone number as digits, +44 as 0', () => {
    expect(kinds('+44 (0)7700 900456')).toEqual([['phone', '07700900456']]);
    expect(kinds('07700-900-456')).toEqual([['phone', '07700900456']]);
  });

  it('reads a postcode upper-case without spaces, and as a plate it might also be', () => {
    expect(kinds('sw1a 1aa')).toEqual([
      ['postcode', 'SW1A1AA'],
      ['registration', 'SW1A1AA'],
    ]);
  });

  it('reads a policy number with or without dashes, or just its digits', () => {
    expect(kinds('mini-flx-100001')).toEqual([['policyNumber', 'MINIFLX100001']]);
    expect(kinds('100001')).toEqual([['policyNumber', '100001']]);
  });

  it('reads a quote reference and a registration', () => {
    expect(kinds('qabcdefgh2')).toEqual([['quoteReference', 'QABCDEFGH2']]);
    expect(kinds('AB12 CDE')).toEqual([['registration', 'AB12CDE']]);
  });

  it('falls back to a name: one word for either name, "first last" or "last, first"', () => {
    expect(planSearch('Smtih').name).toEqual({ either: 'smtih' });
    expect(planSearch('Mary Ann Smith').name).toEqual({ first: 'mary ann', last: 'smith' });
    expect(planSearch('Smith, Mary').name).toEqual({ first: 'mary', last: 'smith' });
    expect(planSearch("O'Brien-Núñez").name).toEqual({ either: "o'brien-núñez" });
  });

  it('finds nothing to search in text that is neither a name nor any other kind', () => {
    expect(planSearch('smith 12!')).toMatchObject({ exact: [], name: null });
  });

  it('trims and joins spaces, refusing fewer than 2 or more than 100 characters', () => {
    expect(checkedQuery('  Jane    Smith ')).toBe('Jane Smith');
    expect(() => checkedQuery(' a ')).toThrow('Type at least 2 characters to search.');
    expect(() => checkedQuery(undefined)).toThrow('Type at least 2 characters to search.');
    expect(() => checkedQuery('x'.repeat(101))).toThrow('A search is at most 100 characters.');
    expect(checkedQuery('x'.repeat(100))).toHaveLength(100);
  });
});
