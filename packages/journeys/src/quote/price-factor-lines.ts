// Why this price, as the quote page says it: the factors the platform stored with the quote
// (rating/price-factors.ts), the few that change the shown schedule's payment most, each as a
// translation key and its parameters. Pure, so the page and its tests share it.
import { formatGBP, PAYMENT_PERIOD_OF_SCHEDULE, type PaymentScheduleType } from '@brand/domain';
import type { Translate } from '@brand/forms';
import type { Proposal } from './quoteApi';

/** A factor as the platform sends it with the quote. */
export type PriceFactor = NonNullable<Proposal['quote']>['priceFactors'][number];

/** How many factors the quote names at most: the few that moved the price, not every answer. */
export const PRICE_FACTORS_SHOWN = 6;

/** One line of the explanation: the factor's code and what it changes in each payment, in pence. */
export type PriceFactorLine = { code: PriceFactor['code']; pence: number; text: string };

/** Counts whose text has a singular ("1 year"), as `<key>_one`. */
const COUNTED: readonly PriceFactor['code'][] = [
  'licenceYears',
  'noClaimsDiscount',
  'faultClaims',
  'nonFaultClaims',
  'convictions',
];

/** The enumeration table labelling a factor's answer (@brand/config `enums.<table>`). */
const ENUM_TABLES: Partial<Record<PriceFactor['code'], string>> = {
  licenceType: 'licenceTypes',
  usage: 'vehicleUsages',
  overnightLocation: 'overnightLocations',
};

const wholePounds = (pounds: number) => formatGBP(Math.round(pounds * 100), { wholePounds: true });

/** The factor's own words, naming the answer it read ("Your no-claims discount of 5 years"). */
function factorText(factor: PriceFactor, t: Translate): string {
  const key = `priceFactors.factor.${factor.code}`;
  const { answer } = factor;
  if (factor.code === 'postcodeArea' && answer === null) {
    return t('priceFactors.factor.postcodeAreaUnknown');
  }
  if (COUNTED.includes(factor.code) && answer === 1) return t(`${key}_one`);
  const table = ENUM_TABLES[factor.code];
  if (table) return t(key, { answer: t(`enums.${table}.${String(answer)}`) });
  if (typeof answer !== 'number') return t(key, { answer: String(answer) });
  if (factor.code === 'vehicleValue' || factor.code === 'voluntaryExcess') {
    return t(key, { answer: wholePounds(answer) });
  }
  return t(key, { answer: answer.toLocaleString('en-GB') });
}

/**
 * The lines for the schedule the quote shows: the factors that change its payment, largest first
 * (the platform's order among equals), at most `limit`. Empty when nothing the customer pays
 * depends on them (free drive-away cover, months a promotion pays) or the quote has none.
 */
export function priceFactorLines(
  factors: readonly PriceFactor[],
  scheduleType: PaymentScheduleType | null,
  t: Translate,
  limit = PRICE_FACTORS_SHOWN,
): PriceFactorLine[] {
  if (!scheduleType) return [];
  const monthly = PAYMENT_PERIOD_OF_SCHEDULE[scheduleType] === 'month';
  return factors
    .map((factor) => ({
      factor,
      pence: factor.effects.find((effect) => effect.scheduleType === scheduleType)?.amount ?? 0,
    }))
    .filter(({ pence }) => pence !== 0)
    .sort((a, b) => Math.abs(b.pence) - Math.abs(a.pence))
    .slice(0, limit)
    .map(({ factor, pence }) => {
      const effect = `${pence > 0 ? 'adds' : 'saves'}${monthly ? 'Monthly' : 'Single'}`;
      return {
        code: factor.code,
        pence,
        text: t('priceFactors.line', {
          factor: factorText(factor, t),
          effect: t(`priceFactors.effect.${effect}`, { amount: formatGBP(Math.abs(pence)) }),
        }),
      };
    });
}
