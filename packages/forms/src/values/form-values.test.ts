import { asFormValues, isRecord } from './form-values';

describe('isRecord', () => {
  it('accepts plain and prototype-less objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    for (const other of [[], new Date(), new Map(), null, 'x', 1, new String('x')]) {
      expect(isRecord(other)).toBe(false);
    }
  });
});

describe('asFormValues', () => {
  it('reads anything but a record as no answers', () => {
    const values = { a: 1 };
    expect(asFormValues(values)).toBe(values);
    expect(asFormValues([1])).toEqual({});
    expect(asFormValues(undefined)).toEqual({});
  });
});
