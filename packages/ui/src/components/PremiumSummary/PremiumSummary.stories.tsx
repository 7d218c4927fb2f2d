import type { Meta, StoryObj } from '@storybook/react-vite';
import { PremiumSummary } from './PremiumSummary';

const meta = {
  title: 'Content/PremiumSummary',
  component: PremiumSummary,
  args: {
    heading: 'Your premium',
    headingLevel: 2,
    lines: [
      { id: 'premium', header: 'Monthly premium', currentAmount: 2999 },
      { id: 'breakdown', header: 'Breakdown cover', currentAmount: 450 },
    ],
    total: { id: 'total', header: 'Total per month', currentAmount: 3449 },
    extra: { ipt: 'Includes Insurance Premium Tax' },
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PremiumSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {};

/** After a change or a promotion: the old amounts struck through beside the new ones. */
export const WithPreviousAmounts: Story = {
  args: {
    lines: [
      { id: 'premium', header: 'Monthly premium', previousAmount: 3140, currentAmount: 2999 },
      { id: 'legal', header: 'Legal expenses', previousAmount: 0, currentAmount: 300 },
    ],
    total: { id: 'total', header: 'Total per month', previousAmount: 3140, currentAmount: 3299 },
  },
};

export const WithAdditionalLineItems: Story = {
  args: {
    extra: {
      additionalLineItems: [
        { id: 'fee', header: 'Adjustment fee', amount: 0 },
        { id: 'prorata', header: 'Pro-rata change this month', amount: 1245 },
      ],
      ipt: 'Includes Insurance Premium Tax',
    },
  },
};

export const PromotionFreeCover: Story = {
  args: {
    heading: 'Your first 12 months',
    lines: [{ id: 'premium', header: 'Monthly premium', previousAmount: 2999, currentAmount: 0 }],
    total: undefined,
  },
};

export const WithoutHeadingOrTotal: Story = {
  args: { heading: undefined, total: undefined, extra: undefined },
};
