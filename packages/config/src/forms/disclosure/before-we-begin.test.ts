import { validate, visibleInputs } from '@brand/forms';
import { DRIVEAWAY_SCHEME_CODE, FLEX_SCHEME_CODE } from '../../schemes';
import { beforeWeBeginForm } from './before-we-begin';
import { contactDetailsForm } from './contact-details';

const retailerExists = (number: string) => number === '12345';
const flex = { schemeCode: FLEX_SCHEME_CODE, retailerExists };
const driveaway = { schemeCode: DRIVEAWAY_SCHEME_CODE, retailerExists };

describe('before we begin', () => {
  it('asks the retailer number on drive-away only', () => {
    const names = (context: object) =>
      visibleInputs(beforeWeBeginForm, {}, context).map((i) => i.name);
    expect(names(flex)).toEqual(['eligibilityConfirmed']);
    expect(names(driveaway)).toEqual(['eligibilityConfirmed', 'retailer']);
  });

  it('needs the eligibility confirmed', () => {
    expect(validate(beforeWeBeginForm, { eligibilityConfirmed: true }, flex)).toEqual({});
    expect(
      validate(beforeWeBeginForm, { eligibilityConfirmed: false }, flex).eligibilityConfirmed,
    ).toBeDefined();
  });

  it('needs a retailer number that is in the retailer table on drive-away', () => {
    const errors = (retailer: string) =>
      validate(beforeWeBeginForm, { eligibilityConfirmed: true, retailer }, driveaway);
    expect(errors('12345')).toEqual({});
    expect(errors('54321').retailer).toBeDefined();
    expect(errors('1234').retailer).toBeDefined();
  });
});

describe('contact details', () => {
  const values = {
    policyholder: { email: 'jane@example.com', phone: '+447700900123', marketingPreferences: [] },
  };

  it('are asked of visitors who are not signed in only', () => {
    expect(visibleInputs(contactDetailsForm, {}, { isAnonymous: false })).toEqual([]);
    expect(visibleInputs(contactDetailsForm, {}, { isAnonymous: true })).toHaveLength(3);
  });

  it('need an email and a UK phone number, marketing being optional', () => {
    expect(validate(contactDetailsForm, values, { isAnonymous: true })).toEqual({});
    const bad = { policyholder: { email: 'jane@', phone: '12345' } };
    expect(Object.keys(validate(contactDetailsForm, bad, { isAnonymous: true }))).toEqual([
      'policyholder.email',
      'policyholder.phone',
    ]);
  });

  it('tick every marketing channel until the visitor unticks one', () => {
    const marketing = contactDetailsForm.inputs.find((input) => input.type === 'checkboxList');
    expect(marketing?.meta?.defaultValue).toEqual(['email', 'phone', 'sms']);
  });
});
