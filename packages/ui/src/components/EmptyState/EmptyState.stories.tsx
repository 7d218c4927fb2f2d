import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { ToneIcon } from '../StatusBadge';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Content/EmptyState',
  component: EmptyState,
  args: {
    heading: 'No claims',
    headingLevel: 2,
    children: <p>You have not made any claims on this policy.</p>,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [1, 2, 3, 4] },
    actions: { control: false },
    illustration: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoClaims: Story = {};
export const WithAction: Story = {
  args: {
    heading: 'No quotes yet',
    children: <p>Get a quote in about five minutes.</p>,
    actions: <Button onClick={fn()}>Get a quote</Button>,
  },
};
export const WithIllustration: Story = {
  args: { illustration: <ToneIcon tone="info" size={32} /> },
};
export const HeadingOnly: Story = { args: { children: undefined, heading: 'No documents yet' } };
export const TwoActions: Story = {
  args: {
    heading: 'No previous statements',
    children: <p>Your first statement is made after your first payment.</p>,
    actions: (
      <>
        <Button onClick={fn()}>View payment methods</Button>
        <Button variant="secondary" onClick={fn()}>
          Back to your policy
        </Button>
      </>
    ),
  },
};
