// One payment schedule's premium breakdown as the quote page and the policy's details tab show it:
// the same lines and the same total (the domain's payment plan), so the figures agree to the penny
// with the checkout and the billing tab, which take their amounts from the same plan.
import { paymentPlan } from '@brand/domain';
import { PremiumSummary } from '@brand/ui';
import { useTexts } from './texts';

/** The schedule fields the breakdown reads (a quote's `availablePaymentSchedules` entry). */
export interface PremiumSchedule {
  type: 'MONTHLY' | 'SINGLE_PAYMENT';
  premiumBreakdown: { cover: number; discount: number; optional: number; ipt: number };
  instalments: number[];
  totals: { gross: number; discount: number; discounted: number; ipt: number };
}

/** Props of SchedulePremiumSummary. */
export interface SchedulePremiumSummaryProps {
  schedule: PremiumSchedule;
  /** The summary's heading. @default the quote's breakdown title */
  heading?: string;
  /** @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** A schedule's cover, discount and add-on lines with IPT noted, and one payment as the total. */
export function SchedulePremiumSummary({
  schedule,
  heading,
  headingLevel = 2,
}: SchedulePremiumSummaryProps) {
  const t = useTexts();
  const plan = paymentPlan(schedule);
  const breakdown = schedule.premiumBreakdown;
  return (
    <PremiumSummary
      heading={heading ?? t('journeys.quote.breakdown.title')}
      headingLevel={headingLevel}
      lines={[
        {
          id: 'cover',
          header: t('journeys.quote.breakdown.cover'),
          currentAmount: breakdown.cover,
        },
        ...(breakdown.discount !== 0
          ? [
              {
                id: 'discount',
                header: t('journeys.quote.breakdown.discount'),
                currentAmount: -Math.abs(breakdown.discount),
              },
            ]
          : []),
        ...(breakdown.optional !== 0
          ? [
              {
                id: 'optional',
                header: t('journeys.quote.breakdown.optional'),
                currentAmount: breakdown.optional,
              },
            ]
          : []),
      ]}
      extra={{ ipt: t('quote.premium.ipt', { rate: 12 }) }}
      total={{
        id: 'total',
        // The lines are one payment's: a monthly breakdown says so rather than sit as a "Total"
        // beside a headline whose first payment differs.
        header: t(
          plan.period === 'month'
            ? 'journeys.quote.breakdown.totalMonthly'
            : 'journeys.quote.breakdown.total',
        ),
        currentAmount: plan.regularPence,
      }}
    />
  );
}
