import fc from 'fast-check';
import { INPUT_TYPES, type InputDefinition, RULE_NAMES } from '../definition';
import { applyRule, ruleParams } from './apply-rule';
import { RULE_MESSAGE_KEYS, RULES } from './catalogue';
import { ruleScope } from './rule-scope';

// A working configuration of every rule, for the properties below.
const CONFIGS = {
  required: true,
  onlyAccept: { value: true },
  afterOrEqual: { years: -125 },
  beforeOrEqual: { field: 'other' },
  beforeOrEqualMonth: { field: 'other' },
  beforeOrEqualPlusYears: { field: 'other', years: 16 },
  email: { blacklist: 'x' },
  name: { min: 2, max: 3 },
  greaterThanOrEqual: { value: 1 },
  lessThanOrEqual: { value: 10 },
  integer: true,
  phone: true,
  regExp: { pattern: '^a' },
  minLength: { value: 2 },
  maxLength: { value: 3 },
  vehicleRegistration: true,
  vehicleTabs: { vrnRequired: true },
  minYear: { value: 1939 },
  postcode: true,
  retailerNumber: true,
  orderNumber: { promoCodeField: 'other' },
  paymentToken: true,
  oneOf: { values: [1, 'a'] },
  sameAs: { field: 'other' },
  maxItems: { value: 1 },
  ncdConsistentWithAge: { dateOfBirthField: 'other' },
} as const;

describe('RULES', () => {
  it('implements every rule name, and nothing else', () => {
    expect(Object.keys(RULES).sort()).toEqual([...RULE_NAMES].sort());
    for (const name of RULE_NAMES) expect(typeof RULES[name].check).toBe('function');
  });

  it('lists every key once in RULE_MESSAGE_KEYS, all under validation.', () => {
    expect(new Set(RULE_MESSAGE_KEYS).size).toBe(RULE_MESSAGE_KEYS.length);
    for (const key of RULE_MESSAGE_KEYS)
      expect(key).toMatch(/^validation\.[a-zA-Z]+(\.[a-zA-Z]+)?$/);
  });

  it('has only required judge blank answers', () => {
    const judges = RULE_NAMES.filter(
      (name) => (RULES[name] as { judgesBlank?: boolean }).judgesBlank,
    );
    expect(judges).toEqual(['required']);
  });
});

describe('ruleParams', () => {
  it('reads true as {}, an object as itself, and anything else as off', () => {
    expect(ruleParams(true)).toEqual({});
    expect(ruleParams({ value: 1 })).toEqual({ value: 1 });
    expect(ruleParams(false)).toBeNull();
    expect(ruleParams(undefined)).toBeNull();
  });
});

describe('rule properties', () => {
  const anyValue = fc.anything({
    withNullPrototype: true,
    withDate: true,
    withMap: true,
    withBoxedValues: true,
  });

  it('never throw, and only produce their own keys, whatever the answers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RULE_NAMES),
        fc.constantFrom(...INPUT_TYPES),
        anyValue,
        anyValue,
        (name, type, value, other) => {
          const scope = ruleScope(
            { name: 'q', type } as InputDefinition,
            { now: '2026-06-15' },
            { q: value, other },
          );
          const failure = applyRule(name, CONFIGS[name], value, scope);
          if (failure) expect(RULES[name].keys).toContain(failure.key);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('pass every blank answer except required', () => {
    for (const name of RULE_NAMES.filter((n) => n !== 'required')) {
      for (const blank of [undefined, null, '', ' ', [], {}]) {
        expect(
          applyRule(name, CONFIGS[name], blank, ruleScope({ name: 'q', type: 'text' }, {}, {})),
        ).toBeNull();
      }
    }
  });
});
