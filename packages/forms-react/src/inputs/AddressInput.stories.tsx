import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InputStory } from '../InputStory';
import { SAMPLE_ANSWERS } from '../sample-data';

const meta = {
  title: 'Forms engine/Address',
  component: InputStory,
  args: { type: 'address', onSubmit: fn() },
} satisfies Meta<typeof InputStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample address input, unanswered. */
export const Empty: Story = {};

/** Answered. */
export const Answered: Story = { args: { initialValues: SAMPLE_ANSWERS.address } };

/** Read-only: disabled, with "Why can't I change this?". */
export const ReadOnly: Story = { args: { readOnly: true, initialValues: SAMPLE_ANSWERS.address } };
