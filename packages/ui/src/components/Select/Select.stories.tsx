import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CONTROL_WIDTHS } from '../Field';
import { Select, type SelectProps } from './Select';

function Stateful(args: SelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Select
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
  title: 'Forms/Select',
  component: Select,
  args: {
    id: 'marital-status',
    name: 'maritalStatus',
    label: 'Marital status',
    value: '',
    onChange: fn(),
    onBlur: fn(),
    placeholder: 'Please select',
    width: 20,
    options: [
      { value: 'SINGLE', label: 'Single' },
      { value: 'MARRIED', label: 'Married' },
      { value: 'CIVIL_PARTNERSHIP', label: 'Civil partnership' },
      { value: 'DIVORCED', label: 'Divorced' },
      { value: 'WIDOWED', label: 'Widowed' },
    ],
  },
  argTypes: {
    width: { control: 'select', options: CONTROL_WIDTHS },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { value: 'MARRIED' } };
export const WithHint: Story = { args: { hint: 'Some statuses change the price of your cover' } };
export const WithError: Story = {
  args: { error: 'Please answer this question to continue', required: true },
};
export const WithoutPlaceholder: Story = { args: { placeholder: undefined, value: 'SINGLE' } };
export const Disabled: Story = { args: { value: 'SINGLE', disabled: true } };
