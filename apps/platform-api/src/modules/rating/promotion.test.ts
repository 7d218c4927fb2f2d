import { ACTIVE_PROMOTIONS, PROMOTION_ELIGIBILITY } from '@brand/config';
import { isHighPowerModel } from './promotion';
import { rateProposal } from './rate';
import { sampleInput } from './rating-samples';
import { PROMOTION_HIGH_POWER_MIN_BHP } from './rating-tables';
import type { RatingDisclosure, RatingResult } from './rating-types';

const PROMO = 'MINIELEC12M2025Q4';
/** The samples' start date, on which ages are judged. */
const START = '2025-06-10';

/** A date of birth making the policyholder `age` on the start date (their birthday that day). */
const bornAged = (age: number) => `${2025 - age}${START.slice(4)}`;

function withPromotion(
  edit: (d: RatingDisclosure) => void = () => {},
  promoCode = PROMO,
  requestedOptionalCovers: string[] = [],
) {
  return rateProposal(sampleInput(edit, { promotion: { promoCode }, requestedOptionalCovers }));
}

const aged =
  (age: number, enginePower = 154) =>
  (d: RatingDisclosure) => {
    Object.assign(d.policyholder ?? {}, { dateOfBirth: bornAged(age) });
    Object.assign(d.vehicle?.specification ?? {}, { enginePower });
  };

const schedule = (result: RatingResult, type: 'MONTHLY' | 'SINGLE_PAYMENT') =>
  result.availablePaymentSchedules.find((s) => s.type === type);

describe('promotion eligibility', () => {
  it('reports no promotion when none is activated', () => {
    expect(rateProposal(sampleInput()).promotion).toBeNull();
  });

  it.each([
    [PROMOTION_ELIGIBILITY.minAge, true],
    [PROMOTION_ELIGIBILITY.maxAge, true],
    [PROMOTION_ELIGIBILITY.minAge - 1, false],
    [PROMOTION_ELIGIBILITY.maxAge + 1, false],
  ])('takes a policyholder aged %i on the start date: %s', (age, eligible) => {
    expect(withPromotion(aged(age)).promotion).toEqual(
      eligible
        ? { promoCode: PROMO, eligible: true }
        : { promoCode: PROMO, eligible: false, reason: 'rating.promotion.ineligible.age' },
    );
  });

  it('needs the older minimum age for a high-power model', () => {
    const highPower = PROMOTION_HIGH_POWER_MIN_BHP;
    expect(
      withPromotion(aged(PROMOTION_ELIGIBILITY.highPowerMinAge - 1, highPower)).promotion,
    ).toEqual({
      promoCode: PROMO,
      eligible: false,
      reason: 'rating.promotion.ineligible.highPowerAge',
    });
    expect(
      withPromotion(aged(PROMOTION_ELIGIBILITY.highPowerMinAge, highPower)).promotion?.eligible,
    ).toBe(true);
    expect(
      withPromotion(aged(PROMOTION_ELIGIBILITY.minAge, highPower - 1)).promotion?.eligible,
    ).toBe(true);
  });

  it('decides high power from the engine power, an unknown power not being high', () => {
    expect(isHighPowerModel(228)).toBe(true);
    expect(isHighPowerModel(201)).toBe(false);
    expect(isHighPowerModel(null)).toBe(false);
    expect(isHighPowerModel(undefined)).toBe(false);
  });

  it('reads the promo code in any case and reports it as configured', () => {
    expect(withPromotion(undefined, ' minielec12m2025q4 ').promotion).toEqual({
      promoCode: PROMO,
      eligible: true,
    });
  });

  it('refuses an unknown code, an ended promotion and a promotion of another scheme', () => {
    expect(withPromotion(undefined, 'NOPE').promotion).toEqual({
      promoCode: 'NOPE',
      eligible: false,
      reason: 'rating.promotion.ineligible.unknownCode',
    });
    expect(withPromotion(undefined, 'MINI252021').promotion?.reason).toBe(
      'rating.promotion.ineligible.notActive',
    );
    const driveaway = rateProposal(
      sampleInput(undefined, { schemeCode: 'driveaway', promotion: { promoCode: PROMO } }),
    );
    expect(driveaway.promotion?.reason).toBe('rating.promotion.ineligible.scheme');
  });

  it('reports the outcome on a referral too, so the customer hears about both', () => {
    const result = withPromotion((d) => void Object.assign(d.vehicle ?? {}, { specification: {} }));
    expect(result.ratingStatus).toBe('REFERRAL');
    expect(result.promotion?.eligible).toBe(true);
  });
});

describe('promotion pricing', () => {
  it('relies on every active promotion giving the 12 months a monthly schedule holds', () => {
    expect(ACTIVE_PROMOTIONS.map((p) => p.freeCoverMonths)).toEqual(
      ACTIVE_PROMOTIONS.map(() => 12),
    );
  });

  it('makes the main cover of the monthly schedule free, optional covers still paid', () => {
    const plain = rateProposal(
      sampleInput(undefined, { requestedOptionalCovers: ['legal_expenses'] }),
    );
    const promoted = withPromotion(undefined, PROMO, ['legal_expenses']);
    const monthly = schedule(promoted, 'MONTHLY');
    const main = monthly?.priceOptions.find((o) => o.coverGroup === 'main');
    const legal = monthly?.priceOptions.find((o) => o.code === 'legal_expenses');
    expect(monthly?.priceOptions.find((o) => o.coverGroup === 'discount')).toEqual({
      coverGroup: 'discount',
      code: PROMO,
      premium: -(main?.premium as number),
      taxAmount: -(main?.taxAmount as number),
      active: true,
    });
    expect(monthly?.totals).toEqual({
      gross: schedule(plain, 'MONTHLY')?.totals.gross,
      discount: -Math.round((main?.premium as number) * 100),
      discounted: Math.round((legal?.premium as number) * 100),
    });
    expect(monthly?.discountedInstalmentsPence.reduce((a, b) => a + b, 0)).toBe(
      Math.round((legal?.premium as number) * 100) * 12,
    );
    expect(monthly?.iptPence.discounted).toBe(Math.round((legal?.taxAmount as number) * 100));
  });

  it('makes every monthly payment zero without optional covers', () => {
    const monthly = schedule(withPromotion(), 'MONTHLY');
    expect(monthly?.totals.discounted).toBe(0);
    expect(monthly?.discountedInstalmentsPence).toEqual(Array.from({ length: 12 }, () => 0));
    expect(monthly?.iptPence).toEqual({
      gross: monthly?.iptPence.gross,
      discount: -(monthly?.iptPence.gross as number),
      discounted: 0,
    });
  });

  it('leaves the single payment and the annual premium alone', () => {
    const plain = rateProposal(sampleInput());
    const promoted = withPromotion();
    expect(schedule(promoted, 'SINGLE_PAYMENT')).toEqual(schedule(plain, 'SINGLE_PAYMENT'));
    expect(promoted.annualPremiumPence).toBe(plain.annualPremiumPence);
  });

  it('changes no price when the policyholder is not eligible', () => {
    const young = aged(PROMOTION_ELIGIBILITY.minAge - 1);
    const ineligible = withPromotion(young);
    const plain = rateProposal(sampleInput(young));
    expect(ineligible.availablePaymentSchedules).toEqual(plain.availablePaymentSchedules);
    expect(ineligible.promotion?.eligible).toBe(false);
  });
});
