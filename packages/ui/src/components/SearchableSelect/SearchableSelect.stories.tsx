import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SearchableSelect, type SearchableSelectProps } from './SearchableSelect';

function Stateful(args: SearchableSelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SearchableSelect
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const occupations = [
  'Accountant',
  'Actor',
  'Architect',
  'Baker',
  'Carpenter',
  'Chef',
  'Dentist',
  'Electrician',
  'Engineer',
  'Firefighter',
  'Gardener',
  'Nurse',
  'Paramedic',
  'Pharmacist',
  'Plumber',
  'Teacher',
  'Vet',
].map((label) => ({ value: label.toUpperCase(), label }));

const meta = {
  title: 'Forms/SearchableSelect',
  component: SearchableSelect,
  args: {
    id: 'occupation',
    name: 'occupation',
    label: 'Occupation',
    hint: 'Start typing, then choose from the list',
    value: null,
    onChange: fn(),
    onBlur: fn(),
    options: occupations,
    notFoundMessage: 'Sorry, no matches found',
    toggleLabel: 'Show options',
    width: 30,
    disabled: false,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  render: (args) => <Stateful key={String(args.value)} {...args} />,
} satisfies Meta<typeof SearchableSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { value: 'NURSE' } };
export const WithError: Story = {
  args: { error: 'Please answer this question to continue', required: true },
};
/** A list of one option chooses it at once, as the vehicle cascade does for a make with a single model. */
export const SingleOption: Story = {
  args: {
    id: 'model',
    name: 'model',
    label: 'Model',
    hint: undefined,
    options: [{ value: 'COOPER_SE', label: 'Cooper SE' }],
  },
};
export const CustomNotFoundMessage: Story = {
  args: { notFoundMessage: 'No occupation matches. Try a more general word.' },
};
/** Typing filters the list; the list is at most 14rem tall and scrolls. */
export const Filtering: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Occupation' }), 'er');
  },
};
/** Typing down to one match chooses it; the text stays as typed so it can still be edited. */
export const OneMatchLeft: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Occupation' }), 'plum');
  },
};
export const NoMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Occupation' }), 'astronaut');
  },
};
export const Disabled: Story = { args: { value: 'NURSE', disabled: true } };
