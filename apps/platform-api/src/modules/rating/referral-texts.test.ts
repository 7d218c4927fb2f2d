import { PROMOTION_ELIGIBILITY, translateKey } from '@brand/config';
import {
  MAX_NON_FAULT_CLAIMS,
  MAX_VEHICLE_VALUE_POUNDS,
  MIN_DRIVER_AGE,
  YOUNG_DRIVER_MAX_INSURANCE_GROUP,
} from './rating-tables';
import { PROMOTION_INELIGIBLE_REASONS, REFERRAL_REASONS } from './referral-reasons';
import { MAX_CONVICTIONS, MAX_FAULT_CLAIMS, REFERRAL_RULES } from './referral-rules';

const text = (key: string) => translateKey(key) ?? '';

describe('the texts of the rating outcomes', () => {
  it('give every referral reason the engine can return an en-GB text', () => {
    expect(REFERRAL_REASONS.length).toBeGreaterThan(REFERRAL_RULES.length);
    expect(REFERRAL_REASONS.filter((key) => !translateKey(key))).toEqual([]);
  });

  it('give every promotion ineligibility reason an en-GB text', () => {
    expect(PROMOTION_INELIGIBLE_REASONS.filter((key) => !translateKey(key))).toEqual([]);
  });

  it('say the insurance-group outcome in the spec’s words', () => {
    expect(text('rating.referral.noInsuranceGroup')).toBe(
      'We couldn’t determine the insurance group for your vehicle. Please get in touch via chat so we can fix this.',
    );
  });

  it('quote the limits the rules refer at', () => {
    expect(text('rating.referral.driverTooYoung')).toContain(`under ${MIN_DRIVER_AGE}`);
    expect(text('rating.referral.tooManyFaultClaims')).toContain(`more than ${MAX_FAULT_CLAIMS}`);
    expect(text('rating.referral.tooManyConvictions')).toContain(`more than ${MAX_CONVICTIONS}`);
    expect(text('rating.referral.tooManyNonFaultClaims')).toContain(
      `more than ${MAX_NON_FAULT_CLAIMS}`,
    );
    expect(text('rating.referral.vehicleValueTooHigh')).toContain(
      `£${MAX_VEHICLE_VALUE_POUNDS.toLocaleString('en-GB')}`,
    );
    expect(text('rating.referral.youngDriverHighInsuranceGroup')).toContain(
      `group ${YOUNG_DRIVER_MAX_INSURANCE_GROUP + 1} or higher`,
    );
    const { minAge, maxAge, highPowerMinAge } = PROMOTION_ELIGIBILITY;
    expect(text('rating.promotion.ineligible.age')).toContain(`${minAge} to ${maxAge}`);
    expect(text('rating.promotion.ineligible.highPowerAge')).toContain(
      `${highPowerMinAge} to ${maxAge}`,
    );
  });
});
