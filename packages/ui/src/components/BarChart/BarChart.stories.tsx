import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart, type BarChartDatum } from './BarChart';

const MONTHS = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
const YEARS = [2025, 2026, 2026, 2026, 2026, 2026, 2026, 2026, 2026, 2026, 2026, 2026];
const LONG = [
  'December',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
];
const PENCE = [0, 0, 4212, 2999, 2999, 2999, 0, 5998, 2999, 2999, 2999, 2999];

const months: BarChartDatum[] = MONTHS.map((label, index) => ({
  id: `m${index}`,
  label,
  longLabel: `${LONG[index]} ${YEARS[index]}`,
  value: PENCE[index] as number,
  valueText: `£${((PENCE[index] as number) / 100).toFixed(2)}`,
}));

const meta = {
  title: 'Data/BarChart',
  component: BarChart,
  args: {
    title: 'Payments in the last 12 months',
    summary: '£331.96 paid in the last 12 months; the most in one month was £59.98 in July 2026.',
    data: months,
    columnLabels: { label: 'Month', value: 'Paid' },
    tableToggleText: 'Show the payments as a table',
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year of monthly payments with a missed month and a double one. */
export const TwelveMonths: Story = {};

/** Nothing paid in the last 12 months: one plain sentence, no empty axis or table of zeros. */
export const NothingPaid: Story = {
  args: {
    data: months.map((month) => ({ ...month, value: 0, valueText: '£0.00' })),
    summary: 'Nothing paid in the last 12 months.',
    emptyText: 'You have made no payments in the last 12 months.',
  },
};

/** At a 320 px phone width, the bars and labels share the width. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
};
