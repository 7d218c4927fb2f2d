import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TextInput } from '../TextInput';
import { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';

const summary: ErrorSummaryProps['message'] = (count) =>
  `Please review the ${count} highlighted question(s) to continue`;

/** The account settings form the bar sits above, so "show me" has fields to go to. */
function AccountForm() {
  const [email, setEmail] = useState('ann@');
  const [phone, setPhone] = useState('0');
  return (
    <>
      <TextInput
        id="email"
        name="email"
        label="Email address"
        type="email"
        value={email}
        onChange={setEmail}
        error="Please enter a valid email address"
      />
      <TextInput
        id="phone"
        name="phone"
        label="Mobile number"
        type="tel"
        value={phone}
        onChange={setPhone}
        error="Please enter a valid UK phone number"
        width={20}
      />
    </>
  );
}

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    count: 2,
    message: summary,
    showMeLabel: 'Show me',
    firstErrorId: 'email',
    focusOnAppear: false,
    onShowMe: fn(),
  },
  argTypes: {
    message: { control: false },
  },
  render: (args) => (
    <form noValidate aria-label="Account settings">
      <ErrorSummary {...args} />
      <AccountForm />
    </form>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithErrorList: Story = {
  args: {
    firstErrorId: undefined,
    errors: [
      { id: 'email', message: 'Please enter a valid email address' },
      { id: 'phone', message: 'Please enter a valid UK phone number' },
    ],
  },
};
export const OneError: Story = { args: { count: 1 } };
export const MessageAsText: StoryObj<typeof ErrorSummary> = {
  args: { message: 'Some answers need another look before you continue' },
};
/** The bar takes focus as it appears (after a submit), so screen readers read it at once. */
export const FocusOnAppear: Story = { args: { focusOnAppear: true } };
