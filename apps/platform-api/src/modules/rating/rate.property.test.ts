import fc from 'fast-check';
import { rateProposal } from './rate';
import { SAMPLE_NOW, sampleDisclosure, sampleInputs } from './rating-samples';
import type { RatingInput, RatingResult } from './rating-types';

const inputArbitrary: fc.Arbitrary<RatingInput> = fc
  .record({
    schemeCode: fc.constantFrom('flex' as const, 'driveaway' as const),
    group: fc.integer({ min: 1, max: 50 }),
    value: fc.integer({ min: 1, max: 120_000 }),
    age: fc.integer({ min: 17, max: 90 }),
    ncd: fc.integer({ min: 0, max: 9 }),
    mileage: fc.integer({ min: 1, max: 999_999 }),
    voluntaryExcess: fc.constantFrom(0, 100, 200, 300),
    enginePower: fc.option(fc.integer({ min: 60, max: 320 })),
    tracker: fc.boolean(),
    modifications: fc.boolean(),
    additionalAges: fc.array(fc.integer({ min: 17, max: 90 }), { maxLength: 4 }),
    claims: fc.array(fc.constantFrom('AccidentFault', 'Windscreen', 'Theft'), { maxLength: 4 }),
    covers: fc.subarray(['ncb_protection', 'legal_expenses', 'excess_assist']),
    promoCode: fc.option(fc.constantFrom('MINIELEC12M2025Q4', 'MINI252021', 'NOPE')),
  })
  .map(
    (v): RatingInput => ({
      schemeCode: v.schemeCode,
      now: SAMPLE_NOW,
      requestedOptionalCovers: v.covers,
      promotion: v.promoCode === null ? null : { promoCode: v.promoCode },
      disclosure: sampleDisclosure((d) => {
        Object.assign(d.policyholder ?? {}, {
          dateOfBirth: `${2025 - v.age}-01-15`,
          vehicleClaimsHistory: v.claims.map((claimType, i) => ({
            claimType,
            date: `202${2 + (i % 3)}-03-01`,
          })),
        });
        Object.assign(d.vehicle ?? {}, {
          specification: {
            insuranceGroup: v.group,
            estimatedValue: v.value,
            enginePower: v.enginePower,
          },
          noClaimsDiscount: v.ncd,
          annualMileage: v.mileage,
          trackerFitted: v.tracker,
          modifications: v.modifications,
        });
        d.additionalDrivers = v.additionalAges.map((age) => ({
          dateOfBirth: `${2025 - age}-01-15`,
        }));
        d.voluntaryExcess = v.voluntaryExcess;
      }),
    }),
  );

const isWholePence = (amount: number) => Number.isSafeInteger(amount);
const sum = (amounts: readonly number[]) => amounts.reduce((a, b) => a + b, 0);

/** Every invariant a rating result keeps, whatever the input. */
function expectWellFormed(result: RatingResult): void {
  if (result.ratingStatus === 'REFERRAL') {
    expect(result.referralReasons.length).toBeGreaterThan(0);
    expect(result.annualPremiumPence).toBeNull();
    return;
  }
  const annual = result.annualPremiumPence as number;
  expect(isWholePence(annual) && annual > 0).toBe(true);
  expect(result.availablePaymentSchedules.filter((s) => s.active)).toHaveLength(1);
  for (const schedule of result.availablePaymentSchedules) {
    const { totals, iptPence } = schedule;
    for (const option of schedule.priceOptions) {
      expect(isWholePence(Math.round(option.premium * 100))).toBe(true);
      if (option.coverGroup !== 'discount') expect(option.premium).toBeGreaterThan(0);
    }
    expect([totals.gross, totals.discount, totals.discounted].every(isWholePence)).toBe(true);
    expect(totals.gross).toBeGreaterThan(0);
    expect(totals.discount).toBeLessThanOrEqual(0);
    expect(totals.discounted).toBeGreaterThanOrEqual(0);
    expect(totals.discounted).toBe(totals.gross + totals.discount);
    expect(iptPence.discounted).toBe(iptPence.gross + iptPence.discount);
    expect(iptPence.discounted).toBeLessThanOrEqual(totals.discounted);
    expect(schedule.discountedInstalmentsPence.every((p) => p >= 0)).toBe(true);
    if (schedule.type === 'MONTHLY') {
      expect(schedule.instalmentsPence).toHaveLength(12);
      expect(sum(schedule.instalmentsPence)).toBe(annual);
      expect(
        schedule.discountedInstalmentsPence.slice(1).every((p) => p === totals.discounted),
      ).toBe(true);
    } else {
      expect(schedule.instalmentsPence).toEqual([totals.gross]);
    }
  }
  if (result.termDays !== null) {
    expect(result.availablePaymentSchedules.map((s) => s.totals.discounted)).toEqual([0]);
  }
}

describe('rateProposal: properties', () => {
  it('gives the same result for the same input, and leaves the input as it was', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const copy = structuredClone(input);
        const first = rateProposal(input);
        expect(input).toEqual(copy);
        expect(rateProposal(copy)).toEqual(first);
      }),
    );
  });

  it('prices in positive whole pence, never a negative discounted total, months summing to the year', () => {
    fc.assert(fc.property(inputArbitrary, (input) => expectWellFormed(rateProposal(input))));
  });

  it('keeps every invariant on the benchmark’s realistic samples, and quotes most of them', () => {
    const results = sampleInputs(300, 7).map(rateProposal);
    for (const result of results) expectWellFormed(result);
    const quoted = results.filter((r) => r.ratingStatus === 'QUOTE').length;
    expect(quoted / results.length).toBeGreaterThan(0.5);
  });
});
