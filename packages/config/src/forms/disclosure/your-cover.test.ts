import { validate, visibleInputs } from '@brand/forms';
import { yourCoverForm } from './your-cover';

const context = { now: '2025-06-15T12:00:00Z' };

const cover = {
  usage: 'SocialDomesticPleasure',
  annualMileage: 8000,
  overnightLocation: 'Driveway',
  legalOwner: 'PolicyHolder',
  registeredKeeper: 'PolicyHolder',
  modifications: false,
  trackerFitted: false,
  purchaseType: 'New',
  noClaimsDiscount: 3,
  noClaimsDiscountType: 'Private',
  usageStartYearMonth: { year: 2025, month: 6 },
};

// A policyholder aged 20 on the pinned day, and cover starting later this month.
function errorsWith(changes: Record<string, unknown>) {
  return validate(
    yourCoverForm,
    {
      vehicle: { ...cover, ...changes },
      policyholder: { dateOfBirth: '2005-06-15' },
      startDate: '2025-06-20',
    },
    context,
  );
}

describe('your cover', () => {
  it('accepts a complete set of answers', () => {
    expect(errorsWith({})).toEqual({});
  });

  it('takes an annual mileage from 1 to 999,999', () => {
    expect(errorsWith({ annualMileage: 0 })['vehicle.annualMileage']).toBeDefined();
    expect(errorsWith({ annualMileage: 1 })).toEqual({});
    expect(errorsWith({ annualMileage: 999_999 })).toEqual({});
    expect(errorsWith({ annualMileage: 1_000_000 })['vehicle.annualMileage']).toBeDefined();
  });

  it('asks the NCD type for 1 to 9 years only', () => {
    const asked = (noClaimsDiscount: number) =>
      visibleInputs(yourCoverForm, { vehicle: { ...cover, noClaimsDiscount } }, context).some(
        (input) => input.name === 'vehicle.noClaimsDiscountType',
      );
    expect(asked(0)).toBe(false);
    expect(asked(1)).toBe(true);
    expect(asked(9)).toBe(true);
  });

  it('refuses an NCD the policyholder is too young to have earned', () => {
    expect(errorsWith({ noClaimsDiscount: 4 })).toEqual({});
    expect(errorsWith({ noClaimsDiscount: 5 })['vehicle.noClaimsDiscount']).toBeDefined();
  });

  it('takes a usage start from 1939', () => {
    expect(errorsWith({ usageStartYearMonth: { year: 1939, month: 1 } })).toEqual({});
    expect(
      errorsWith({ usageStartYearMonth: { year: 1938, month: 12 } })['vehicle.usageStartYearMonth'],
    ).toBeDefined();
  });

  it('refuses a usage start after the cover start month', () => {
    expect(
      errorsWith({ usageStartYearMonth: { year: 2025, month: 7 } })['vehicle.usageStartYearMonth'],
    ).toBeDefined();
  });
});
