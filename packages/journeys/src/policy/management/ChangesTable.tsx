// The review's changes (spec 001 §2 "Adjustment review page"): each change with its answer before
// and after side by side. A table, so a screen reader reads each row as "Voluntary excess, Was
// £100.00, Now £250.00"; below the xs breakpoint each row stacks with the column words shown
// beside the values (hidden from a screen reader, which already hears the column headers), so
// nothing scrolls sideways at 320 px (WCAG 1.4.10).
import { type BrandTheme, breakpoints, visuallyHidden } from '@brand/ui';
import styled from '@emotion/styled';
import { useTexts } from '../../shared/texts';
import type { ChangeLine } from './review-lines';

const STACKED = `@media (max-width: ${breakpoints.xs - 0.02}px)`;

const Table = styled.table(({ theme }) => {
  const { space, colors, fontWeights } = theme as BrandTheme;
  return `
  width: 100%;
  border-collapse: collapse;
  th, td {
    padding: ${space.xs}px ${space.sm}px ${space.xs}px 0;
    border-bottom: 1px solid ${colors.borderSubtle};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th { border-bottom: 2px solid ${colors.text}; }
  th { font-weight: ${fontWeights.bold}; }
  th:last-child, td:last-child { padding-right: 0; }
  [data-stacked-label] { display: none; }
  ${STACKED} {
    thead tr { ${visuallyHidden} }
    tbody tr {
      display: grid;
      gap: ${space.xxs}px;
      padding: ${space.xs}px 0;
      border-bottom: 1px solid ${colors.borderSubtle};
    }
    tbody th, tbody td { display: block; padding: 0; border: 0; }
    [data-stacked-label] { display: inline; }
  }
`;
});

/** Props of ChangesTable. */
export interface ChangesTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The changes, in the order the adjustment lists them. */
  lines: readonly ChangeLine[];
}

/** What changes, what it was and what it will be, one row per answer. */
export function ChangesTable({ labelledBy, lines }: ChangesTableProps) {
  const t = useTexts();
  const was = t('management.review.was');
  const now = t('management.review.now');
  return (
    <Table aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('management.review.changeColumn')}</th>
          <th scope="col">{was}</th>
          <th scope="col">{now}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // Two changes may share a label (a driver added and one edited), so the place keys a row.
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder under one review
          <tr key={index}>
            <th scope="row">{line.label}</th>
            <td>
              <span data-stacked-label aria-hidden="true">
                {was}:{' '}
              </span>
              {line.before}
            </td>
            <td>
              <span data-stacked-label aria-hidden="true">
                {now}:{' '}
              </span>
              {line.after}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
