import type { BrandTheme } from '@brand/ui';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

// Below this width a row's cells stack, each under its column's name, so nothing scrolls sideways.
const STACK_BELOW = '40rem';

const Table = styled.table(({ theme }) => {
  const { space, colors } = theme as BrandTheme;
  return `
  width: 100%;
  border-collapse: collapse;
  th, td {
    text-align: left;
    vertical-align: top;
    padding: ${space.xs}px ${space.sm}px ${space.xs}px 0;
    border-bottom: 1px solid ${colors.borderSubtle};
  }
  td { overflow-wrap: break-word; }
  th { border-bottom: 2px solid ${colors.text}; }
  @media (max-width: ${STACK_BELOW}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tr {
      display: block;
      padding: ${space.sm}px 0;
      border-bottom: 1px solid ${colors.borderSubtle};
    }
    td {
      display: grid;
      grid-template-columns: minmax(6rem, 35%) minmax(0, 1fr);
      gap: ${space.sm}px;
      /* A route or an email breaks anywhere rather than widen the page. */
      overflow-wrap: anywhere;
      padding: ${space.xxs}px 0;
      border-bottom: none;
    }
    /* The column's name beside each value: the stacked row reads as a description list. */
    td::before {
      content: attr(data-label);
      font-weight: bold;
    }
  }
`;
});

/**
 * A table of a customer's record (or the audit log): a caption-less table labelled by its
 * section's heading, whose rows stack on a narrow screen.
 */
export function RecordTable({
  labelledBy,
  columns,
  rows,
}: {
  labelledBy: string;
  columns: readonly string[];
  rows: readonly { id: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <Table aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {row.cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
              <td key={index} data-label={columns[index]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
