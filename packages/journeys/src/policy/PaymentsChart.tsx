// The billing tab's chart of the payments of the last 12 months (issue 17 "Billing tab gaps"):
// @brand/ui's BarChart over paymentsByMonth, months in Europe/London, amounts in pounds.
import { formatGBP } from '@brand/domain';
import { BarChart, type BarChartDatum } from '@brand/ui';
import { useMemo } from 'react';
import { useTexts } from '../shared/texts';
import type { Statement } from './billingApi';
import { paymentsByMonth } from './payments-by-month';

// Months are 'YYYY-MM'; the 15th at noon UTC is in that month in London whatever the season.
const midMonth = (month: string) => new Date(`${month}-15T12:00:00.000Z`);
const shortMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'Europe/London' });
const longMonth = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** Props of PaymentsChart. */
export interface PaymentsChartProps {
  statements: readonly Pick<Statement, 'lineItems'>[];
  /** The month the chart ends with is this instant's. */
  now: Date;
}

/**
 * What the customer paid in each of the last 12 months, as bars and as a table; with nothing
 * paid in them, one sentence says so.
 */
export function PaymentsChart({ statements, now }: PaymentsChartProps) {
  const t = useTexts();
  const months = useMemo(() => paymentsByMonth(statements, now), [statements, now]);
  const data: BarChartDatum[] = months.map(({ month, paidPence }) => ({
    id: month,
    label: shortMonth.format(midMonth(month)),
    longLabel: longMonth.format(midMonth(month)),
    value: paidPence,
    valueText: formatGBP(paidPence),
  }));
  const total = months.reduce((sum, month) => sum + month.paidPence, 0);
  return (
    <BarChart
      title={t('billing.payments.title')}
      summary={
        total > 0
          ? t('billing.payments.total', { amount: formatGBP(total) })
          : t('billing.payments.none')
      }
      data={data}
      columnLabels={{ label: t('billing.payments.month'), value: t('billing.payments.paid') }}
      tableToggleText={t('billing.payments.showTable')}
      emptyText={t('billing.payments.none')}
    />
  );
}
