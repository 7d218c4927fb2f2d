import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InputStory } from '../InputStory';

const meta = {
  title: 'Forms engine/DatePicker',
  component: InputStory,
  args: { type: 'datePicker', onSubmit: fn() },
} satisfies Meta<typeof InputStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample datePicker input, unanswered. */
export const Empty: Story = {};

/** Read-only: disabled, with "Why can't I change this?". */
export const ReadOnly: Story = { args: { readOnly: true } };
