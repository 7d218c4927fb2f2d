import { ConfigurationError, DEFAULT_FEATURE_TOGGLES, FEATURE_TOGGLES } from '@brand/domain';
import fc from 'fast-check';
import { CONDITION_KINDS, type Condition, type FormContext } from '../definition';
import { evaluateCondition, isConditionKind } from './evaluate-condition';

const holds = (condition: Condition, values: Record<string, unknown> = {}, context?: FormContext) =>
  evaluateCondition(condition, values, context);

describe('value conditions', () => {
  it('match when the answer is one of the listed values', () => {
    const condition: Condition = { kind: 'value', input: 'employment', values: ['FT', 'PT'] };
    expect(holds(condition, { employment: 'PT' })).toBe(true);
    expect(holds(condition, { employment: 'RE' })).toBe(false);
    expect(holds(condition, {})).toBe(false);
  });

  it("do not match a number with its text ('1' is not 1)", () => {
    expect(holds({ kind: 'value', input: 'ncd', values: [1] }, { ncd: '1' })).toBe(false);
    expect(holds({ kind: 'value', input: 'ncd', values: ['1'] }, { ncd: 1 })).toBe(false);
  });

  it('compare objects deeply and read nested answers by dot path', () => {
    const condition: Condition = {
      kind: 'value',
      input: 'car.start',
      values: [{ year: 2020, month: 1 }],
    };
    expect(holds(condition, { car: { start: { month: 1, year: 2020 } } })).toBe(true);
    expect(holds(condition, { car: { start: { month: 2, year: 2020 } } })).toBe(false);
  });

  it('match a checkbox list holding one of the listed values', () => {
    const condition: Condition = { kind: 'value', input: 'uses', values: ['Other'] };
    expect(holds(condition, { uses: ['Commuting', 'Other'] })).toBe(true);
    expect(holds(condition, { uses: ['Commuting'] })).toBe(false);
  });

  it('test whether an answer is given with defined true or false', () => {
    const defined: Condition = { kind: 'value', input: 'a', defined: true };
    const undefinedYet: Condition = { kind: 'value', input: 'a', defined: false };
    for (const blank of [undefined, null, '', '  ', [], {}]) {
      expect(holds(defined, { a: blank })).toBe(false);
      expect(holds(undefinedYet, { a: blank })).toBe(true);
    }
    for (const answer of [false, 0, 'x', ['x']]) {
      expect(holds(defined, { a: answer })).toBe(true);
      expect(holds(undefinedYet, { a: answer })).toBe(false);
    }
  });

  it('ask whether the input is answered when neither values nor defined is given', () => {
    expect(holds({ kind: 'value', input: 'a' }, { a: 'x' })).toBe(true);
    expect(holds({ kind: 'value', input: 'a' }, {})).toBe(false);
  });

  it('need both when values and defined are given', () => {
    const condition: Condition = { kind: 'value', input: 'a', values: [null], defined: false };
    expect(holds(condition, { a: null })).toBe(true);
    expect(holds({ kind: 'value', input: 'a', values: [null], defined: true }, { a: null })).toBe(
      false,
    );
  });
});

describe('context conditions', () => {
  it('read feature toggles from the context, else the brand defaults', () => {
    for (const toggle of FEATURE_TOGGLES) {
      expect(holds({ kind: 'feature', toggle })).toBe(DEFAULT_FEATURE_TOGGLES[toggle]);
      expect(holds({ kind: 'feature', toggle }, {}, { features: { [toggle]: true } })).toBe(true);
      expect(holds({ kind: 'feature', toggle }, {}, { features: { [toggle]: false } })).toBe(false);
    }
    expect(holds({ kind: 'feature', toggle: 'unknown' as never })).toBe(false);
  });

  it('anonymous holds only for a visitor not signed in', () => {
    expect(holds({ kind: 'anonymous' }, {}, { isAnonymous: true })).toBe(true);
    expect(holds({ kind: 'anonymous' }, {}, { isAnonymous: false })).toBe(false);
    expect(holds({ kind: 'anonymous' })).toBe(false);
  });

  it('policy compares whether there is a policy with present', () => {
    expect(holds({ kind: 'policy', present: true }, {}, { hasPolicy: true })).toBe(true);
    expect(holds({ kind: 'policy', present: true })).toBe(false);
    expect(holds({ kind: 'policy', present: false })).toBe(true);
    expect(holds({ kind: 'policy', present: false }, {}, { hasPolicy: true })).toBe(false);
  });

  it('scheme holds when the scheme code is listed', () => {
    const condition: Condition = { kind: 'scheme', schemeCodes: ['flex'] };
    expect(holds(condition, {}, { schemeCode: 'flex' })).toBe(true);
    expect(holds(condition, {}, { schemeCode: 'driveaway' })).toBe(false);
    expect(holds(condition)).toBe(false);
    expect(holds({ kind: 'scheme', schemeCodes: [] }, {}, { schemeCode: 'flex' })).toBe(false);
  });

  it('admin holds for an admin only', () => {
    expect(holds({ kind: 'admin' }, {}, { isAdmin: true })).toBe(true);
    expect(holds({ kind: 'admin' }, {}, { isAdmin: false })).toBe(false);
    expect(holds({ kind: 'admin' })).toBe(false);
  });

  it('policyStarted compares whether the policy has started', () => {
    expect(holds({ kind: 'policyStarted', started: true }, {}, { policyStarted: true })).toBe(true);
    expect(holds({ kind: 'policyStarted', started: true })).toBe(false);
    expect(holds({ kind: 'policyStarted', started: false })).toBe(true);
  });
});

describe('adminPermission conditions', () => {
  const admin = (permissions?: string[]): FormContext => ({ isAdmin: true, permissions });
  const claims: Condition = { kind: 'adminPermission', has: ['action:mta-claims'], default: false };

  it('need an admin to hold every permission in has', () => {
    expect(holds(claims, {}, admin(['action:mta-claims', 'access:impersonate']))).toBe(true);
    expect(holds(claims, {}, admin(['access:impersonate']))).toBe(false);
    expect(holds(claims, {}, admin())).toBe(false);
    const both: Condition = { kind: 'adminPermission', has: ['a', 'b'], default: false };
    expect(holds(both, {}, admin(['a']))).toBe(false);
  });

  it('need an admin to lack every permission in lacks', () => {
    const lacks: Condition = { kind: 'adminPermission', lacks: ['a', 'b'], default: false };
    expect(holds(lacks, {}, admin([]))).toBe(true);
    expect(holds(lacks, {}, admin(['b']))).toBe(false);
  });

  it('give a non-admin the default', () => {
    expect(holds(claims, {}, { permissions: ['action:mta-claims'] })).toBe(false);
    expect(holds({ ...claims, default: true } as Condition)).toBe(true);
  });

  it('hold for any admin when neither has nor lacks is given', () => {
    expect(holds({ kind: 'adminPermission', default: false }, {}, admin())).toBe(true);
  });
});

describe('operators', () => {
  const yes: Condition = { kind: 'admin' };
  const no: Condition = { kind: 'anonymous' };
  const context = { isAdmin: true };

  it('every holds when all hold (and for none)', () => {
    expect(holds({ kind: 'every', conditions: [yes, yes] }, {}, context)).toBe(true);
    expect(holds({ kind: 'every', conditions: [yes, no] }, {}, context)).toBe(false);
    expect(holds({ kind: 'every', conditions: [] })).toBe(true);
  });

  it('some holds when one holds (not for none)', () => {
    expect(holds({ kind: 'some', conditions: [no, yes] }, {}, context)).toBe(true);
    expect(holds({ kind: 'some', conditions: [no, no] }, {}, context)).toBe(false);
    expect(holds({ kind: 'some', conditions: [] })).toBe(false);
  });

  it('not negates', () => {
    expect(holds({ kind: 'not', condition: yes }, {}, context)).toBe(false);
    expect(holds({ kind: 'not', condition: no }, {}, context)).toBe(true);
  });
});

describe('unknown kinds', () => {
  it('raise a configuration error naming the kind, even nested', () => {
    expect(() => holds({ kind: 'weather' } as never)).toThrow(ConfigurationError);
    expect(() => holds({ kind: 'weather' } as never)).toThrow('"weather"');
    expect(() => holds({ kind: 'not', condition: { kind: 'moon' } } as never)).toThrow('"moon"');
    expect(() => holds({} as never)).toThrow('undefined');
    expect(() => holds(null as never)).toThrow(ConfigurationError);
  });

  it('isConditionKind knows every kind of the table and nothing else', () => {
    for (const kind of CONDITION_KINDS) expect(isConditionKind(kind)).toBe(true);
    expect(isConditionKind('toString')).toBe(false);
    expect(isConditionKind(1)).toBe(false);
  });
});

const names = fc.constantFrom('a', 'b', 'a.b', 'items.0', 'constructor');
const leaf: fc.Arbitrary<Condition> = fc.oneof(
  fc.record(
    {
      kind: fc.constant('value' as const),
      input: names,
      values: fc.array(fc.anything()),
      defined: fc.boolean(),
    },
    { requiredKeys: ['kind', 'input'] },
  ),
  fc.record({ kind: fc.constant('feature' as const), toggle: fc.constantFrom(...FEATURE_TOGGLES) }),
  fc.constant({ kind: 'anonymous' as const }),
  fc.record({ kind: fc.constant('policy' as const), present: fc.boolean() }),
  fc.record({ kind: fc.constant('scheme' as const), schemeCodes: fc.array(fc.string()) }),
  fc.constant({ kind: 'admin' as const }),
  fc.record(
    {
      kind: fc.constant('adminPermission' as const),
      has: fc.array(fc.string()),
      lacks: fc.array(fc.string()),
      default: fc.boolean(),
    },
    { requiredKeys: ['kind', 'default'] },
  ),
  fc.record({ kind: fc.constant('policyStarted' as const), started: fc.boolean() }),
);
const { condition: anyCondition } = fc.letrec<{ condition: Condition }>((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({
      kind: fc.constant('every' as const),
      conditions: fc.array(tie('condition'), { maxLength: 3 }),
    }),
    fc.record({
      kind: fc.constant('some' as const),
      conditions: fc.array(tie('condition'), { maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('not' as const), condition: tie('condition') }),
  ),
}));
const anyContext: fc.Arbitrary<FormContext> = fc.record(
  {
    features: fc.dictionary(fc.constantFrom(...FEATURE_TOGGLES), fc.boolean()),
    isAnonymous: fc.boolean(),
    isAdmin: fc.boolean(),
    permissions: fc.array(fc.string()),
    hasPolicy: fc.boolean(),
    policyStarted: fc.boolean(),
    schemeCode: fc.string(),
  },
  { requiredKeys: [] },
);

describe('evaluation properties', () => {
  it('never throws and always gives a boolean for known kinds, whatever the values', () => {
    fc.assert(
      fc.property(
        anyCondition,
        fc.dictionary(
          fc.string(),
          fc.anything({ withNullPrototype: true, withDate: true, withMap: true }),
        ),
        anyContext,
        (condition, values, context) => {
          expect(typeof evaluateCondition(condition, values, context)).toBe('boolean');
        },
      ),
    );
  });

  it('not always gives the opposite', () => {
    fc.assert(
      fc.property(
        anyCondition,
        fc.dictionary(fc.string(), fc.anything()),
        anyContext,
        (condition, values, context) => {
          expect(evaluateCondition({ kind: 'not', condition }, values, context)).toBe(
            !evaluateCondition(condition, values, context),
          );
        },
      ),
    );
  });
});
