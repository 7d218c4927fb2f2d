import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InputStory } from '../InputStory';
import { SAMPLE_ANSWERS } from '../sample-data';

const meta = {
  title: 'Forms engine/CheckboxPromotion',
  component: InputStory,
  args: { type: 'checkboxPromotion', onSubmit: fn() },
} satisfies Meta<typeof InputStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample checkboxPromotion input, unanswered. */
export const Empty: Story = {};

/** Answered. */
export const Answered: Story = { args: { initialValues: SAMPLE_ANSWERS.checkboxPromotion } };

/** Read-only: disabled, with "Why can't I change this?". */
export const ReadOnly: Story = {
  args: { readOnly: true, initialValues: SAMPLE_ANSWERS.checkboxPromotion },
};
