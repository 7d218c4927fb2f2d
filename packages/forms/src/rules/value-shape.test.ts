import type { FormDefinition, InputDefinition } from '../definition';
import {
  ADDRESS_LINE_MAX_LENGTH,
  ANSWER_TEXT_MAX_LENGTH,
  CODE_MAX_LENGTH,
  LIST_MAX_ITEMS,
} from '../definition/value-shapes';
import { validate } from '../validate';
import { inputShapeProblem, ownFieldsOf } from './value-shape';

const address: InputDefinition = {
  name: 'policyholder.address',
  type: 'address',
  validation: { required: true },
};
const vehicle: InputDefinition = { name: 'vehicle', type: 'vehicleTabs' };
const drivers: InputDefinition = {
  name: 'drivers',
  type: 'questionLoop',
  meta: {
    itemFields: ['profileCode'],
    inputs: [
      { name: 'name', type: 'name' },
      { name: 'licence.type', type: 'singleSelect' },
      {
        name: 'licence.convictions',
        type: 'questionLoop',
        meta: { inputs: [{ name: 'offence', type: 'lookup' }] },
      },
    ],
  },
};
const declarations: InputDefinition = {
  name: 'declarations',
  type: 'booleanList',
  meta: { items: [{ value: 'bankrupt', label: 'b' }] },
};

const problemOf = (input: InputDefinition, value: unknown, nested?: string[]) =>
  inputShapeProblem(input, value, nested);

describe('the shape of an answer, by its input type', () => {
  it('takes an answer of its shape, and no answer at all', () => {
    expect(problemOf(address, { line1: '1 High Street', postalCode: 'OX4 1HP' })).toBeNull();
    expect(problemOf(address, null)).toBeNull();
    expect(problemOf({ name: 'n', type: 'numberText' }, '12')).toBeNull();
    expect(problemOf({ name: 'r', type: 'radio' }, 3)).toBeNull();
    expect(problemOf({ name: 'f', type: 'hidden' }, ['a.pdf', 'b.pdf'])).toBeNull();
  });

  it('names a field the type does not have, however it is filled', () => {
    expect(problemOf(address, { line1: 'x', notes: 'y'.repeat(240_000) })).toEqual({
      field: 'notes',
      error: { key: 'validation.shape.unknownField', params: { field: 'notes' } },
    });
    expect(problemOf({ name: 'n', type: 'name' }, { firstName: 'A', title: 'Dr' })?.field).toBe(
      'title',
    );
  });

  it('bounds every text inside an answer', () => {
    expect(problemOf(address, { line1: 'x'.repeat(ADDRESS_LINE_MAX_LENGTH + 1) })).toEqual({
      field: 'line1',
      error: { key: 'validation.shape.tooLong', params: { max: ADDRESS_LINE_MAX_LENGTH } },
    });
    expect(problemOf({ name: 't', type: 'text' }, 'x'.repeat(ANSWER_TEXT_MAX_LENGTH + 1))).toEqual({
      field: '',
      error: { key: 'validation.shape.tooLong', params: { max: ANSWER_TEXT_MAX_LENGTH } },
    });
  });

  it('refuses a value of the wrong type, at the field that has it', () => {
    expect(problemOf(address, 'High Street')?.error.key).toBe('validation.shape.type');
    expect(problemOf(address, { line1: { nested: true } })?.field).toBe('line1');
    expect(problemOf({ name: 'b', type: 'boolean' }, 'yes')?.error.key).toBe(
      'validation.shape.type',
    );
    expect(problemOf({ name: 'r', type: 'radio' }, { value: 3 })?.error.key).toBe(
      'validation.shape.type',
    );
    expect(problemOf({ name: 'n', type: 'numberText' }, Number.NaN)?.error.key).toBe(
      'validation.shape.type',
    );
  });

  it("checks a vehicle's own fields and its specification, leaving other inputs' answers alone", () => {
    const chosen = { vrn: null, regLookup: false, specification: { vehicleCode: 'MINI-1' } };
    expect(problemOf(vehicle, { ...chosen, usage: 'SDP', noClaimsDiscount: 4 })).toBeNull();
    expect(
      problemOf(vehicle, { ...chosen, specification: { vehicleCode: 'x', colour: 'red' } })?.field,
    ).toBe('specification.colour');
    expect(problemOf(vehicle, { ...chosen, regLookup: 'yes' })?.field).toBe('regLookup');
    expect(ownFieldsOf(vehicle)).toEqual(['vrn', 'regLookup', 'specification']);
  });

  it("lets another input's answer nest under an answer only where the form says so", () => {
    const withChild = { line1: 'x', extra: 'y' };
    expect(problemOf(address, withChild)?.field).toBe('extra');
    expect(problemOf(address, withChild, ['extra'])).toBeNull();
  });

  it("holds a loop's items to their inputs' answers and the loop's item fields", () => {
    const driver = {
      profileCode: 'p1',
      name: { firstName: 'Ann', lastName: 'Lee' },
      licence: {
        type: 'FULL',
        convictions: { answer: true, items: [{ offence: { code: 'SP30' } }] },
      },
    };
    expect(problemOf(drivers, { answer: true, items: [driver] })).toBeNull();
    expect(problemOf(drivers, { answer: true, items: [{ ...driver, salary: 1 }] })?.field).toBe(
      'items.0.salary',
    );
    expect(
      problemOf(drivers, { answer: true, items: [{ ...driver, licence: { type: 'F', x: 1 } }] })
        ?.field,
    ).toBe('items.0.licence.x');
    const conviction = { answer: true, items: [{ offence: { code: 'SP30', fine: 100 } }] };
    expect(
      problemOf(drivers, { answer: true, items: [{ licence: { convictions: conviction } }] })
        ?.field,
    ).toBe('items.0.licence.convictions.items.0.offence.fine');
    expect(
      problemOf(drivers, {
        answer: true,
        items: [{ profileCode: 'p'.repeat(CODE_MAX_LENGTH + 1) }],
      })?.error.key,
    ).toBe('validation.shape.tooLong');
    expect(problemOf(drivers, { answer: 'yes' })?.field).toBe('answer');
    expect(problemOf(drivers, { answer: true, items: [], more: 1 })?.field).toBe('more');
    const many = Array.from({ length: LIST_MAX_ITEMS + 1 }, () => ({}));
    expect(problemOf(drivers, { answer: true, items: many })?.error.key).toBe(
      'validation.shape.tooMany',
    );
  });

  it("holds a boolean list to its items' answers, true or false", () => {
    expect(problemOf(declarations, { bankrupt: false })).toBeNull();
    expect(problemOf(declarations, { bankrupt: false, other: true })?.field).toBe('other');
    expect(problemOf(declarations, { bankrupt: 'no' })?.field).toBe('bankrupt');
  });

  it('bounds a checkbox list', () => {
    const list: InputDefinition = { name: 'c', type: 'checkboxList' };
    expect(problemOf(list, ['EMAIL', 'SMS'])).toBeNull();
    expect(
      problemOf(
        list,
        Array.from({ length: LIST_MAX_ITEMS + 1 }, () => 'x'),
      )?.error.key,
    ).toBe('validation.shape.tooMany');
    expect(problemOf(list, [{ x: 1 }])?.field).toBe('0');
  });
});

describe('validate with the shapes', () => {
  const form: FormDefinition = {
    id: 'contact',
    inputs: [address, { name: 'policyholder.phone', type: 'phoneNumber' }],
  };

  it("names the exact field of an answer that breaks its type's shape", () => {
    expect(
      validate(form, {
        policyholder: { address: { line1: '1 High St', junk: 'x'.repeat(240_000) } },
      }),
    ).toEqual({
      'policyholder.address.junk': {
        key: 'validation.shape.unknownField',
        params: { field: 'junk' },
      },
    });
  });

  it("puts a rule's message before the shape's on the answer itself", () => {
    expect(validate(form, { policyholder: { address: {} } })).toEqual({
      'policyholder.address': { key: 'validation.required' },
    });
  });
});
