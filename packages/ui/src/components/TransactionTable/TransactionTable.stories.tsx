import type { Meta, StoryObj } from '@storybook/react-vite';
import { TransactionTable } from './TransactionTable';

const meta = {
  title: 'Content/TransactionTable',
  component: TransactionTable,
  args: {
    caption: 'Statement 3, March 2025',
    columnLabels: { date: 'Date', description: 'Description', amount: 'Amount' },
    creditLabel: 'credit',
    rows: [
      { id: '1', date: '1 Mar 2025', description: 'Monthly premium', amount: 2999 },
      { id: '2', date: '1 Mar 2025', description: 'Breakdown cover', amount: 450 },
      { id: '3', date: '5 Mar 2025', description: 'Direct Debit payment', amount: -3449 },
      {
        id: '4',
        date: '12 Mar 2025',
        description: 'Change of address: refund of premium',
        amount: -312,
      },
    ],
  },
} satisfies Meta<typeof TransactionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statement: Story = {};
export const DebitsOnly: Story = {
  args: {
    rows: [
      { id: '1', date: '1 Apr 2025', description: 'Monthly premium', amount: 2999 },
      { id: '2', date: '1 Apr 2025', description: 'Legal expenses', amount: 300 },
    ],
  },
};
/** A collection that failed did not count: struck through, neither credit nor debit. */
export const FailedPayment: Story = {
  args: {
    rows: [
      { id: '1', date: '23 Dec 2026', description: 'Insurance premium', amount: 1838 },
      {
        id: '2',
        date: '23 Dec 2026',
        description: 'Payment (failed)',
        amount: -1838,
        notCounted: true,
      },
    ],
  },
};
export const Empty: Story = {
  args: { rows: [], emptyText: 'No transactions on this statement yet.' },
};
/** Long descriptions wrap; from 480 px up a table too wide scrolls sideways in a focusable region. */
export const LongDescriptions: Story = {
  args: {
    rows: [
      {
        id: '1',
        date: '14 Mar 2025',
        description:
          'Mid-term adjustment: additional driver added (pro-rata premium for the rest of the month)',
        amount: 1245,
      },
      { id: '2', date: '20 Mar 2025', description: 'Refund reversal', amount: 1000 },
      { id: '3', date: '28 Mar 2025', description: 'Credit journal', amount: -123456 },
    ],
  },
};

/** Below 480 px each row stacks (date and amount, then the description): nothing scrolls sideways. */
export const Stacked: Story = {
  ...LongDescriptions,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
