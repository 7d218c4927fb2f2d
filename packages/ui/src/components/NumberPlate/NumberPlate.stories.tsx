import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberPlate } from './NumberPlate';

const meta = {
  title: 'Content/NumberPlate',
  component: NumberPlate,
  args: { registration: 'MN22 ELC', label: 'Registration', plateStyle: 'rear', size: 'md' },
  argTypes: {
    plateStyle: { control: 'inline-radio', options: ['rear', 'front'] },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
  },
} satisfies Meta<typeof NumberPlate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The yellow rear plate, as a card shows the insured car. */
export const Rear: Story = {};
/** The white front plate. */
export const Front: Story = { args: { plateStyle: 'front' } };
/** Small, inside a line of details (the home page's policy cards). */
export const Small: Story = { args: { size: 'sm' } };
