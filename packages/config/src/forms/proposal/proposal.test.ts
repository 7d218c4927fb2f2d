import { validate } from '@brand/forms';
import { renewalOptOutForm } from './renewal-opt-out';
import { retrieveForm } from './retrieve';
import { SUMMARY_TERMS, summaryTermsForm } from './summary-terms';
import { vehicleRegistrationForm } from './vehicle-registration';

const context = { now: '2025-06-15T12:00:00Z' };

describe('proposal forms', () => {
  it('retrieve a quote by reference, date of birth and a valid postcode', () => {
    const values = { externalReference: 'Q-123', dateOfBirth: '1985-03-27', postcode: 'sw1a 1aa' };
    expect(validate(retrieveForm, values, context)).toEqual({});
    expect(
      validate(retrieveForm, { ...values, postcode: '12345' }, context).postcode,
    ).toBeDefined();
    expect(Object.keys(validate(retrieveForm, {}, context))).toHaveLength(3);
  });

  it('need every summary term ticked', () => {
    expect(validate(summaryTermsForm, { termsAccepted: [...SUMMARY_TERMS] }, context)).toEqual({});
    expect(
      validate(summaryTermsForm, { termsAccepted: SUMMARY_TERMS.slice(1) }, context).termsAccepted,
    ).toBeDefined();
  });

  it('need an opt-out reason', () => {
    expect(validate(renewalOptOutForm, {}, context).reason?.key).toBe('validation.required');
    expect(validate(renewalOptOutForm, { reason: 'Service' }, context)).toEqual({});
  });

  it('need a UK registration not starting with Q', () => {
    expect(validate(vehicleRegistrationForm, { vehicle: { vrn: 'AB12 CDE' } }, context)).toEqual(
      {},
    );
    expect(
      validate(vehicleRegistrationForm, { vehicle: { vrn: 'Q123 ABC' } }, context)['vehicle.vrn'],
    ).toBeDefined();
  });

  it('refuse a current-style registration with one or three digits, and accept the older formats', () => {
    const error = (vrn: string) =>
      validate(vehicleRegistrationForm, { vehicle: { vrn } }, context)['vehicle.vrn'];
    for (const vrn of ['AB1CDE', 'AB1 CDE', 'AB123CDE', 'AB123 CDE']) {
      expect(error(vrn)?.key).toBe('validation.vehicleRegistration.invalidFormat');
    }
    for (const vrn of ['A123 BCD', 'ABC 123D', 'ABC 1234', '1234 AB'])
      expect(error(vrn)).toBeUndefined();
  });
});
