import { STATUS_TONES } from '@brand/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { Notification } from './Notification';

const meta = {
  title: 'Status/Notification',
  component: Notification,
  args: {
    tone: 'info',
    title: 'Your cover renews on 14 March 2026',
    children: 'Your new monthly premium of £31.40 starts on that date.',
    announce: true,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: [...STATUS_TONES] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    action: { control: false },
  },
} satisfies Meta<typeof Notification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PromotionApplied: Story = {
  args: {
    tone: 'success',
    title: 'Promotion applied',
    children: 'Your first 12 months of cover are free.',
  },
};

export const PromotionNotEligible: Story = {
  args: {
    tone: 'critical',
    toneLabel: 'Problem',
    title: 'You are not eligible for this promotion',
    children: 'The promotion is for drivers aged 25 to 80.',
  },
};

export const PromotionUnansweredQuestions: Story = {
  args: {
    tone: 'warning',
    toneLabel: 'Warning',
    title: 'Answer the promotion questions',
    children: 'We need your retailer number and order number to apply the promotion.',
    action: (
      <Button variant="secondary" onClick={fn()}>
        Answer questions
      </Button>
    ),
  },
};

export const OutstandingBalance: Story = {
  args: {
    tone: 'warning',
    toneLabel: 'Warning',
    title: 'You have an outstanding balance of £62.80',
    children: 'Please pay it to keep your cover.',
    action: <Button onClick={fn()}>Pay now</Button>,
  },
};

export const RenewalOptedIn: Story = { args: { announce: false } };

export const RenewalOptedOut: Story = {
  args: {
    announce: false,
    title: 'Your cover ends on 14 March 2026',
    children: 'You can reactivate your quote at £31.40 a month.',
    action: (
      <Button variant="secondary" onClick={fn()}>
        Reactivate my quote
      </Button>
    ),
  },
};

export const RenewalReferral: Story = {
  args: {
    tone: 'warning',
    announce: false,
    toneLabel: 'Warning',
    title: 'Your cover will end on 14 March 2026',
    children: 'We need to review your renewal before we can offer a price.',
  },
};

export const DefaultTone: Story = {
  args: { tone: 'default', title: 'Direct Debit collection takes 3 to 5 working days' },
};

export const BodyOnly: Story = {
  args: { title: undefined, children: 'Your payment details have been updated.', tone: 'success' },
};
