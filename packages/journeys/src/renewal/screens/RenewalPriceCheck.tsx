// The renewal price's comparison with new business (FCA ICOBS 6B), beside the renewal premium.
import { formatGBP } from '@brand/domain';
import { useTexts } from '../../shared/texts';
import type { RenewalProposal } from '../renewal-routing';

/** Props of RenewalPriceCheck. */
export interface RenewalPriceCheckProps {
  quote: NonNullable<RenewalProposal['quote']>;
}

/**
 * What ICOBS 6B asks a renewal to honour, said with both figures: the renewal price of the
 * schedule the customer pays on, and what a new customer would pay for the same cover with the
 * same details, bought the same way, that day — and, when the renewal was priced above it, that
 * it was lowered to it. Nothing without the platform's check (a referral, an older quote).
 */
export function RenewalPriceCheck({ quote }: RenewalPriceCheckProps) {
  const t = useTexts();
  const active = quote.availablePaymentSchedules.find((schedule) => schedule.active);
  const check = quote.renewalPriceCheck;
  const figures = check?.schedules.find((schedule) => schedule.type === active?.type);
  if (!active || !check || !figures) return null;
  const perPeriod = (pence: number) =>
    t(`renewal.priceCheck.perPeriod.${active.type}`, { amount: formatGBP(pence) });
  const amounts = {
    renewal: perPeriod(figures.renewalPence),
    newBusiness: perPeriod(figures.newBusinessPence),
    offered: perPeriod(active.totals.discounted),
  };
  return (
    <section aria-labelledby="renewal-price-check">
      <h2 id="renewal-price-check">{t('renewal.priceCheck.heading')}</h2>
      <p>
        {t(check.capped ? 'renewal.priceCheck.capped' : 'renewal.priceCheck.notHigher', amounts)}
      </p>
    </section>
  );
}
