import { validate, visibleInputs } from '@brand/forms';
import { CONVICTION_ITEM_INPUTS } from '../inputs/history-inputs';
import { drivingLicenceForm } from './driving-licence';

const context = { now: '2025-06-15T12:00:00Z' };

const policyholder = {
  dateOfBirth: '1990-05-10',
  drivingLicence: {
    licenceType: 'UKFull',
    validFrom: '2010-01-01',
    convictions: { answer: false, items: [] },
  },
  drivingDeclarations: {
    'dvla-unaware-of-medical-condition': false,
    'advised-by-doctor-not-to-drive': false,
    'banned-or-disqualified': false,
  },
  useOfOtherCar: 'NoAccessToOtherCars',
};

function errorsWith(validFrom: string) {
  return validate(
    drivingLicenceForm,
    {
      policyholder: {
        ...policyholder,
        drivingLicence: { ...policyholder.drivingLicence, validFrom },
      },
    },
    context,
  );
}

describe('driving licence', () => {
  it('accepts a complete set of answers', () => {
    expect(errorsWith('2010-01-01')).toEqual({});
  });

  it('takes a licence from the 16th birthday, not the day before', () => {
    expect(errorsWith('2006-05-10')).toEqual({});
    expect(errorsWith('2006-05-09')['policyholder.drivingLicence.validFrom']).toBeDefined();
  });

  it('refuses a licence date in the future', () => {
    expect(errorsWith('2025-06-15')).toEqual({});
    expect(errorsWith('2025-06-16')['policyholder.drivingLicence.validFrom']?.key).toBe(
      'validation.date.future',
    );
  });

  it('asks the kind of access only with access to other cars', () => {
    const asked = (useOfOtherCar: string) =>
      visibleInputs(
        drivingLicenceForm,
        { policyholder: { ...policyholder, useOfOtherCar } },
        context,
      ).some((input) => input.name === 'policyholder.otherCarAccessType');
    expect(asked('NoAccessToOtherCars')).toBe(false);
    expect(asked('AccessToOtherCars')).toBe(true);
  });

  it('takes convictions of the last 5 years only', () => {
    const conviction = { id: 'c', inputs: CONVICTION_ITEM_INPUTS };
    const offence = { code: 'SP30', name: 'Exceeding statutory speed limit on a public road' };
    expect(validate(conviction, { offence, convictionDate: '2020-06-15' }, context)).toEqual({});
    expect(
      validate(conviction, { offence, convictionDate: '2020-06-14' }, context).convictionDate,
    ).toBeDefined();
    expect(validate(conviction, { convictionDate: '2024-01-01' }, context).offence).toBeDefined();
  });
});
