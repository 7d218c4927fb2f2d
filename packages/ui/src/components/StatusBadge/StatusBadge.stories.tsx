import { STATUS_TONES } from '@brand/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Status/StatusBadge',
  component: StatusBadge,
  args: { children: 'Active', tone: 'default', withIcon: false },
  argTypes: {
    tone: { control: 'inline-radio', options: [...STATUS_TONES] },
    withIcon: { control: 'boolean' },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { children: 'Pending' } };
export const Info: Story = { args: { tone: 'info', children: 'Active' } };
export const Success: Story = { args: { tone: 'success', children: 'Settled' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Payment due' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Payment failed' } };
export const WithIcon: Story = { args: { tone: 'success', children: 'Settled', withIcon: true } };

/** Every tone side by side, with and without the icon. */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {STATUS_TONES.map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: 8 }}>
          <StatusBadge {...args} tone={tone}>
            {tone}
          </StatusBadge>
          <StatusBadge {...args} tone={tone} withIcon>
            {tone}
          </StatusBadge>
        </div>
      ))}
    </div>
  ),
};
