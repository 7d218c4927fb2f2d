import { checkFormDefinition } from '../config-check';
import type { FormDefinition, InputDefinitionOf } from './index';

// The package's typecheck compiles this file: each `@ts-expect-error` fails the build if the
// definition beneath it stops being a type error, so the types keep refusing what the run-time
// check refuses.
describe('the rules an input type takes', () => {
  it('makes a rule the type does not take a type error, and checkFormDefinition refuses it', () => {
    const form: FormDefinition = {
      id: 'test.wrongRule',
      inputs: [
        // @ts-expect-error: an email input takes no maxLength rule
        { name: 'email', type: 'email', validation: { required: true, maxLength: { value: 5 } } },
      ],
    };
    expect(() => checkFormDefinition(form)).toThrow(
      'rule "maxLength" is not taken by input type "email"',
    );
  });

  it('refuses a rule of another type on a typed input too', () => {
    const phone: InputDefinitionOf<'phoneNumber'> = {
      name: 'phone',
      type: 'phoneNumber',
      // @ts-expect-error: a phone number takes the phone rule, not email
      validation: { email: true },
    };
    expect(() => checkFormDefinition({ id: 'test.phone', inputs: [phone] })).toThrow(
      'rule "email" is not taken by input type "phoneNumber"',
    );
  });

  it('accepts required on every type and the rules its catalogue entry lists', () => {
    const form: FormDefinition = {
      id: 'test.rightRules',
      inputs: [
        { name: 'email', type: 'email', validation: { required: true, email: true } },
        { name: 'code', type: 'text', validation: { maxLength: { value: 5 } } },
        {
          name: 'agree',
          type: 'checkbox',
          validation: { required: true, onlyAccept: { value: true } },
        },
      ],
    };
    expect(() => checkFormDefinition(form)).not.toThrow();
  });
});
