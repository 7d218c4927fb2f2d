import { ConfigurationError } from '@brand/domain';
import { checkFormDefinition, formTranslationKeys } from './config-check';
import type { FormDefinition, InputDefinition } from './definition';

const formOf = (...inputs: unknown[]) => ({ id: 'test-form', inputs }) as unknown as FormDefinition;
const text = (name: string, extra: Partial<InputDefinition> = {}) => ({
  name,
  type: 'text',
  ...extra,
});

function problem(form: FormDefinition): string {
  try {
    checkFormDefinition(form);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('checkFormDefinition', () => {
  it('accepts a sound form', () => {
    const form = formOf(
      text('employment'),
      text('vehicle.vrn', {
        conditional: {
          kind: 'every',
          conditions: [
            { kind: 'value', input: 'employment', values: ['FT'] },
            { kind: 'feature', toggle: 'multiQuote' },
          ],
        },
        readOnly: { kind: 'not', condition: { kind: 'admin' } },
        validation: { required: true, regExp: { pattern: '^[A-Z]+$', flags: 'i' } },
      }),
      {
        name: 'dob',
        type: 'date',
        validation: { afterOrEqual: { years: -125 }, sameAs: { contextValue: 'x' } },
      },
      {
        name: 'ncd',
        type: 'radio',
        validation: { ncdConsistentWithAge: { dateOfBirthField: 'dob' } },
      },
      {
        name: 'claims',
        type: 'questionLoop',
        meta: {
          inputs: [{ name: 'date', type: 'date', validation: { afterOrEqual: { field: 'dob' } } }],
        },
      },
    );
    expect(() => checkFormDefinition(form)).not.toThrow();
  });

  it('names an unknown input type', () => {
    expect(problem(formOf({ name: 'speed', type: 'slider' }))).toBe(
      'Form "test-form" input "speed": unknown input type "slider"',
    );
  });

  it('names an unknown rule', () => {
    expect(problem(formOf(text('a', { validation: { shout: true } as never })))).toContain(
      'unknown validation rule "shout"',
    );
  });

  it('names a rule the input type does not take', () => {
    expect(problem(formOf(text('a', { validation: { email: true } })))).toContain(
      'rule "email" is not taken by input type "text"',
    );
  });

  it('names an unknown condition kind, also nested and on options', () => {
    expect(problem(formOf(text('a', { conditional: { kind: 'weather' } as never })))).toContain(
      'unknown condition kind "weather"',
    );
    expect(
      problem(
        formOf(text('a', { readOnly: { kind: 'not', condition: { kind: 'moon' } } as never })),
      ),
    ).toContain('"moon"');
    const option = {
      value: 1,
      label: 'l',
      conditional: { kind: 'some', conditions: [{ kind: 'tide' }] },
    };
    expect(problem(formOf({ name: 'r', type: 'radio', options: [option] }))).toContain('"tide"');
  });

  it('names an unknown feature toggle', () => {
    expect(
      problem(formOf(text('a', { conditional: { kind: 'feature', toggle: 'darkMode' } as never }))),
    ).toContain('unknown feature toggle "darkMode"');
  });

  it('names a duplicate input name', () => {
    expect(problem(formOf(text('a'), text('a')))).toBe(
      'Form "test-form" input "a": duplicate input name',
    );
  });

  it('names a declared read that is not a hidden input of the form', () => {
    const carried = { name: 'policyholder.dateOfBirth', type: 'hidden', hidden: true };
    const reading = (reads: string[]) => ({ ...formOf(text('a'), carried), reads });
    expect(() => checkFormDefinition(reading(['policyholder.dateOfBirth']))).not.toThrow();
    expect(problem(reading(['startDate']))).toBe(
      'Form "test-form" reads "startDate": not a hidden input of the form',
    );
    expect(problem(reading(['a']))).toContain('reads "a": not a hidden input');
  });

  it('names an invalid input name', () => {
    expect(problem(formOf(text('a..b')))).toContain('input "a..b": not a valid input name');
  });

  it('names a condition referring to an unknown input', () => {
    expect(
      problem(formOf(text('a', { conditional: { kind: 'value', input: 'b', defined: true } }))),
    ).toContain('condition refers to unknown input "b"');
  });

  it('accepts a condition on a field inside an input', () => {
    const form = formOf(
      { name: 'vehicle', type: 'vehicleTabs' },
      text('a', { conditional: { kind: 'value', input: 'vehicle.vrn' } }),
    );
    expect(() => checkFormDefinition(form)).not.toThrow();
  });

  it('names a cross-field rule referring to an unknown input', () => {
    expect(
      problem(
        formOf({ name: 'd', type: 'date', validation: { afterOrEqual: { field: 'start' } } }),
      ),
    ).toContain('rule "afterOrEqual" refers to unknown input "start"');
  });

  it('names a pattern that does not compile', () => {
    expect(problem(formOf(text('a', { validation: { regExp: { pattern: '(' } } })))).toContain(
      'pattern /(/ is not a valid',
    );
    expect(
      problem(formOf({ name: 'p', type: 'phoneNumber', validation: { phone: { pattern: '[' } } })),
    ).toContain('rule "phone"');
  });

  it('recurses into question-loop items, whose references may name the item or the form', () => {
    const loop = (inputs: unknown[]) =>
      formOf(text('top'), { name: 'loop', type: 'questionLoop', meta: { inputs } });
    expect(() => loop([text('x', { conditional: { kind: 'value', input: 'top' } })])).not.toThrow();
    expect(problem(loop([{ name: 'x', type: 'gadget' }]))).toBe(
      'Form "test-form" input "loop", item input "x": unknown input type "gadget"',
    );
    expect(problem(loop([text('x'), text('x')]))).toContain('item input "x": duplicate input name');
    expect(problem(loop([text('x', { conditional: { kind: 'value', input: 'y' } })]))).toContain(
      'unknown input "y"',
    );
  });

  it('needs a question loop to have item inputs', () => {
    expect(problem(formOf({ name: 'loop', type: 'questionLoop' }))).toContain(
      'needs its item inputs',
    );
  });
});

describe('formTranslationKeys', () => {
  it('lists every key the form uses, once each', () => {
    const form = {
      id: 'keys',
      title: 'form.title',
      submitLabel: 'form.submit',
      inputs: [
        {
          name: 'a',
          type: 'radio',
          label: 'a.label',
          hint: 'a.hint',
          help: 'a.help',
          options: [
            { value: 1, label: 'a.one', hint: 'a.one.hint' },
            { value: 2, label: 'a.two' },
          ],
          validation: { required: true, oneOf: { values: [1], message: 'a.oneOf' } },
        },
        {
          name: 'b',
          type: 'booleanList',
          label: 'a.label',
          meta: { items: [{ value: 'x', label: 'b.x' }] },
          validation: { required: false },
        },
        {
          name: 'c',
          type: 'questionLoop',
          label: 'c.label',
          meta: {
            inputs: [{ name: 'd', type: 'email', label: 'd.label', validation: { email: true } }],
          },
        },
        { name: 'e', type: 'text', validation: { unknown: true } },
      ],
    } as unknown as FormDefinition;
    expect(formTranslationKeys(form)).toEqual([
      'form.title',
      'form.submit',
      'a.label',
      'a.hint',
      'a.help',
      'a.one',
      'a.one.hint',
      'a.two',
      'validation.required',
      'a.oneOf',
      'b.x',
      'c.label',
      'd.label',
      'validation.email.invalid',
      'validation.email.tooLong',
      'validation.email.blacklisted',
    ]);
  });
});
