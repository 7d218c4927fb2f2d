import { creditOrDebit, formatGBP, type Pence } from '@brand/domain';
import styled from '@emotion/styled';
import { type ReactNode, useId } from 'react';
import { focusRing, mq, visuallyHidden } from '../../theme/theme';
import { breakpoints } from '../../theme/tokens';

/** One transaction (spec 002: date, description, amount); the amount is in pence, negative for credit. */
export interface TransactionRow {
  /** Stable key of the row. */
  id: string;
  /** The date, already formatted for the reader ('14 Mar 2025'). */
  date: ReactNode;
  /** What it was ('Monthly premium', 'Refund'). */
  description: ReactNode;
  /** The amount in pence: negative is a credit to the customer, anything else a debit. */
  amount: Pence;
  /**
   * True for a transaction that did not count (a failed payment): its amount is struck through,
   * neither credit nor debit, so a payment that never arrived never reads as money received. The
   * description should say why (a "Failed" badge). @default false
   */
  notCounted?: boolean;
}

/** Props of TransactionTable. */
export interface TransactionTableProps {
  /** The table's caption, which also names its scrolling region ('Statement 3, March 2025'). */
  caption: ReactNode;
  /** Column headings. */
  columnLabels: { date: ReactNode; description: ReactNode; amount: ReactNode };
  /** The rows, in the order to show them. */
  rows: readonly TransactionRow[];
  /** The word that marks a credit amount ('credit'), so credit is never shown by colour alone. */
  creditLabel: string;
  /** Text shown in place of rows when there are none ('No transactions yet'). */
  emptyText?: ReactNode;
}

// From the xs breakpoint up, a table too wide for its column scrolls sideways inside a focusable
// region (named by the caption, as keyboard users must be able to reach and scroll it). Below xs
// (a phone, 320 px at 400 % zoom) each row stacks instead, so nothing scrolls sideways (WCAG 1.4.10).
const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  &:focus-visible {
    ${focusRing}
  }
`;

// The stacked layout keeps the table element a table (so its rows and cells keep their roles) and
// only lays each row out as a grid: date and amount on one line, the description under them. The
// header row is hidden from sight only, so a screen reader still names each cell's column.
const STACKED = `@media (max-width: ${breakpoints.xs - 0.02}px)`;

const Table = styled.table(
  ({ theme }) => `
  width: 100%;
  border-collapse: collapse;
  ${mq('xs')} { min-width: 320px; }
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.small.fontSize}px;
  line-height: ${theme.typeScale.small.lineHeight}px;
  color: ${theme.colors.text};
  ${mq('xs')} {
    font-size: ${theme.typeScale.body.fontSize}px;
    line-height: ${theme.typeScale.body.lineHeight}px;
  }
  caption {
    padding-bottom: ${theme.space.sm}px;
    text-align: left;
    font-size: ${theme.typeScale.h4.fontSize}px;
    line-height: ${theme.typeScale.h4.lineHeight}px;
    font-weight: ${theme.fontWeights.bold};
  }
  th, td {
    padding: ${theme.space.xs}px ${theme.space.sm}px ${theme.space.xs}px 0;
    border-bottom: 1px solid ${theme.colors.borderSubtle};
    text-align: left;
    vertical-align: top;
  }
  th { border-bottom: 2px solid ${theme.colors.text}; font-weight: ${theme.fontWeights.bold}; }
  th:last-of-type, td:last-of-type { padding-right: 0; text-align: right; }
  td:first-of-type { white-space: nowrap; }
  ${STACKED} {
    thead tr { ${visuallyHidden} }
    tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: ${theme.space.xxs}px ${theme.space.sm}px;
      padding: ${theme.space.xs}px 0;
      border-bottom: 1px solid ${theme.colors.borderSubtle};
    }
    tbody td { display: block; padding: 0; border: 0; overflow-wrap: anywhere; }
    tbody td[colspan] { grid-column: 1 / -1; text-align: left; }
    tbody td:nth-of-type(2) { grid-column: 1 / -1; grid-row: 2; }
  }
`,
);

const Amount = styled.span<{ $credit: boolean }>(
  ({ theme, $credit }) => `
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  ${$credit ? `color: ${theme.tones.success.foreground}; font-weight: ${theme.fontWeights.bold};` : ''}
  &[data-not-counted] { color: ${theme.colors.textSecondary}; text-decoration: line-through; }
`,
);

/** Billing transactions in a captioned table; credits carry a word as well as a colour. */
export function TransactionTable({
  caption,
  columnLabels,
  rows,
  creditLabel,
  emptyText,
}: TransactionTableProps) {
  const captionId = useId();
  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columnLabels.date}</th>
            <th scope="col">{columnLabels.description}</th>
            <th scope="col">{columnLabels.amount}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyText ? (
            <tr>
              <td colSpan={3}>{emptyText}</td>
            </tr>
          ) : null}
          {rows.map((row) => {
            const counted = !row.notCounted;
            const credit = counted && creditOrDebit(row.amount) === 'credit';
            const direction = counted ? (credit ? 'credit' : 'debit') : 'none';
            return (
              <tr key={row.id} data-direction={direction}>
                <td>{row.date}</td>
                <td>{row.description}</td>
                <td>
                  {/* A credit shows as a positive amount marked with the credit word, as statements do. */}
                  <Amount $credit={credit} data-not-counted={counted ? undefined : ''}>
                    {formatGBP(Math.abs(row.amount))}
                    {credit ? ` ${creditLabel}` : null}
                  </Amount>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}
