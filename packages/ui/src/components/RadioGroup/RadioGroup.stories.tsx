import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CHOICE_COLUMNS } from '../Field/choice-layout';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

function Stateful(args: RadioGroupProps) {
  const [value, setValue] = useState(args.value);
  return (
    <RadioGroup
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
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    id: 'home-ownership',
    name: 'homeOwnership',
    label: 'Do you own your home?',
    value: null,
    onChange: fn(),
    onBlur: fn(),
    columns: 1,
    options: [
      { value: 'OWNER', label: 'Yes, I own it' },
      { value: 'RENTER', label: 'No, I rent it' },
      { value: 'OTHER', label: 'Other', hint: 'For example, you live with your parents' },
    ],
  },
  argTypes: {
    columns: { control: 'inline-radio', options: CHOICE_COLUMNS },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  render: (args) => <Stateful key={String(args.value)} {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { value: 'RENTER' } };
export const WithHint: Story = { args: { hint: 'This helps us price your cover' } };
export const WithError: Story = {
  args: { error: 'Please answer this question to continue', required: true },
};
/** Feedback ratings: 1 to 10 in five columns on desktop, one column on mobile. */
export const RatingInFiveColumns: Story = {
  args: {
    id: 'rating',
    name: 'rating',
    label: 'How likely are you to recommend us to a friend?',
    hint: '1 is not at all likely, 10 is extremely likely',
    columns: 5,
    options: Array.from({ length: 10 }, (_, index) => ({
      value: String(index + 1),
      label: String(index + 1),
    })),
  },
};
/** Voluntary excess in four columns. */
export const VoluntaryExcessInFourColumns: Story = {
  args: {
    id: 'voluntary-excess',
    name: 'voluntaryExcess',
    label: 'Voluntary excess',
    columns: 4,
    value: '250',
    options: ['0', '100', '250', '500'].map((pounds) => ({ value: pounds, label: `£${pounds}` })),
  },
};
export const Disabled: Story = { args: { value: 'OWNER', disabled: true } };
