import type { InputDefinition } from '../definition';
import { applyRule } from './apply-rule';
import { ruleScope } from './rule-scope';

const check = (value: unknown, wanted: unknown, type: InputDefinition['type'] = 'checkbox') =>
  applyRule(
    'onlyAccept',
    { value: wanted },
    value,
    ruleScope({ name: 'q', type } as InputDefinition, {}, {}),
  );

describe('onlyAccept', () => {
  it('accepts only the given value', () => {
    expect(check(true, true)).toBeNull();
    expect(check(false, true)).toEqual({ key: 'validation.onlyAccept' });
    expect(check('true', true)).not.toBeNull();
  });

  it('gives eligibility and promotion checkboxes their own message', () => {
    expect(check(false, true, 'checkboxEligibility')).toEqual({
      key: 'validation.onlyAccept.eligibility',
    });
    expect(check(false, true, 'checkboxPromotion')).toEqual({
      key: 'validation.onlyAccept.promotion',
    });
  });

  it('needs every item of a checklist ticked, in any order, and nothing else', () => {
    expect(check(['b', 'a'], ['a', 'b'], 'checkboxList')).toBeNull();
    expect(check(['a'], ['a', 'b'], 'checkboxList')).toEqual({
      key: 'validation.onlyAccept.checklist',
    });
    expect(check(['a', 'b', 'c'], ['a', 'b'], 'checkboxList')).not.toBeNull();
  });

  it('needs every item of a boolean list answered with a single given value', () => {
    expect(check({ bankrupt: false, ccj: false }, false, 'booleanList')).toBeNull();
    expect(check({ bankrupt: false, ccj: true }, false, 'booleanList')).not.toBeNull();
    expect(check({ a: 1 }, { a: 1 }, 'booleanList')).toBeNull();
  });

  it('leaves a blank answer to required', () => {
    expect(check(undefined, true)).toBeNull();
  });
});
