// The demo's saved flex quote as the platform answers it (seed-demo.ts's visitor quote: a 2022
// MINI Clubman One, group 12, worth £9,150, a 40-year-old in OX4 with 5 years' no-claims discount,
// rated on 2 March 2026 for cover from 9 March): £17.65 today, then £17.59 a month, or £211.14 in
// one payment, and the factors the rating engine stored with it, largest effect first.
import type { Proposal } from '../quoteApi';
import { newProposal } from './proposal-screen-test-kit';

type Quote = NonNullable<Proposal['quote']>;
type Factor = Quote['priceFactors'][number];

const factor = (
  code: Factor['code'],
  answer: Factor['answer'],
  band: Factor['band'],
  value: number,
  annualEffect: number,
  effects: Factor['effects'],
): Factor => ({ code, answer, band, value, annualEffect, effects });

/** The demo quote's priceFactors, as GET /proposals/{code} sent them. */
export const DEMO_PRICE_FACTORS: Factor[] = [
  factor('noClaimsDiscount', 5, null, 0.55, -17276, [
    { scheduleType: 'MONTHLY', amount: -1440 },
    { scheduleType: 'SINGLE_PAYMENT', amount: -17276 },
  ]),
  factor('insuranceGroup', 12, null, 1.623076923076923, 4314, [
    { scheduleType: 'MONTHLY', amount: 359 },
    { scheduleType: 'SINGLE_PAYMENT', amount: 4314 },
  ]),
  factor('vehicleValue', 9150, 0, 0.9, -2347, [
    { scheduleType: 'MONTHLY', amount: -196 },
    { scheduleType: 'SINGLE_PAYMENT', amount: -2347 },
  ]),
  factor('driverAge', 40, 40, 0.95, -1112, [
    { scheduleType: 'MONTHLY', amount: -93 },
    { scheduleType: 'SINGLE_PAYMENT', amount: -1112 },
  ]),
  factor('overnightLocation', 'Driveway', null, 0.95, -1112, [
    { scheduleType: 'MONTHLY', amount: -93 },
    { scheduleType: 'SINGLE_PAYMENT', amount: -1112 },
  ]),
  factor('licenceType', 'UKFull', null, 1, 0, [
    { scheduleType: 'MONTHLY', amount: 0 },
    { scheduleType: 'SINGLE_PAYMENT', amount: 0 },
  ]),
  factor('licenceYears', 21, 5, 1, 0, [
    { scheduleType: 'MONTHLY', amount: 0 },
    { scheduleType: 'SINGLE_PAYMENT', amount: 0 },
  ]),
  factor('faultClaims', 0, null, 1, 0, [
    { scheduleType: 'MONTHLY', amount: 0 },
    { scheduleType: 'SINGLE_PAYMENT', amount: 0 },
  ]),
  factor('nonFaultClaims', 0, null, 1, 0, [
    { scheduleType: 'MONTHLY', amount: 0 },
    { scheduleType: 'SINGLE_PAYMENT', amount: 0 },
  ]),
  factor('convictions', 0, null, 1, 0, [
    { scheduleType: 'MONTHLY', amount: 0 },
    { scheduleType: 'SINGLE_PAYMENT', amount: 0 },
  ]),
  factor('annualMileage', 8000, 8000, 1, 0, [
    { scheduleType: 'MONTHLY', amount: 0 },
    { scheduleType: 'SINGLE_PAYMENT', amount: 0 },
  ]),
  factor('usage', 'SocialDomesticPleasureCommuting', null, 1, 0, [
    { scheduleType: 'MONTHLY', amount: 0 },
    { scheduleType: 'SINGLE_PAYMENT', amount: 0 },
  ]),
  factor('postcodeArea', 'OX', null, 1, 0, [
    { scheduleType: 'MONTHLY', amount: 0 },
    { scheduleType: 'SINGLE_PAYMENT', amount: 0 },
  ]),
  factor('additionalDrivers', null, null, 1, 0, [
    { scheduleType: 'MONTHLY', amount: 0 },
    { scheduleType: 'SINGLE_PAYMENT', amount: 0 },
  ]),
  factor('modifications', false, null, 1, 0, [
    { scheduleType: 'MONTHLY', amount: 0 },
    { scheduleType: 'SINGLE_PAYMENT', amount: 0 },
  ]),
  factor('tracker', false, null, 1, 0, [
    { scheduleType: 'MONTHLY', amount: 0 },
    { scheduleType: 'SINGLE_PAYMENT', amount: 0 },
  ]),
  factor('voluntaryExcess', 0, null, 1, 0, [
    { scheduleType: 'MONTHLY', amount: 0 },
    { scheduleType: 'SINGLE_PAYMENT', amount: 0 },
  ]),
];

const schedule = (type: 'MONTHLY' | 'SINGLE_PAYMENT', instalments: number[], each: number) => ({
  type,
  active: type === 'MONTHLY',
  priceOptions: [],
  premiumBreakdown: { cover: each, discount: 0, optional: 0, ipt: type === 'MONTHLY' ? 188 : 2262 },
  totals: { gross: each, discount: 0, discounted: each, ipt: type === 'MONTHLY' ? 188 : 2262 },
  instalments,
});

/** The demo's saved quote (code P1), its schedules and its explanation; `factors` replaces it. */
export function demoQuotedProposal(factors: Factor[] = DEMO_PRICE_FACTORS): Proposal {
  const proposal = newProposal();
  return {
    ...proposal,
    quote: {
      ...(proposal.quote as Quote),
      availablePaymentSchedules: [
        schedule('MONTHLY', [1765, ...Array<number>(11).fill(1759)], 1759),
        schedule('SINGLE_PAYMENT', [21114], 21114),
      ],
      annualPremium: 21114,
      priceFactors: factors,
    },
  };
}
