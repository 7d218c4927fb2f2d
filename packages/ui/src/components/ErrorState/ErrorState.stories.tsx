import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Content/ErrorState',
  component: ErrorState,
  args: {
    heading: 'Your payment failed',
    headingLevel: 2,
    children: <p>No money has been taken. Try again, or chat with us and we will help.</p>,
    onChat: fn(),
    chatLabel: 'Chat with us',
    announce: false,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [1, 2, 3, 4] },
    actions: { control: false },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaymentFailed: Story = {
  args: {
    actions: (
      <Button variant="secondary" onClick={fn()}>
        Try again
      </Button>
    ),
  },
};
export const ChatOnly: Story = {
  args: {
    heading: 'We couldn’t find the insurance group for your vehicle',
    children: <p>Please get in touch via chat so we can fix this.</p>,
  },
};
/** Without onChat (the chat service is not configured) the chat button is left out. */
export const WithoutChat: Story = {
  args: {
    onChat: undefined,
    heading: 'Something went wrong',
    actions: <Button onClick={fn()}>Back to home</Button>,
  },
};
/** After a failed request on a page that had loaded: announced as an alert. */
export const Announced: Story = {
  args: { announce: true, heading: 'We couldn’t load your documents' },
};
export const PageLevel: Story = {
  args: { headingLevel: 1, heading: 'Your adjustment could not be confirmed' },
};
