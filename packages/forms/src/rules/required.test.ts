import type { InputDefinition } from '../definition';
import { applyRule } from './apply-rule';
import { isMissing, required } from './required';
import { ruleScope } from './rule-scope';

const input = (
  type: InputDefinition['type'],
  extra: Partial<InputDefinition> = {},
): InputDefinition =>
  // Any type with any extra: the union member is the one `type` names, which tsc cannot pick here.
  ({ name: 'q', type, ...extra }) as InputDefinition;
const check = (value: unknown, target = input('text'), config: unknown = true) =>
  applyRule('required', config, value, ruleScope(target, {}, { q: value }));

describe('required', () => {
  it.each([undefined, null, '', '   ', [], {}, Number.NaN])(
    'refuses the blank answer %p',
    (value) => {
      expect(check(value)).toEqual({ key: 'validation.required' });
    },
  );

  it.each([false, 0, 'a', ['x']])('accepts the answer %p', (value) => {
    expect(check(value)).toBeNull();
  });

  it('needs every field of an object answer', () => {
    expect(check({ a: 'x', b: '' }, input('booleanList'))).not.toBeNull();
    expect(check({ a: 'x', b: false }, input('booleanList'))).toBeNull();
  });

  it('needs only the listed fields when `fields` is given', () => {
    const config = { fields: ['line1'] };
    expect(check({ line1: 'x', line2: '' }, input('dataEntry'), config)).toBeNull();
    expect(check({ line1: ' ', line2: 'y' }, input('dataEntry'), config)).not.toBeNull();
  });

  it("uses the type's fields: an address needs line1 only", () => {
    expect(check({ line1: '1 High St', line2: '' }, input('address'))).toBeNull();
    expect(check({ line1: '', line2: 'Flat 2' }, input('address'))).not.toBeNull();
  });

  it('needs a vehicle specification and lookup flag', () => {
    expect(
      check(
        { specification: { vehicleCode: 'V1' }, regLookup: false, vrn: '' },
        input('vehicleTabs'),
      ),
    ).toBeNull();
    expect(check({ specification: {}, regLookup: true }, input('vehicleTabs'))).not.toBeNull();
    expect(check({ specification: { vehicleCode: 'V1' } }, input('vehicleTabs'))).not.toBeNull();
  });

  it('needs an answer for every item of a boolean list', () => {
    const declarations = input('booleanList', {
      meta: {
        items: [
          { value: 'bankrupt', label: 'b' },
          { value: 'ccj', label: 'c' },
        ],
      },
    });
    expect(check({ bankrupt: false }, declarations)).not.toBeNull();
    expect(check({ bankrupt: false, ccj: true }, declarations)).toBeNull();
  });

  describe('a question loop', () => {
    const loop = input('questionLoop');
    it('is answered by no, or by yes with at least one item', () => {
      expect(check({ answer: false }, loop)).toBeNull();
      expect(check({ answer: false, items: [] }, loop)).toBeNull();
      expect(check({ answer: true, items: [{ kind: 'Theft' }] }, loop)).toBeNull();
    });
    it('is not answered by yes without items, or without an answer', () => {
      expect(check({ answer: true, items: [] }, loop)).not.toBeNull();
      expect(check({ answer: true }, loop)).not.toBeNull();
      expect(check({ items: [{}] }, loop)).not.toBeNull();
      expect(check(undefined, loop)).not.toBeNull();
    });
  });

  it('is off when configured false, and takes a configured message', () => {
    expect(check('', input('text'), false)).toBeNull();
    expect(check('', input('text'), { message: 'custom.key' })).toEqual({ key: 'custom.key' });
  });

  it('judges blank values itself', () => {
    expect(required.judgesBlank).toBe(true);
    expect(isMissing('x', input('text'))).toBe(false);
  });
});
