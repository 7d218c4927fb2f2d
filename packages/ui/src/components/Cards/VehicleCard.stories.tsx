import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VehicleCard } from './VehicleCard';

const meta = {
  title: 'Cards/VehicleCard',
  component: VehicleCard,
  args: {
    title: 'MINI Cooper S 3-door Hatch',
    registration: 'AB24 CDE',
    registrationLabel: 'Registration',
    specLines: ['2024, petrol, automatic', '1998cc, 4 seats'],
    changeLabel: 'Change',
    onChange: fn(),
    editRegistrationLabel: 'Edit registration',
    onEditRegistration: fn(),
    plateStyle: 'rear',
    headingLevel: 3,
  },
  argTypes: {
    plateStyle: { control: 'inline-radio', options: ['rear', 'front'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VehicleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RearPlate: Story = {};
export const FrontPlate: Story = { args: { plateStyle: 'front' } };
/** A quote can exist without a registration; it must be added before the cover starts. */
export const MissingRegistration: Story = {
  args: { registration: undefined, editRegistrationLabel: 'Add registration' },
};
export const ReadOnly: Story = { args: { onChange: undefined, onEditRegistration: undefined } };
export const ChangeOnly: Story = { args: { onEditRegistration: undefined } };
