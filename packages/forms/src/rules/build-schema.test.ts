import { ValidationError } from 'yup';
import type { FormDefinition } from '../definition';
import { validate } from '../validate';
import { buildSchema, compiledSchema, RULE_TEST_PARAM, type RuleTestParams } from './build-schema';

const form: FormDefinition = {
  id: 'schema',
  inputs: [
    {
      name: 'vehicle.annualMileage',
      type: 'numberText',
      validation: { required: true, lessThanOrEqual: { value: 10 } },
    },
    { name: 'vehicle.seats', type: 'numberText', validation: { required: true } },
    { name: 'start', type: 'date' },
    { name: 'end', type: 'date', validation: { afterOrEqual: { field: 'start' } } },
    { name: 'wrong', type: 'text', validation: { required: true, nonsense: true } as never },
  ],
};

function failures(values: unknown, context = {}) {
  try {
    buildSchema(form, values as never, context).validateSync(values, {
      abortEarly: false,
      context,
    });
    return [];
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return error.inner.map((inner) => [
      inner.path,
      inner.type,
      (inner.params?.[RULE_TEST_PARAM] as RuleTestParams | undefined)?.fieldError.key,
    ]);
  }
}

describe('buildSchema', () => {
  it('nests inputs by their dot paths, one test per rule named after it and the shape last', () => {
    const schema = buildSchema(form, {});
    const vehicle = schema.describe().fields.vehicle as {
      fields: Record<string, { tests: { name?: string }[] }>;
    };
    expect(vehicle.fields.annualMileage?.tests.map((test) => test.name)).toEqual([
      'required',
      'lessThanOrEqual',
      'shape',
    ]);
    expect(() =>
      schema.validateSync({ wrong: 'x', vehicle: { seats: 2, annualMileage: 11 } }),
    ).toThrow('validation.lessThanOrEqual');
  });

  it('reports each failing rule at its path, skipping unknown rule names', () => {
    expect(failures({ vehicle: 'junk' })).toEqual([
      ['vehicle.annualMileage', 'required', 'validation.required'],
      ['vehicle.seats', 'required', 'validation.required'],
      ['wrong', 'required', 'validation.required'],
    ]);
  });

  it('reads other inputs for cross-field rules from the values validated', () => {
    const values = {
      vehicle: { annualMileage: 1, seats: 2 },
      wrong: 'x',
      start: '2026-02-01',
      end: '2026-01-01',
    };
    const schema = buildSchema(form, {});
    expect(() => schema.validateSync(values)).toThrow('validation.afterOrEqual');
    expect(schema.isValidSync({ ...values, end: '2026-02-01' })).toBe(true);
  });

  it('uses the context it was built with when yup is given none', () => {
    const dated: FormDefinition = {
      id: 'd',
      inputs: [{ name: 'd', type: 'date', validation: { beforeOrEqual: {} } }],
    };
    const schema = buildSchema(dated, {}, { now: '2000-01-01' });
    expect(schema.isValidSync({ d: '2000-01-02' })).toBe(false);
    expect(schema.isValidSync({ d: '2000-01-02' }, { context: { now: '2000-01-02' } })).toBe(true);
  });
});

describe('one schema per definition', () => {
  const shownWhenOwned: FormDefinition = {
    id: 'owned',
    inputs: [
      { name: 'owns', type: 'boolean', validation: { required: true } },
      {
        name: 'since',
        type: 'date',
        conditional: { kind: 'value', input: 'owns', values: [true] },
        validation: { required: true },
      },
      {
        name: 'cars',
        type: 'questionLoop',
        conditional: { kind: 'value', input: 'owns', values: [true] },
        validation: { required: true },
        meta: {
          inputs: [
            { name: 'make', type: 'text', validation: { required: true } },
            {
              name: 'model',
              type: 'text',
              conditional: { kind: 'value', input: 'make', values: ['MINI'] },
              validation: { required: true },
            },
          ],
        },
      },
    ],
  };

  it('is built once and given again for every validation of the form', () => {
    expect(compiledSchema(shownWhenOwned)).toBe(compiledSchema(shownWhenOwned));
    expect(buildSchema(shownWhenOwned, { owns: true })).toBe(compiledSchema(shownWhenOwned));
  });

  it('decides which inputs are shown from the values of each validation, items alike', () => {
    expect(validate(shownWhenOwned, { owns: false })).toEqual({});
    expect(Object.keys(validate(shownWhenOwned, { owns: true }))).toEqual(['since', 'cars']);
    const items = [{ make: 'MINI' }, { make: 'Ford' }];
    const owned = { owns: true, since: '2020-01-01', cars: { answer: true, items } };
    expect(Object.keys(validate(shownWhenOwned, owned))).toEqual(['cars.items.0.model']);
    // A hidden loop's items are not validated, whatever they hold.
    expect(validate(shownWhenOwned, { ...owned, owns: false })).toEqual({});
    expect(validate(shownWhenOwned, { ...owned, cars: { answer: false, items } })).toEqual({});
  });
});

describe('answers holding keys of Object.prototype', () => {
  it('validate like any other answer (yup alone would crash on them), refused where unknown', () => {
    const loop: FormDefinition = {
      id: 'proto',
      inputs: [
        { name: 'a.b', type: 'text', validation: { required: true } },
        {
          name: 'loop',
          type: 'questionLoop',
          validation: { required: true },
          meta: { inputs: [{ name: 'x', type: 'text', validation: { required: true } }] },
        },
      ],
    };
    const values = {
      valueOf: 1,
      a: { toString: 'x', b: 'ok' },
      loop: { constructor: 1, answer: true, items: [{ hasOwnProperty: 1, x: 'y' }] },
    };
    expect(validate(loop, values)).toEqual({
      'loop.constructor': {
        key: 'validation.shape.unknownField',
        params: { field: 'constructor' },
      },
    });
    const known = { ...values, loop: { answer: true, items: [{ x: 'y' }] } };
    expect(buildSchema(loop, known).isValidSync(known)).toBe(true);
  });
});
