import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminBar } from './AdminBar';

const meta = {
  title: 'Navigation/AdminBar',
  component: AdminBar,
  args: { user: 'Zoë Smith (zoe.smith@example.com)', userLabel: 'Acting as' },
} satisfies Meta<typeof AdminBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const UserIdOnly: Story = { args: { user: 'auth0|5f8a9c2e1b', userLabel: undefined } };
export const LongEmail: Story = {
  args: { user: 'a.very.long.customer.email.address.for.wrapping@example-insurance.co.uk' },
};
