import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { PolicyTabBar } from './PolicyTabBar';

const meta = {
  title: 'Journeys/Policy/PolicyTabBar',
  component: PolicyTabBar,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/flex/policy/PL1/details']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    label: 'Policy sections',
    current: 'details',
    tabs: ['details', 'documents', 'billing', 'claims'].map((id) => ({
      id,
      label: id[0]?.toUpperCase() + id.slice(1),
      href: `/flex/policy/PL1/${id}`,
    })),
  },
} satisfies Meta<typeof PolicyTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A live policy's four tabs, details shown: links on a wide screen, a dropdown on a phone. */
export const LivePolicy: Story = {};

/** An ended policy shows fewer tabs. */
export const EndedPolicy: Story = {
  args: {
    current: 'billing',
    tabs: [
      { id: 'billing', label: 'Billing', href: '/flex/policy/PL1/billing' },
      { id: 'claims', label: 'Claims', href: '/flex/policy/PL1/claims' },
    ],
  },
};
