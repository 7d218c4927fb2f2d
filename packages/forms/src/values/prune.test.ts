import type { FormDefinition } from '../definition';
import { pruneHiddenValues } from './prune';

const form: FormDefinition = {
  id: 'prune',
  inputs: [
    { name: 'hasCar', type: 'boolean' },
    {
      name: 'car.make',
      type: 'text',
      conditional: { kind: 'value', input: 'hasCar', values: [true] },
    },
    {
      name: 'car.colour',
      type: 'text',
      conditional: { kind: 'value', input: 'car.make', defined: true },
    },
    {
      name: 'note',
      type: 'text',
      preserve: true,
      conditional: { kind: 'value', input: 'hasCar', values: [true] },
    },
    { name: 'source', type: 'hidden', hidden: true },
    {
      name: 'claims',
      type: 'questionLoop',
      meta: {
        inputs: [
          { name: 'kind', type: 'text' },
          {
            name: 'detail',
            type: 'text',
            conditional: { kind: 'value', input: 'kind', values: ['Other'] },
          },
          {
            name: 'carMake',
            type: 'text',
            conditional: { kind: 'value', input: 'hasCar', values: [true] },
          },
        ],
      },
    },
  ],
};

describe('pruneHiddenValues', () => {
  it('keeps the answers of visible inputs', () => {
    const values = { hasCar: true, car: { make: 'MINI', colour: 'red' }, note: 'n' };
    expect(pruneHiddenValues(form, values)).toEqual(values);
  });

  it('drops an answer hidden by its condition, and answers that only showed because of it', () => {
    const values = { hasCar: false, car: { make: 'MINI', colour: 'red' } };
    expect(pruneHiddenValues(form, values)).toEqual({ hasCar: false });
  });

  it('keeps an answer with preserve, and the answers of platform-set hidden inputs', () => {
    expect(pruneHiddenValues(form, { hasCar: false, note: 'n', source: 'web' })).toEqual({
      hasCar: false,
      note: 'n',
      source: 'web',
    });
  });

  it('prunes inside loop items, whose conditions see the item and the form', () => {
    const values = {
      hasCar: false,
      claims: {
        answer: true,
        items: [
          { kind: 'Theft', detail: 'x', carMake: 'MINI' },
          { kind: 'Other', detail: 'y' },
          'junk',
        ],
      },
    };
    expect(pruneHiddenValues(form, values)).toEqual({
      hasCar: false,
      claims: { answer: true, items: [{ kind: 'Theft' }, { kind: 'Other', detail: 'y' }, 'junk'] },
    });
  });

  it('leaves the values given unchanged, and returns them when nothing is hidden', () => {
    const values = { hasCar: false, car: { make: 'MINI' } };
    pruneHiddenValues(form, values);
    expect(values).toEqual({ hasCar: false, car: { make: 'MINI' } });
    const clean = { hasCar: true, claims: { answer: false } };
    expect(pruneHiddenValues(form, clean)).toBe(clean);
  });

  it('reads non-object values as no answers', () => {
    expect(pruneHiddenValues(form, 'junk' as never)).toEqual({});
  });
});
