import { deepEqual } from './deep-equal';

describe('deepEqual', () => {
  it('compares primitives strictly: a number and its text differ', () => {
    expect(deepEqual(1, 1)).toBe(true);
    expect(deepEqual('1', 1)).toBe(false);
    expect(deepEqual(true, 'true')).toBe(false);
    expect(deepEqual(null, undefined)).toBe(false);
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(false);
  });

  it('compares lists item by item, in order', () => {
    expect(deepEqual(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(deepEqual(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(deepEqual(['a'], ['a', 'b'])).toBe(false);
    expect(deepEqual(['a'], { 0: 'a' })).toBe(false);
  });

  it('compares objects field by field, whatever the key order', () => {
    expect(deepEqual({ year: 2020, month: 1 }, { month: 1, year: 2020 })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual({ a: 1, c: 2 }, { a: 1, b: 2 })).toBe(false);
    expect(deepEqual({ a: { b: [1] } }, { a: { b: [2] } })).toBe(false);
  });

  it('compares dates by instant, and other objects by identity', () => {
    expect(deepEqual(new Date(5), new Date(5))).toBe(true);
    expect(deepEqual(new Date(5), 5)).toBe(false);
    expect(deepEqual(new Map(), new Map())).toBe(false);
  });
});
