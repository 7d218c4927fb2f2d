import type { FormDefinition, InputDefinition } from '../definition';
import {
  isInputReadOnly,
  isInputVisible,
  itemScope,
  settleValues,
  visibleInputs,
  visibleItemInputs,
} from './visibility';

const text = (name: string, extra: Partial<InputDefinition> = {}): InputDefinition =>
  // A text input unless `extra` names another type: tsc cannot pick that union member here.
  ({ name, type: 'text', ...extra }) as InputDefinition;

describe('isInputVisible', () => {
  it('shows an input without a condition and hides one marked hidden', () => {
    expect(isInputVisible(text('a'), {})).toBe(true);
    expect(isInputVisible(text('a', { hidden: true }), {})).toBe(false);
    expect(isInputVisible(text('a', { hidden: false }), {})).toBe(true);
  });

  it('follows the condition', () => {
    const input = text('b', { conditional: { kind: 'value', input: 'a', values: ['yes'] } });
    expect(isInputVisible(input, { a: 'yes' })).toBe(true);
    expect(isInputVisible(input, { a: 'no' })).toBe(false);
  });

  it('keeps hidden inputs hidden whatever their condition', () => {
    expect(
      isInputVisible(
        text('a', { hidden: true, conditional: { kind: 'anonymous' } }),
        {},
        { isAnonymous: true },
      ),
    ).toBe(false);
  });
});

describe('isInputReadOnly', () => {
  it('is read-only with true, not with false or nothing', () => {
    expect(isInputReadOnly(text('a', { readOnly: true }), {})).toBe(true);
    expect(isInputReadOnly(text('a', { readOnly: false }), {})).toBe(false);
    expect(isInputReadOnly(text('a'), {})).toBe(false);
  });

  it('follows a read-only condition (the admin may edit what the customer may not)', () => {
    const input = text('dateOfBirth', { readOnly: { kind: 'not', condition: { kind: 'admin' } } });
    expect(isInputReadOnly(input, {}, { isAdmin: false })).toBe(true);
    expect(isInputReadOnly(input, {}, { isAdmin: true })).toBe(false);
  });
});

const form: FormDefinition = {
  id: 'visibility',
  inputs: [
    { name: 'employment', type: 'radio' },
    text('occupation', { conditional: { kind: 'value', input: 'employment', values: ['FT'] } }),
    text('occupationNote', { conditional: { kind: 'value', input: 'occupation', defined: true } }),
    text('source', { hidden: true }),
  ],
};

describe('visibleInputs', () => {
  it('lists the inputs shown, in form order', () => {
    const names = visibleInputs(form, { employment: 'FT', occupation: 'Chef' }).map((i) => i.name);
    expect(names).toEqual(['employment', 'occupation', 'occupationNote']);
  });

  it('hides an input whose condition only held through a hidden answer', () => {
    const names = visibleInputs(form, { employment: 'RE', occupation: 'Chef' }).map((i) => i.name);
    expect(names).toEqual(['employment']);
  });

  it('reads non-object values as no answers', () => {
    expect(visibleInputs(form, null as never).map((i) => i.name)).toEqual(['employment']);
  });
});

describe('settleValues', () => {
  it('removes answers hidden by their condition until nothing changes', () => {
    expect(
      settleValues(form.inputs, { employment: 'RE', occupation: 'Chef', occupationNote: 'x' }, {}),
    ).toEqual({
      employment: 'RE',
    });
  });
});

describe('question-loop items', () => {
  const loop: InputDefinition = {
    name: 'claims',
    type: 'questionLoop',
    meta: {
      inputs: [
        { name: 'kind', type: 'radio' },
        text('detail', { conditional: { kind: 'value', input: 'kind', values: ['Other'] } }),
        text('policyRef', { conditional: { kind: 'value', input: 'employment', values: ['FT'] } }),
      ],
    },
  };

  it('see the item first, then the form', () => {
    const names = (item: unknown, values = {}) =>
      visibleItemInputs(loop, item, values).map((i) => i.name);
    expect(names({ kind: 'Other' })).toEqual(['kind', 'detail']);
    expect(names({ kind: 'Theft' }, { employment: 'FT', kind: 'Other' })).toEqual([
      'kind',
      'policyRef',
    ]);
    expect(names('junk', null as never)).toEqual(['kind']);
  });

  it('give no inputs for a loop without item inputs', () => {
    expect(visibleItemInputs({ name: 'x', type: 'questionLoop' }, {}, {})).toEqual([]);
  });

  it('itemScope lays the item over the form values', () => {
    expect(itemScope({ a: 1, b: 1 }, { b: 2 })).toEqual({ a: 1, b: 2 });
    expect(itemScope({ a: 1 }, 'junk')).toEqual({ a: 1 });
  });
});
