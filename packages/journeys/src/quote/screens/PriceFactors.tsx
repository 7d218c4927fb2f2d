import { useJourneySelector } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import { PRICE_FACTORS_SHOWN, priceFactorLines } from '../price-factor-lines';
import type { Proposal } from '../quoteApi';
import { selectShownSchedule } from '../quoteSlice';

/** Props of PriceFactors. */
export interface PriceFactorsProps {
  /** The proposal whose quote explains its price (the factors the platform stored with it). */
  proposal: Proposal;
  /** How many factors to name at most. @default PRICE_FACTORS_SHOWN (6) */
  limit?: number;
}

/**
 * "What shaped your price" beside the quote's breakdown (issue 15 point 14): the answers that
 * change the shown schedule's payment most, each with its effect in that payment's period (a
 * month, or the one payment), from the rating engine's own record, so it is the real reason. The
 * agent's console shows the same. Nothing when no payment depends on them: drive-away cover is
 * free, and a promotion's free months cost nothing whatever the answers, so naming amounts there
 * would explain a price nobody pays.
 */
export function PriceFactors({ proposal, limit = PRICE_FACTORS_SHOWN }: PriceFactorsProps) {
  const t = useTexts();
  const schedule = useJourneySelector(selectShownSchedule);
  const lines = priceFactorLines(
    proposal.quote?.priceFactors ?? [],
    schedule?.type ?? null,
    t,
    limit,
  );
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="quote-price-factors">
      <h2 id="quote-price-factors">{t('priceFactors.title')}</h2>
      <p>{t('priceFactors.intro')}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.code} data-factor={line.code}>
            {line.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
