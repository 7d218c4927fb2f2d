import * as contact from './index';

describe('contact barrel', () => {
  it('gives every export a value', () => {
    const missing = Object.entries(contact).filter(([, value]) => value === undefined);
    expect(missing).toEqual([]);
  });

  it('exports every rule of the folder', () => {
    expect(Object.keys(contact).sort()).toEqual(
      [
        'checkEmail',
        'checkEmailWith',
        'checkNamePart',
        'EMAIL_LOCAL_PART_MAX_LENGTH',
        'EMAIL_MAX_LENGTH',
        'EMAIL_PATTERN',
        'EMAIL_PROBLEMS',
        'EMAIL_RULE_PROBLEMS',
        'initials',
        'isPaymentTokenExpired',
        'isValidEmail',
        'isValidEmailWith',
        'isValidNamePart',
        'isValidPaymentToken',
        'isValidPersonName',
        'isValidUkPhone',
        'isValidUkPostcode',
        'MISSING_INITIAL',
        'NAME_MAX_LENGTH',
        'NAME_MIN_LENGTH',
        'NAME_PART_PROBLEMS',
        'normaliseEmail',
        'normaliseNamePart',
        'normalisePaymentToken',
        'normalisePersonName',
        'normalisePostcode',
        'normaliseUkPhone',
        'PAYMENT_TOKEN_PATTERN',
        'PAYMENT_TOKEN_VALIDITY_MINUTES',
        'POSTCODE_INWARD_LENGTH',
        'POSTCODE_MAX_LENGTH',
        'POSTCODE_MIN_LENGTH',
        'UK_COUNTRY_CODE',
        'UK_PHONE_PATTERN',
        'UK_POSTCODE_PATTERN',
      ].sort(),
    );
  });
});
