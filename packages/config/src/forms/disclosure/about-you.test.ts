import { validate, visibleInputs } from '@brand/forms';
import { aboutYouForm } from './about-you';

const context = { now: '2025-06-15T12:00:00Z' };

const policyholder = {
  name: { firstName: 'Jane', lastName: 'Smith' },
  dateOfBirth: '1985-03-27',
  address: { line1: '1 High Street', city: 'London', postalCode: 'SW1A 1AA' },
  homeOwnership: 'own',
  maritalStatus: 'married',
  employmentStatus: 'FT',
  occupation: { code: 'A01', name: 'Accountant' },
  industry: { code: 'B02', name: 'Banking' },
  declarations: {
    bankrupt: false,
    'unsatisfied-ccjs': false,
    'unspent-criminal-convictions': false,
    'previously-refused-insurance': false,
  },
};

function errorsWith(changes: Record<string, unknown>) {
  return validate(aboutYouForm, { policyholder: { ...policyholder, ...changes } }, context);
}

function visibleNames(changes: Record<string, unknown>) {
  return visibleInputs(
    aboutYouForm,
    { policyholder: { ...policyholder, ...changes } },
    context,
  ).map((input) => input.name);
}

describe('about you', () => {
  it('accepts a complete set of answers', () => {
    expect(errorsWith({})).toEqual({});
  });

  it.each([
    ['town', { line1: '1 High Street', postalCode: 'SW1A 1AA' }],
    ['postcode', { line1: '1 High Street', city: 'London', postalCode: ' ' }],
  ])('needs the home address typed by hand to have its %s', (_, address) => {
    expect(errorsWith({ address })['policyholder.address']?.key).toBe('validation.required');
  });

  it.each(['FT', 'PT', 'SE'])('asks occupation and industry for %s', (employmentStatus) => {
    expect(visibleNames({ employmentStatus })).toEqual(
      expect.arrayContaining(['policyholder.occupation', 'policyholder.industry']),
    );
  });

  it.each(['ED', 'RE', 'NIW'])('does not ask occupation or industry for %s', (employmentStatus) => {
    const names = visibleNames({ employmentStatus });
    expect(names).not.toContain('policyholder.occupation');
    expect(names).not.toContain('policyholder.industry');
  });

  it('asks the not-in-work status only for NIW', () => {
    expect(visibleNames({ employmentStatus: 'NIW' })).toContain('policyholder.notInWorkStatus');
    expect(visibleNames({ employmentStatus: 'RE' })).not.toContain('policyholder.notInWorkStatus');
    expect(errorsWith({ employmentStatus: 'NIW' })['policyholder.notInWorkStatus']).toBeDefined();
    expect(errorsWith({ employmentStatus: 'NIW', notInWorkStatus: 'IM' })).toEqual({});
  });

  it('requires occupation when working', () => {
    expect(errorsWith({ occupation: undefined })['policyholder.occupation']?.key).toBe(
      'validation.required',
    );
  });

  it('accepts a date of birth exactly 125 years ago and refuses the day before', () => {
    expect(errorsWith({ dateOfBirth: '1900-06-15' })).toEqual({});
    expect(errorsWith({ dateOfBirth: '1900-06-14' })['policyholder.dateOfBirth']).toBeDefined();
  });

  it('accepts a date of birth of today and refuses tomorrow as in the future', () => {
    expect(errorsWith({ dateOfBirth: '2025-06-15' })).toEqual({});
    expect(errorsWith({ dateOfBirth: '2025-06-16' })['policyholder.dateOfBirth']?.key).toBe(
      'validation.date.future',
    );
  });

  it('takes name parts of 2 to 30 characters', () => {
    const name = (firstName: string) => errorsWith({ name: { firstName, lastName: 'Smith' } });
    expect(name('A')['policyholder.name']).toBeDefined();
    expect(name('Al')).toEqual({});
    expect(name('A'.repeat(30))).toEqual({});
    expect(name('A'.repeat(31))['policyholder.name']).toBeDefined();
  });

  it('needs every declaration answered', () => {
    const { bankrupt: _answered, ...rest } = policyholder.declarations;
    expect(errorsWith({ declarations: rest })['policyholder.declarations']).toBeDefined();
  });
});
