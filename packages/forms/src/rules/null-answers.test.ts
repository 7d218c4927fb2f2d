import type { FormDefinition } from '../definition';
import { validate } from '../validate';

const form: FormDefinition = {
  id: 'nulls',
  inputs: [
    { name: 'reason', type: 'radio', validation: { required: true } },
    { name: 'policyholder.email', type: 'email', validation: { required: true } },
    {
      name: 'drivers',
      type: 'questionLoop',
      validation: { required: true },
      meta: { inputs: [{ name: 'name', type: 'name', validation: { required: true } }] },
    },
  ],
};

describe('answers sent as null', () => {
  it('are missing answers, not passes (yup refuses null without naming a rule)', () => {
    expect(validate(form, { reason: null, policyholder: null, drivers: null })).toEqual({
      reason: { key: 'validation.required' },
      'policyholder.email': { key: 'validation.required' },
      drivers: { key: 'validation.required' },
    });
  });

  it('inside a question-loop item are missing too', () => {
    const errors = validate(form, {
      reason: 'Price',
      policyholder: { email: 'a@example.com' },
      drivers: { answer: true, items: [{ name: null }] },
    });
    expect(errors).toEqual({ 'drivers.items.0.name': { key: 'validation.required' } });
  });
});
