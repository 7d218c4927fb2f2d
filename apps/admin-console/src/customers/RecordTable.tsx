import type { BrandTheme } from '@brand/ui';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Scroll = styled.div`
  overflow-x: auto;
`;

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
  th { border-bottom: 2px solid ${colors.text}; }
`;
});

/** A table of a customer's record: a caption-less table labelled by its section's heading. */
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
    <Scroll>
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
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
