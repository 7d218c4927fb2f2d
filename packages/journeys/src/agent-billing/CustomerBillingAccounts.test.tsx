import { createShellI18n } from '@brand/app-shell';
import { BrandThemeProvider } from '@brand/ui';
import { render, screen, within } from '@testing-library/react';
import { WithTexts } from '../shared/texts-test-kit';
import { CustomerBillingAccounts } from './CustomerBillingAccounts';
import { BILLING_ACCOUNTS } from './customer-billing-test-data';

function renderAccounts(accounts = BILLING_ACCOUNTS) {
  return render(
    <BrandThemeProvider withGlobalStyles={false}>
      <WithTexts i18n={createShellI18n({ agentWording: true })}>
        <CustomerBillingAccounts accounts={accounts} />
      </WithTexts>
    </BrandThemeProvider>,
  );
}

describe('finance’s billing view of a customer’s accounts', () => {
  it('shows each account with its balance, outstanding amount, payment day and what it pays by', () => {
    renderAccounts();
    const first = screen.getByRole('region', {
      name: 'Account ACC-000001, policy MINI-FLX-000001',
    });
    expect(within(first).getByText('Account balance').nextSibling).toHaveTextContent(
      '£108.34 to pay',
    );
    expect(within(first).getByText('Outstanding').nextSibling).toHaveTextContent('£54.17');
    expect(within(first).getByText('Payment day').nextSibling).toHaveTextContent(
      'The 1st of each month',
    );
    expect(within(first).getByText('Account status').nextSibling).toHaveTextContent('Open');
    expect(within(first).getByText('Pays by').nextSibling).toHaveTextContent('Direct Debit');

    const second = screen.getByRole('region', {
      name: 'Account ACC-000002, policy MINI-DRV-000002',
    });
    expect(within(second).getByText('Account balance').nextSibling).toHaveTextContent(
      '£23.50 in credit',
    );
    expect(within(second).getByText('Account status').nextSibling).toHaveTextContent('Suspended');
    expect(within(second).queryByText('Pays by')).toBeNull();
  });

  it('lists the payment methods in the billing tab’s words, marking the one in use', () => {
    renderAccounts();
    const first = screen.getByRole('region', {
      name: 'Account ACC-000001, policy MINI-FLX-000001',
    });
    const methods = within(first).getAllByRole('listitem');
    expect(methods.map((item) => item.textContent)).toEqual([
      'Direct Debit from Barclays, account ending 11 (Used for their payments)',
      'Visa ending 4242, expires 04/2029',
    ]);
    const second = screen.getByRole('region', {
      name: 'Account ACC-000002, policy MINI-DRV-000002',
    });
    expect(within(second).getByText('No payment method is set up on this account.')).toBeVisible();
  });

  it('puts the statements in a captioned table with column and row headers, newest first', () => {
    renderAccounts();
    const table = screen.getByRole('table', {
      name: 'Statements on account ACC-000001, newest first',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Statement',
      'Period covered',
      'Payment due',
      'Charges',
      'Amount outstanding',
      'Status',
    ]);
    const [, newest, oldest] = within(table).getAllByRole('row');
    expect(within(newest as HTMLElement).getByRole('rowheader')).toHaveTextContent('Statement 2');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(newest as HTMLElement)).toEqual([
      'Period covered1 April 2026 to 30 April 2026',
      'Payment due1 April 2026',
      'Charges£54.17',
      'Amount outstanding£54.17',
      'Failed',
    ]);
    expect(cells(oldest as HTMLElement)).toEqual([
      'Period covered1 March 2026 to 31 March 2026',
      'Payment due1 March 2026',
      'Charges£54.17',
      'Amount outstanding£0.00',
      'Paid',
    ]);
    // The status is an icon named by its text, not colour alone.
    expect(within(newest as HTMLElement).getByRole('img', { name: 'Failed' })).toBeInTheDocument();
  });

  it('shows a refund owed as a negative amount and a statement without a period plainly', () => {
    renderAccounts();
    const table = screen.getByRole('table', {
      name: 'Statements on account ACC-000002, newest first',
    });
    const [, only] = within(table).getAllByRole('row');
    expect(
      within(only as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Period covered',
      'Payment due15 March 2026',
      'Charges-£23.50',
      'Amount outstanding-£23.50',
      'Pending',
    ]);
  });

  it('says so for a customer without accounts, and for an account without statements', () => {
    const { unmount } = renderAccounts([]);
    expect(screen.getByText('This customer has no billing accounts.')).toBeVisible();
    unmount();
    renderAccounts([
      { ...(BILLING_ACCOUNTS[1] as (typeof BILLING_ACCOUNTS)[number]), statements: [] },
    ]);
    expect(screen.getByText('No statements on this account yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
