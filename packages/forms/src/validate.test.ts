import { ConfigurationError } from '@brand/domain';
import fc from 'fast-check';
import {
  type FormDefinition,
  INPUT_TYPE_CATALOGUE,
  INPUT_TYPES,
  type InputDefinition,
} from './definition';
import { validate } from './validate';

const NOW = '2026-06-15T12:00:00Z';
const context = { now: NOW };

const proposal: FormDefinition = {
  id: 'proposal',
  inputs: [
    { name: 'name', type: 'name', validation: { required: true, name: true } },
    {
      name: 'dateOfBirth',
      type: 'date',
      validation: { required: true, beforeOrEqual: {}, afterOrEqual: { years: -125 } },
    },
    { name: 'email', type: 'email', validation: { required: true, email: true } },
    { name: 'employment', type: 'radio', validation: { required: true } },
    {
      name: 'occupation',
      type: 'lookup',
      conditional: { kind: 'value', input: 'employment', values: ['FT', 'PT', 'SE'] },
      validation: { required: true },
    },
    {
      name: 'vehicle.annualMileage',
      type: 'numberText',
      validation: {
        required: true,
        greaterThanOrEqual: { value: 1 },
        lessThanOrEqual: { value: 999999 },
      },
    },
    {
      name: 'claims',
      type: 'questionLoop',
      validation: { required: true, maxItems: { value: 2 } },
      meta: {
        inputs: [
          { name: 'kind', type: 'radio', validation: { required: true } },
          {
            name: 'detail',
            type: 'text',
            conditional: { kind: 'value', input: 'kind', values: ['Other'] },
            validation: { required: true },
          },
          {
            name: 'date',
            type: 'date',
            validation: {
              required: true,
              beforeOrEqual: {},
              afterOrEqual: { field: 'dateOfBirth' },
            },
          },
        ],
      },
    },
    { name: 'eligible', type: 'checkboxEligibility', validation: { onlyAccept: { value: true } } },
    {
      name: 'agentNote',
      type: 'text',
      conditional: { kind: 'admin' },
      validation: { required: true },
    },
  ],
};

const valid = {
  name: { firstName: 'Jo', lastName: 'Smith' },
  dateOfBirth: '1990-05-01',
  email: 'jo@example.com',
  employment: 'RE',
  vehicle: { annualMileage: 8000 },
  claims: { answer: true, items: [{ kind: 'Theft', date: '2025-01-01' }] },
  eligible: true,
};

describe('validate', () => {
  it('gives no errors for a complete, valid answer', () => {
    expect(validate(proposal, valid, context)).toEqual({});
  });

  it('gives the first failing rule of each input, in form order', () => {
    const errors = validate(
      proposal,
      {
        ...valid,
        name: { firstName: 'J', lastName: '' },
        dateOfBirth: '1890-01-01',
        eligible: false,
      },
      context,
    );
    expect(errors).toEqual({
      name: { key: 'validation.required' },
      dateOfBirth: { key: 'validation.date.tooOld', params: { date: '15 June 1901' } },
      eligible: { key: 'validation.onlyAccept.eligibility' },
    });
    expect(Object.keys(validate(proposal, {}, context))).toEqual([
      'name',
      'dateOfBirth',
      'email',
      'employment',
      'vehicle.annualMileage',
      'claims',
    ]);
  });

  it('validates only visible inputs', () => {
    expect(validate(proposal, { ...valid, employment: 'FT' }, context)).toEqual({
      occupation: { key: 'validation.required' },
    });
    expect(validate(proposal, valid, { ...context, isAdmin: true })).toEqual({
      agentNote: { key: 'validation.required' },
    });
  });

  it('validates each loop item by the loop inputs, naming errors loop.items.N.field', () => {
    const claims = {
      answer: true,
      items: [{ kind: 'Other', date: '2025-01-01' }, { kind: 'Theft', date: '1980-01-01' }, 'junk'],
    };
    expect(validate(proposal, { ...valid, claims }, context)).toEqual({
      claims: { key: 'validation.maxItems', params: { max: 2 } },
      'claims.items.0.detail': { key: 'validation.required' },
      'claims.items.1.date': { key: 'validation.afterOrEqual', params: { date: '1 May 1990' } },
      // Not an item at all: the loop's shape says so, and its inputs find nothing answered.
      'claims.items.2': { key: 'validation.shape.type' },
      'claims.items.2.kind': { key: 'validation.required' },
      'claims.items.2.date': { key: 'validation.required' },
    });
  });

  it('leaves the items of a loop answered no alone', () => {
    expect(
      validate(proposal, { ...valid, claims: { answer: false, items: [{}] } }, context),
    ).toEqual({});
  });

  it('throws a configuration error for an unknown input type or rule, naming it', () => {
    const badType = {
      id: 'bad',
      inputs: [{ name: 'a', type: 'slider' }],
    } as unknown as FormDefinition;
    const badRule = {
      id: 'bad',
      inputs: [{ name: 'a', type: 'text', validation: { shout: true } }],
    } as unknown as FormDefinition;
    expect(() => validate(badType, {})).toThrow(ConfigurationError);
    expect(() => validate(badType, {})).toThrow('"slider"');
    expect(() => validate(badRule, {})).toThrow('"shout"');
  });

  it('checks a definition once', () => {
    const form: FormDefinition = {
      id: 'once',
      inputs: [{ name: 'a', type: 'text', validation: { required: true } }],
    };
    expect(validate(form, {})).toEqual({ a: { key: 'validation.required' } });
    (form.inputs as InputDefinition[]).push({ name: 'a', type: 'text' });
    expect(() => validate(form, {})).not.toThrow();
  });
});

// One input of every type, each with every rule it takes, so the property below reaches them all.
const RULE_CONFIG_FOR: Record<string, unknown> = {
  onlyAccept: { value: true },
  postcode: true,
  regExp: { pattern: '^[a-z]+$' },
  minLength: { value: 2 },
  maxLength: { value: 5 },
  retailerNumber: true,
  orderNumber: true,
  paymentToken: true,
  beforeOrEqualPlusYears: { field: 'date', years: 16 },
  oneOf: { values: ['a', 1] },
  ncdConsistentWithAge: { dateOfBirthField: 'date' },
  greaterThanOrEqual: { value: 1 },
  lessThanOrEqual: { value: 10 },
  integer: true,
  phone: true,
  beforeOrEqualMonth: { field: 'date' },
  minYear: { value: 1939 },
  vehicleTabs: { vrnRequired: true },
  vehicleRegistration: true,
  afterOrEqual: { years: -125 },
  beforeOrEqual: { field: 'datePicker' },
  sameAs: { field: 'text' },
  email: true,
  maxItems: { value: 2 },
  name: true,
};

const everyType: FormDefinition = {
  id: 'every-type',
  inputs: INPUT_TYPES.map((type) => ({
    name: type === 'text' || type === 'date' || type === 'datePicker' ? type : `all.${type}`,
    type,
    validation: Object.fromEntries([
      ['required', true],
      ...INPUT_TYPE_CATALOGUE[type].rules.map((rule) => [rule, RULE_CONFIG_FOR[rule]]),
    ]),
    ...(type === 'questionLoop'
      ? {
          meta: {
            inputs: [
              { name: 'n.x', type: 'numberText', validation: { required: true, integer: true } },
            ],
          },
        }
      : {}),
    ...(type === 'email' ? { conditional: { kind: 'value', input: 'text', defined: true } } : {}),
  })) as InputDefinition[],
};

describe('validate properties', () => {
  // Keys of Object.prototype and of the loop answer are where yup and path lookups go wrong.
  const key = fc.oneof(
    fc.string(),
    fc.constantFrom('valueOf', 'toString', 'constructor', '__proto__', 'answer', 'items', '0'),
  );
  const anything = fc.anything({
    key,
    maxDepth: 3,
    maxKeys: 6,
    withNullPrototype: true,
    withDate: true,
    withMap: true,
    withBoxedValues: true,
    withSparseArray: true,
  });
  const answers = fc.dictionary(
    fc.constantFrom(...everyType.inputs.map((i) => i.name), 'all', 'x'),
    anything,
  );
  const nested = answers.map((flat) => ({
    ...flat,
    all: Object.fromEntries(INPUT_TYPES.map((t) => [t, flat[`all.${t}`] ?? flat.x])),
  }));

  it('never throws, and gives an error of a known key for any answers', () => {
    fc.assert(
      fc.property(fc.oneof(anything, answers, nested), (values) => {
        const errors = validate(everyType, values as never, context);
        for (const error of Object.values(errors)) expect(typeof error.key).toBe('string');
      }),
      { numRuns: 200 },
    );
  });

  it('gives one required error per visible input for no answers', () => {
    const errors = validate(everyType, {}, context);
    // The email input shows only once text is answered; an input of type hidden is still validated.
    const shown = everyType.inputs.filter((i) => i.type !== 'email');
    expect(Object.keys(errors)).toEqual(shown.map((i) => i.name));
    expect(new Set(Object.values(errors).map((e) => e.key))).toEqual(
      new Set(['validation.required']),
    );
  });
});
