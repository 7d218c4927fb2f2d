import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './Button';
import { ConfirmDiscard } from './ConfirmDiscard';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'destructive', 'link'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Save and come back later' },
};
export const Destructive: Story = {
  args: { variant: 'destructive', children: 'Cancel my policy' },
};
export const Link: Story = { args: { variant: 'link', children: 'Change' } };
export const Loading: Story = { args: { loading: true, children: 'Paying…' } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true } };

export const ConfirmAndDiscard: StoryObj<typeof ConfirmDiscard> = {
  render: (args) => <ConfirmDiscard {...args} />,
  args: {
    confirmLabel: 'Confirm cancellation',
    discardLabel: 'Keep my policy',
    destructive: true,
    onConfirm: fn(),
    onDiscard: fn(),
  },
};
