import { expandPath, toQueryString } from './url';

describe('toQueryString', () => {
  test('repeats the key of an array and leaves out null and undefined', () => {
    expect(toQueryString({ make: ['MINI', 'BMW'], model: null, year: undefined, page: 1 })).toBe(
      '?make=MINI&make=BMW&page=1',
    );
  });

  test('percent-encodes keys and values and sends dates as ISO instants', () => {
    expect(
      toQueryString({ 'search term': 'a&b=c', at: new Date('2026-03-02T10:00:00Z'), ok: true }),
    ).toBe('?search+term=a%26b%3Dc&at=2026-03-02T10%3A00%3A00.000Z&ok=true');
  });

  test('is empty when nothing is left to send', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ a: undefined, b: [] })).toBe('');
  });
});

describe('expandPath', () => {
  test('fills every placeholder, percent-encoded', () => {
    expect(expandPath('/api/documents/policy/{id}/{doc}', { id: 'P 1', doc: 'a/b' })).toBe(
      '/api/documents/policy/P%201/a%2Fb',
    );
    expect(expandPath('/api/session')).toBe('/api/session');
  });

  test('refuses a missing value rather than calling a wrong path', () => {
    expect(() => expandPath('/api/proposals/{id}', {})).toThrow('no value for {id}');
  });
});
