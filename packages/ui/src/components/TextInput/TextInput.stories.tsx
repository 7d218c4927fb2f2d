import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CONTROL_WIDTHS } from '../Field';
import { TextInput, type TextInputProps } from './TextInput';

function Stateful(args: TextInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <TextInput
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
  title: 'Forms/TextInput',
  component: TextInput,
  args: {
    id: 'first-name',
    name: 'firstName',
    label: 'First name',
    value: '',
    onChange: fn(),
    onBlur: fn(),
    type: 'text',
    width: 'full',
    required: false,
    disabled: false,
    readOnly: false,
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel'] },
    width: { control: 'select', options: CONTROL_WIDTHS },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    prefix: { control: 'text' },
    suffix: { control: 'text' },
  },
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { hint: 'As it appears on your driving licence', width: 20 },
};
export const WithError: Story = {
  args: { value: 'A', error: 'Your first name must be 2 to 30 characters', width: 20 },
};
export const Required: Story = { args: { required: true, width: 20 } };
export const Email: Story = {
  args: {
    id: 'email',
    name: 'email',
    label: 'Email address',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    spellCheck: false,
    hint: 'We will send your policy documents here',
  },
};
export const Phone: Story = {
  args: {
    id: 'phone',
    name: 'phone',
    label: 'Mobile number',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    width: 20,
  },
};
export const WithPrefix: Story = {
  args: {
    id: 'value',
    name: 'value',
    label: 'Estimated value in pounds',
    prefix: '£',
    inputMode: 'numeric',
    width: 10,
  },
};
export const WithSuffix: Story = {
  args: {
    id: 'distance',
    name: 'distance',
    label: 'Distance to work in miles',
    suffix: 'miles',
    width: 5,
  },
};
export const RetailerNumber: Story = {
  args: {
    id: 'retailer',
    name: 'retailer',
    label: 'Retailer number',
    maxLength: 5,
    width: 5,
    inputMode: 'numeric',
  },
};
export const Disabled: Story = { args: { value: 'Ann', disabled: true, width: 20 } };
export const ReadOnly: Story = { args: { value: 'Ann', readOnly: true, width: 20 } };
