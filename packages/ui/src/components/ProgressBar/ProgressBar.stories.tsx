import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Status/ProgressBar',
  component: ProgressBar,
  args: { value: 45, max: 100, label: 'Uploading licence.pdf', showLabel: true },
  argTypes: {
    value: { control: { type: 'range', min: -20, max: 150, step: 1 } },
    max: { control: { type: 'number', min: 1 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
/** A value past max still fills only 100% of the bar. */
export const CappedAt100: Story = { args: { value: 140, label: 'Upload complete' } };
export const WithValueText: Story = {
  args: {
    value: 3,
    max: 5,
    label: 'Your quote',
    valueText: '3 of 5 sections',
    showValueText: true,
  },
};
/** The label names the bar for assistive technology without being shown. */
export const HiddenLabel: Story = { args: { showLabel: false, value: 70 } };
