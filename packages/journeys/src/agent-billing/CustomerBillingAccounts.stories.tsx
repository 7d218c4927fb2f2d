import { createShellI18n } from '@brand/app-shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { CustomerBillingAccounts } from './CustomerBillingAccounts';
import { BILLING_ACCOUNTS } from './customer-billing-test-data';

// The console's texts ("their", not "your"), as finance reads the view.
const i18n = createShellI18n({ agentWording: true });

const meta = {
  title: 'Journeys/Agent billing/CustomerBillingAccounts',
  component: CustomerBillingAccounts,
  decorators: [
    (Story) => (
      <I18nextProvider i18n={i18n}>
        <Story />
      </I18nextProvider>
    ),
  ],
  args: { accounts: BILLING_ACCOUNTS },
} satisfies Meta<typeof CustomerBillingAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two accounts: one paying by Direct Debit with a failed collection outstanding, one ended with a
 * refund owed. Below 768 px each statement stacks as a card with its columns named.
 */
export const TwoAccounts: Story = {};

/** A customer with no billing account yet (a quote, no policy). */
export const NoAccounts: Story = { args: { accounts: [] } };
