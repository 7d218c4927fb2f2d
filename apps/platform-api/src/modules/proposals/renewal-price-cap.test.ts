import type { RatingResult } from '../rating';
import { capRenewalAtNewBusiness } from './renewal-price-cap';

/** A quoted result whose monthly payment is `monthly` pence and year `annual` pence. */
function priced(monthly: number, annual: number): RatingResult {
  return {
    ratingStatus: 'QUOTE',
    referralReasons: [],
    tablesVersion: 'test',
    annualPremiumPence: annual,
    iptPence: Math.round(annual * (12 / 112)),
    termDays: null,
    excess: [],
    promotion: null,
    priceFactors: [],
    availablePaymentSchedules: [
      {
        type: 'MONTHLY',
        active: true,
        priceOptions: [],
        totals: { gross: monthly, discount: 0, discounted: monthly },
        iptPence: { gross: 0, discount: 0, discounted: 0 },
        instalmentsPence: Array(12).fill(monthly),
        discountedInstalmentsPence: Array(12).fill(monthly),
      },
    ],
  };
}

const referral: RatingResult = {
  ...priced(0, 0),
  ratingStatus: 'REFERRAL',
  annualPremiumPence: null,
  availablePaymentSchedules: [],
};

describe('capRenewalAtNewBusiness (ICOBS 6B)', () => {
  it('offers a renewal at or under new business at its own price, recording both figures', () => {
    const renewal = priced(5000, 60000);
    const result = capRenewalAtNewBusiness(renewal, priced(5100, 61200));
    expect(result.availablePaymentSchedules).toBe(renewal.availablePaymentSchedules);
    expect(result.renewalPriceCheck).toEqual({
      schedules: [{ type: 'MONTHLY', renewalPence: 5000, newBusinessPence: 5100 }],
      annual: { renewalPence: 60000, newBusinessPence: 61200 },
      capped: false,
    });
    expect(capRenewalAtNewBusiness(renewal, priced(5000, 60000)).renewalPriceCheck?.capped).toBe(
      false,
    );
  });

  it('never offers a renewal above new business: it is capped at the new-business rating', () => {
    const newBusiness = priced(4900, 58800);
    const result = capRenewalAtNewBusiness(priced(5000, 60000), newBusiness);
    expect(result.availablePaymentSchedules).toBe(newBusiness.availablePaymentSchedules);
    expect(result.annualPremiumPence).toBe(58800);
    expect(result.renewalPriceCheck).toEqual({
      schedules: [{ type: 'MONTHLY', renewalPence: 5000, newBusinessPence: 4900 }],
      annual: { renewalPence: 60000, newBusinessPence: 58800 },
      capped: true,
    });
  });

  it('caps when only the year is dearer (a penny of rounding on the instalments)', () => {
    const result = capRenewalAtNewBusiness(priced(5000, 60001), priced(5000, 60000));
    expect(result.annualPremiumPence).toBe(60000);
    expect(result.renewalPriceCheck?.capped).toBe(true);
  });

  it('leaves a referral without a check: there is no price to compare', () => {
    expect(capRenewalAtNewBusiness(referral, priced(5000, 60000)).renewalPriceCheck).toBeNull();
    const renewal = priced(5000, 60000);
    expect(capRenewalAtNewBusiness(renewal, referral)).toEqual({
      ...renewal,
      renewalPriceCheck: null,
    });
  });
});
