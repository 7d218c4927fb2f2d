import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DateOfBirthInput, type DateOfBirthInputProps } from './DateOfBirthInput';

function Stateful(args: DateOfBirthInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <DateOfBirthInput
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/DateOfBirthInput',
  component: DateOfBirthInput,
  args: {
    id: 'date-of-birth',
    name: 'dateOfBirth',
    label: 'What is your date of birth?',
    hint: 'For example, 27 3 1985',
    value: '',
    onChange: fn(),
    onPartsChange: fn(),
    onBlur: fn(),
    dayLabel: 'Day',
    monthLabel: 'Month',
    yearLabel: 'Year',
    disabled: false,
    readOnly: false,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<typeof DateOfBirthInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDate: Story = { args: { value: '1985-03-27' } };
export const WithError: Story = {
  args: { value: '2090-01-01', error: "Sorry, this can't be in the future", required: true },
};
/** Read-only for customers (an admin may edit it): shown, not changeable. */
export const ReadOnly: Story = { args: { value: '1985-03-27', readOnly: true } };
export const Disabled: Story = { args: { value: '1985-03-27', disabled: true } };
