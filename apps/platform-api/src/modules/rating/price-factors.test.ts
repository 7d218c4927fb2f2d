import { grossWithIpt, poundsToPence } from '@brand/domain';
import fc from 'fast-check';
import { PRICE_FACTOR_CODES } from './price-factors';
import { rateProposal } from './rate';
import { SAMPLE_NOW, sampleDisclosure, sampleInputs } from './rating-samples';
import {
  BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP,
  MIN_ANNUAL_NET_PREMIUM_PENCE,
  OPTIONAL_COVER_PRICES_PENCE,
} from './rating-tables';
import type {
  PriceFactor,
  PriceFactorCode,
  RatingDisclosure,
  RatingInput,
  RatingResult,
} from './rating-types';

/*
 * The explanation of a price must be the real reason for it: these tests check it against the
 * premium itself, never against the code that computes it.
 */

/** The demo customer (as the pinned tables test has them): 40, OX4, group 20, 5 years' NCD. */
const DEMO: RatingInput = {
  schemeCode: 'flex',
  now: '2026-03-01T10:00:00Z',
  disclosure: sampleDisclosure((d) => {
    Object.assign(d.policyholder ?? {}, {
      dateOfBirth: '1985-03-27',
      address: { postalCode: 'OX4 1HP' },
    });
    d.startDate = '2026-03-10';
  }),
};

const quoted = (input: RatingInput) => {
  const result = rateProposal(input);
  if (result.ratingStatus !== 'QUOTE') throw new Error('expected a quote');
  return result;
};

const factorOf = (result: RatingResult, code: PriceFactorCode) =>
  result.priceFactors.find((factor) => factor.code === code) as PriceFactor;

const perPeriod = (result: RatingResult) =>
  Object.fromEntries(result.availablePaymentSchedules.map((s) => [s.type, s.totals.discounted]));

/**
 * An answer at which each factor is 1, changing nothing else the price reads: the group's is the
 * cheapest group, which its effect is measured against. The driver's age has no neutral band.
 */
const NEUTRAL_ANSWERS: Partial<Record<PriceFactorCode, (d: RatingDisclosure) => void>> = {
  insuranceGroup: (d) => {
    Object.assign(d.vehicle?.specification ?? {}, { insuranceGroup: 1 });
  },
  vehicleValue: (d) => {
    Object.assign(d.vehicle?.specification ?? {}, { estimatedValue: 15_000 });
  },
  licenceType: (d) => {
    Object.assign(d.policyholder?.drivingLicence ?? {}, { licenceType: 'UKFull' });
  },
  licenceYears: (d) => {
    Object.assign(d.policyholder?.drivingLicence ?? {}, { validFrom: '1990-01-01' });
  },
  noClaimsDiscount: (d) => {
    Object.assign(d.vehicle ?? {}, { noClaimsDiscount: 0 });
  },
  faultClaims: (d) => {
    const holder = d.policyholder ?? {};
    holder.vehicleClaimsHistory = (holder.vehicleClaimsHistory ?? []).filter(
      (claim) => !['AccidentFault', 'AccidentBothFault'].includes(claim.claimType ?? ''),
    );
  },
  nonFaultClaims: (d) => {
    const holder = d.policyholder ?? {};
    holder.vehicleClaimsHistory = (holder.vehicleClaimsHistory ?? []).filter((claim) =>
      ['AccidentFault', 'AccidentBothFault'].includes(claim.claimType ?? ''),
    );
  },
  convictions: (d) => {
    Object.assign(d.policyholder?.drivingLicence ?? {}, { convictions: [] });
  },
  annualMileage: (d) => {
    Object.assign(d.vehicle ?? {}, { annualMileage: 10_000 });
  },
  usage: (d) => {
    Object.assign(d.vehicle ?? {}, { usage: 'SocialDomesticPleasureCommuting' });
  },
  postcodeArea: (d) => {
    Object.assign(d.policyholder ?? {}, { address: { postalCode: 'OX1 1AA' } });
  },
  overnightLocation: (d) => {
    Object.assign(d.vehicle ?? {}, { overnightLocation: 'CarParkOffice' });
  },
  additionalDrivers: (d) => {
    d.additionalDrivers = [];
  },
  modifications: (d) => {
    Object.assign(d.vehicle ?? {}, { modifications: false });
  },
  tracker: (d) => {
    Object.assign(d.vehicle ?? {}, { trackerFitted: false });
  },
  voluntaryExcess: (d) => {
    d.voluntaryExcess = 0;
  },
};

function withNeutral(input: RatingInput, code: PriceFactorCode): RatingInput {
  const disclosure = structuredClone(input.disclosure) as RatingDisclosure;
  NEUTRAL_ANSWERS[code]?.(disclosure);
  return { ...input, disclosure };
}

/**
 * Realistic inputs without NCB protection requested: making the NCD neutral (0 years) withdraws
 * that cover, which would change the price by more than the factor.
 */
const inputs = sampleInputs(150, 15).map((input) => ({
  ...input,
  requestedOptionalCovers: (input.requestedOptionalCovers ?? []).filter(
    (code) => code !== 'ncb_protection',
  ),
}));

describe('why this price: the demo customer’s flex quote', () => {
  const result = quoted(DEMO);

  it('records every factor the premium applied, with the answer and band it read', () => {
    expect(result.priceFactors.map((f) => f.code).sort()).toEqual([...PRICE_FACTOR_CODES].sort());
    expect(factorOf(result, 'noClaimsDiscount')).toMatchObject({ answer: 5, value: 0.55 });
    expect(factorOf(result, 'driverAge')).toMatchObject({ answer: 40, band: 40, value: 0.95 });
    expect(factorOf(result, 'vehicleValue')).toMatchObject({
      answer: 25_000,
      band: 20_000,
      value: 1.1,
    });
    expect(factorOf(result, 'postcodeArea')).toMatchObject({ answer: 'OX', value: 1 });
    expect(factorOf(result, 'additionalDrivers')).toMatchObject({ answer: null, value: 1 });
  });

  it('ranks them by their effect: NCD saves £25.02 a month, the group adds £16.57 over group 1', () => {
    const shown = result.priceFactors
      .filter((f) => f.annualEffectPence !== 0)
      .map((f) => [f.code, ...f.effects.map((e) => `${e.scheduleType} ${e.pence}`)]);
    expect(shown).toEqual([
      ['noClaimsDiscount', 'MONTHLY -2502', 'SINGLE_PAYMENT -30021'],
      ['insuranceGroup', 'MONTHLY 1657', 'SINGLE_PAYMENT 19892'],
      ['vehicleValue', 'MONTHLY 278', 'SINGLE_PAYMENT 3335'],
      ['driverAge', 'MONTHLY -161', 'SINGLE_PAYMENT -1931'],
      ['overnightLocation', 'MONTHLY -161', 'SINGLE_PAYMENT -1931'],
    ]);
  });

  it('gives each neutral factor no effect', () => {
    for (const factor of result.priceFactors.filter((f) => f.value === 1)) {
      expect(factor.annualEffectPence).toBe(0);
      expect(factor.effects.every((effect) => effect.pence === 0)).toBe(true);
    }
  });

  it('has no explanation on a referral', () => {
    const referred = rateProposal({
      ...DEMO,
      disclosure: sampleDisclosure((d) => {
        Object.assign(d.vehicle?.specification ?? {}, { insuranceGroup: null });
      }),
    });
    expect(referred.ratingStatus).toBe('REFERRAL');
    expect(referred.priceFactors).toEqual([]);
  });
});

describe('why this price: properties', () => {
  it('states for each factor exactly the difference its neutral answer makes to every payment', () => {
    let compared = 0;
    for (const input of inputs) {
      const result = rateProposal(input);
      if (result.ratingStatus !== 'QUOTE') continue;
      for (const factor of result.priceFactors) {
        if (!NEUTRAL_ANSWERS[factor.code] || factor.value === 1) continue;
        const neutral = rateProposal(withNeutral(input, factor.code));
        // A neutral answer can only lift a referral; one that refers has no price to compare.
        if (neutral.ratingStatus !== 'QUOTE') continue;
        expect(factorOf(neutral, factor.code).value).toBe(1);
        const before = perPeriod(result);
        const after = perPeriod(neutral);
        expect({ code: factor.code, annual: factor.annualEffectPence }).toEqual({
          code: factor.code,
          annual: (result.annualPremiumPence as number) - (neutral.annualPremiumPence as number),
        });
        for (const effect of factor.effects) {
          expect({ code: factor.code, type: effect.scheduleType, pence: effect.pence }).toEqual({
            code: factor.code,
            type: effect.scheduleType,
            pence: (before[effect.scheduleType] as number) - (after[effect.scheduleType] as number),
          });
        }
        compared++;
      }
    }
    // Most factors of most quotes were checked this way, not a handful.
    expect(compared).toBeGreaterThan(300);
  });

  it('multiplies out to the main cover’s premium: the recorded factors are the ones that priced it', () => {
    for (const input of inputs) {
      const result = rateProposal(input);
      if (result.ratingStatus !== 'QUOTE') continue;
      const byCode = new Map(result.priceFactors.map((f) => [f.code, f]));
      const group = byCode.get('insuranceGroup')?.answer as number;
      const base = poundsToPence(BASE_ANNUAL_PREMIUM_POUNDS_BY_GROUP[group - 1] as number);
      // In the engine's order, as the price is one product of floats rounded once.
      const product = PRICE_FACTOR_CODES.filter((code) => code !== 'insuranceGroup').reduce(
        (total, code) => total * (byCode.get(code)?.value as number),
        base,
      );
      const mainNet = Math.max(Math.round(product), MIN_ANNUAL_NET_PREMIUM_PENCE);
      const prices = OPTIONAL_COVER_PRICES_PENCE[input.schemeCode] as Record<string, number>;
      const optional = (input.requestedOptionalCovers ?? []).reduce(
        (sum, code) => sum + grossWithIpt(prices[code] ?? 0),
        0,
      );
      expect(grossWithIpt(mainNet) + optional).toBe(result.annualPremiumPence);
    }
  });

  it('lists the factors largest effect first', () => {
    fc.assert(
      fc.property(fc.constantFrom(...inputs), (input) => {
        const effects = rateProposal(input).priceFactors.map((f) => Math.abs(f.annualEffectPence));
        expect(effects).toEqual([...effects].sort((a, b) => b - a));
      }),
    );
  });

  it('makes a free cover’s factors change nothing paid: drive-away, and flex months a promotion pays', () => {
    const driveaway = quoted({ ...DEMO, schemeCode: 'driveaway' });
    expect(factorOf(driveaway, 'noClaimsDiscount').annualEffectPence).toBeLessThan(0);
    for (const factor of driveaway.priceFactors) {
      expect(factor.effects).toEqual([{ scheduleType: 'SINGLE_PAYMENT', pence: 0 }]);
    }
    const promoted = quoted({
      ...DEMO,
      now: SAMPLE_NOW,
      disclosure: sampleDisclosure(),
      promotion: { promoCode: 'MINIELEC12M2025Q4' },
    });
    expect(promoted.promotion?.eligible).toBe(true);
    const ncd = factorOf(promoted, 'noClaimsDiscount').effects;
    expect(ncd.find((e) => e.scheduleType === 'MONTHLY')?.pence).toBe(0);
    expect(ncd.find((e) => e.scheduleType === 'SINGLE_PAYMENT')?.pence).toBeLessThan(0);
  });
});
