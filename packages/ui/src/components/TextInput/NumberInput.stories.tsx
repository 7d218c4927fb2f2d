import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { NumberInput, type NumberInputProps } from './NumberInput';

function Stateful(args: NumberInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <NumberInput
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
  title: 'Forms/NumberInput',
  component: NumberInput,
  args: {
    id: 'mileage',
    name: 'annualMileage',
    label: 'Annual mileage',
    hint: 'Roughly how many miles you drive in a year',
    value: null,
    onChange: fn(),
    onBlur: fn(),
    maxValue: 999999,
    suffix: 'miles',
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    prefix: { control: 'text' },
    suffix: { control: 'text' },
  },
  render: (args) => <Stateful key={String(args.value)} {...args} />,
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { value: 8000 } };
export const WithError: Story = { args: { value: 0, error: 'Enter a mileage from 1 to 999,999' } };
export const Money: Story = {
  args: {
    id: 'value',
    name: 'estimatedValue',
    label: 'Estimated value of your car in pounds',
    hint: undefined,
    prefix: '£',
    suffix: undefined,
    value: 24500,
  },
};
export const Disabled: Story = { args: { value: 8000, disabled: true } };
