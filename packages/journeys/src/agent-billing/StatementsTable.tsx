// An account's statements in finance's billing view: one row each, with its period, due date,
// charges, amount outstanding and status, in the billing tab's words. Money arrives in pence.
import { formatGBP } from '@brand/domain';
import { type BrandTheme, breakpoints, mq, visuallyHidden } from '@brand/ui';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { statementNumberShown } from '../policy/BillingStatement';
import { StatementStatus } from '../policy/StatementStatus';
import { longDate } from '../shared/proposal-model';
import { useTexts } from '../shared/texts';
import type { CustomerBillingStatement } from './customer-billing-types';

// Six columns do not fit a phone: below the sm breakpoint each row stacks as a card, each cell
// with its column's name in sight. The table stays a table (rows and cells keep their roles and
// the header row is hidden from sight only), so a screen reader still names each cell's column and
// the visible names are hidden from it.
const STACKED = `@media (max-width: ${breakpoints.sm - 0.02}px)`;

const Table = styled.table(({ theme }) => {
  const { space, colors, fontWeights, typeScale } = theme as BrandTheme;
  return `
  width: 100%;
  border-collapse: collapse;
  caption {
    padding-bottom: ${space.sm}px;
    text-align: left;
    font-size: ${typeScale.h4.fontSize}px;
    line-height: ${typeScale.h4.lineHeight}px;
    font-weight: ${fontWeights.bold};
  }
  th, td {
    padding: ${space.xs}px ${space.sm}px ${space.xs}px 0;
    border-bottom: 1px solid ${colors.borderSubtle};
    text-align: left;
    vertical-align: top;
  }
  thead th { border-bottom: 2px solid ${colors.text}; }
  tbody th { font-weight: ${fontWeights.bold}; white-space: nowrap; }
  [data-money] { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  [data-label] { display: none; }
  ${mq('sm')} { td:last-of-type { padding-right: 0; } }
  ${STACKED} {
    thead tr { ${visuallyHidden} }
    tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: ${space.xxs}px ${space.sm}px;
      padding: ${space.sm}px 0;
      border-bottom: 1px solid ${colors.borderSubtle};
    }
    tbody th, tbody td { display: block; padding: 0; border: 0; overflow-wrap: anywhere; }
    tbody td { grid-column: 1 / -1; display: flex; justify-content: space-between; gap: ${space.sm}px; }
    tbody td[data-status] { grid-column: 2; grid-row: 1; }
    [data-money] { text-align: right; }
    [data-label] { display: inline; color: ${colors.textSecondary}; }
    td > span:last-child { text-align: right; }
  }
`;
});

/**
 * A cell with its column's name, shown only when the rows stack; hidden from assistive technology,
 * which names the column from the header row. A sum of money (`money`, its field) aligns right.
 */
function LabelledCell({
  label,
  money,
  children,
}: {
  label: string;
  money?: 'charges' | 'outstanding';
  children: ReactNode;
}) {
  return (
    <td data-money={money ? '' : undefined} data-field={money}>
      <span data-label="" aria-hidden="true">
        {label}
      </span>
      <span>{children}</span>
    </td>
  );
}

/** Props of StatementsTable. */
export interface StatementsTableProps {
  /** The table's caption ('Statements on account ACC-1, newest first'). */
  caption: string;
  /** The statements, in the order to show them (the platform's: newest first). */
  statements: readonly CustomerBillingStatement[];
}

/** An account's statements as a captioned table that stacks on a phone. */
export function StatementsTable({ caption, statements }: StatementsTableProps) {
  const t = useTexts();
  const column = (key: string) => t(`admin.billing.columns.${key}`);
  const day = (iso: string | null) => (iso ? longDate(iso) : '');
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {['statement', 'period', 'due', 'charges', 'outstanding', 'status'].map((key) => (
            <th
              key={key}
              scope="col"
              data-money={key === 'charges' || key === 'outstanding' ? '' : undefined}
            >
              {column(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {statements.map((statement) => (
          <tr key={statement.statementId} data-statement-id={statement.statementId}>
            <th scope="row">
              {t('billing.statements.number', { number: statementNumberShown(statement) })}
            </th>
            <LabelledCell label={column('period')}>
              {statement.servicePeriodStart && statement.servicePeriodEnd
                ? t('billing.statements.period', {
                    start: day(statement.servicePeriodStart),
                    end: day(statement.servicePeriodEnd),
                  })
                : ''}
            </LabelledCell>
            <LabelledCell label={column('due')}>{day(statement.paymentDueAt)}</LabelledCell>
            <LabelledCell label={column('charges')} money="charges">
              {formatGBP(statement.subtotalBalance)}
            </LabelledCell>
            <LabelledCell label={column('outstanding')} money="outstanding">
              {formatGBP(statement.amountOutstanding)}
            </LabelledCell>
            <td data-status="">
              <StatementStatus status={statement.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
