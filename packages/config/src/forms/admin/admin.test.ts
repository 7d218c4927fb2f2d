import { type FormDefinition, validate, visibleInputs } from '@brand/forms';
import { effectiveDateForm } from './effective-date';
import { paymentTokenInput } from './payment-token';
import { phonePaymentForm } from './phone-payment';
import { settlePaymentForm } from './settle';

const context = { now: '2025-06-15T12:00:00Z', values: { policyholderDateOfBirth: '1985-03-27' } };

describe('admin settle', () => {
  const settle = { token: 'tok_1NvQ2a', postalCode: 'SW1A 1AA', dateOfBirth: '1985-03-27' };

  it('accepts a token, a postcode and the policyholder’s date of birth', () => {
    expect(validate(settlePaymentForm, settle, context)).toEqual({});
  });

  it('refuses another date of birth, a bad token and a bad postcode', () => {
    const errors = validate(
      settlePaymentForm,
      { token: 'card_1', postalCode: 'NOPE', dateOfBirth: '1985-03-28' },
      context,
    );
    expect(Object.keys(errors).sort()).toEqual(['dateOfBirth', 'postalCode', 'token']);
  });
});

describe('admin phone payment', () => {
  it('accepts a tok_ token and refuses a missing or other one', () => {
    expect(validate(phonePaymentForm, { token: 'tok_visa' }, context)).toEqual({});
    expect(validate(phonePaymentForm, { token: 'card_1' }, context).token).toBeDefined();
    expect(validate(phonePaymentForm, {}, context).token).toBeDefined();
  });

  it('asks for the token exactly as the settle form does', () => {
    const tokenOf = (form: FormDefinition) => form.inputs.find((input) => input.name === 'token');
    expect(tokenOf(phonePaymentForm)).toBe(paymentTokenInput);
    expect(tokenOf(settlePaymentForm)).toBe(paymentTokenInput);
  });
});

describe('admin effective date', () => {
  it('asks for a date only for other-date', () => {
    const names = (choice: string) =>
      visibleInputs(effectiveDateForm, { choice }, context).map((input) => input.name);
    expect(names('immediately')).toEqual(['choice']);
    expect(names('other-date')).toEqual(['choice', 'otherDate']);
  });

  it('takes an other date from inception to 29 days ahead', () => {
    const errors = (otherDate: string) =>
      validate(
        effectiveDateForm,
        { inceptionDate: '2025-06-01', choice: 'other-date', otherDate },
        context,
      );
    expect(errors('2025-06-01')).toEqual({});
    expect(errors('2025-05-31').otherDate).toBeDefined();
    expect(errors('2025-07-14')).toEqual({});
    expect(errors('2025-07-15').otherDate).toBeDefined();
  });
});
