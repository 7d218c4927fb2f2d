import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { TransactionTable, type TransactionTableProps } from './TransactionTable';

const props: TransactionTableProps = {
  caption: 'Statement 3',
  columnLabels: { date: 'Date', description: 'Description', amount: 'Amount' },
  creditLabel: 'credit',
  rows: [
    { id: 'a', date: '1 Mar 2025', description: 'Monthly premium', amount: 2999 },
    { id: 'b', date: '5 Mar 2025', description: 'Refund', amount: -312 },
    { id: 'c', date: '6 Mar 2025', description: 'Nil adjustment', amount: 0 },
  ],
};

function bodyRows() {
  const [, ...rows] = screen.getAllByRole('row');
  return rows;
}

describe('TransactionTable structure', () => {
  it('is a captioned table with column headers, in a region named by the caption', () => {
    renderWithTheme(<TransactionTable {...props} />);
    const table = screen.getByRole('table', { name: 'Statement 3' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Description', 'Amount']);
    const region = screen.getByRole('region', { name: 'Statement 3' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table);
  });

  it('shows the empty text when there are no rows', () => {
    renderWithTheme(<TransactionTable {...props} rows={[]} emptyText="No transactions yet" />);
    expect(screen.getByRole('cell', { name: 'No transactions yet' })).toHaveAttribute(
      'colspan',
      '3',
    );
  });
});

describe('TransactionTable amounts', () => {
  it('formats pence as pounds', () => {
    renderWithTheme(<TransactionTable {...props} />);
    expect(
      within(bodyRows()[0] as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1 Mar 2025', 'Monthly premium', '£29.99']);
  });

  it('marks a negative amount as credit in words, not only by colour', () => {
    renderWithTheme(<TransactionTable {...props} />);
    const refund = bodyRows()[1] as HTMLElement;
    expect(refund).toHaveAttribute('data-direction', 'credit');
    expect(within(refund).getAllByRole('cell')[2]).toHaveTextContent('£3.12 credit');
  });

  it('treats zero as a debit with no credit marker', () => {
    renderWithTheme(<TransactionTable {...props} />);
    const nil = bodyRows()[2] as HTMLElement;
    expect(nil).toHaveAttribute('data-direction', 'debit');
    expect(within(nil).getAllByRole('cell')[2]?.textContent).toBe('£0.00');
  });
});

describe('TransactionTable rows that did not count', () => {
  it('shows a failed payment struck through, neither credit nor debit, without the credit word', () => {
    renderWithTheme(
      <TransactionTable
        {...props}
        rows={[
          {
            id: 'f',
            date: '23 Dec 2026',
            description: 'Payment failed',
            amount: -1838,
            notCounted: true,
          },
        ]}
      />,
    );
    const [row] = bodyRows();
    expect(row).toHaveAttribute('data-direction', 'none');
    const amount = within(row as HTMLElement).getByText('£18.38');
    expect(amount).toHaveAttribute('data-not-counted');
    expect(amount).toHaveStyle({ textDecoration: 'line-through' });
    expect(row).not.toHaveTextContent('credit');
  });
});
