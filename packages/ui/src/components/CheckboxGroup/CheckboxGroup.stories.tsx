import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CHOICE_COLUMNS } from '../Field/choice-layout';
import { Checkbox, type CheckboxProps } from './Checkbox';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';

function Stateful(args: CheckboxGroupProps) {
  const [value, setValue] = useState(args.value);
  return (
    <CheckboxGroup
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

function StatefulCheckbox(args: CheckboxProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <Checkbox
      {...args}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    id: 'optional-covers',
    name: 'optionalCovers',
    label: 'Which optional covers would you like?',
    hint: 'Choose all that apply',
    value: [],
    onChange: fn(),
    onBlur: fn(),
    columns: 1,
    options: [
      { value: 'KEY_COVER', label: 'Key cover' },
      { value: 'LEGAL_EXPENSES', label: 'Legal expenses', hint: 'Up to £100,000 of legal costs' },
      { value: 'BREAKDOWN', label: 'Breakdown cover' },
    ],
  },
  argTypes: {
    columns: { control: 'inline-radio', options: CHOICE_COLUMNS },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  render: (args) => <Stateful key={args.value.join()} {...args} />,
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Ticked: Story = { args: { value: ['KEY_COVER', 'BREAKDOWN'] } };
export const WithError: Story = { args: { error: 'Choose at least one cover', required: true } };
export const ThreeColumns: Story = { args: { columns: 3 } };
export const Disabled: Story = { args: { value: ['KEY_COVER'], disabled: true } };

const checkboxArgs = {
  id: 'eligibility',
  name: 'eligibility',
  label: 'I confirm that I meet the eligibility criteria',
  checked: false,
  onChange: fn(),
  onBlur: fn(),
} satisfies CheckboxProps;

/** One checkbox, as for eligibility or accepting terms. */
export const SingleCheckbox: StoryObj<typeof Checkbox> = {
  args: checkboxArgs,
  render: (args) => <StatefulCheckbox key={String(args.checked)} {...args} />,
};

export const SingleCheckboxWithError: StoryObj<typeof Checkbox> = {
  args: {
    ...checkboxArgs,
    required: true,
    hint: 'You must be 25 or over and live in the UK',
    error: 'Please confirm that you meet the eligibility criteria before proceeding',
  },
  render: (args) => <StatefulCheckbox key={String(args.checked)} {...args} />,
};
