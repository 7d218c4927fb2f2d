import type { ErrorKind } from '@brand/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button, ConfirmDiscard } from '../Button';
import { ErrorModal } from './ErrorModal';
import { MODAL_VARIANTS, Modal } from './Modal';

// A small, self-contained content page: Storybook runs offline, so the iframe cannot load a real one.
const helpPage = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="en"><head><title>What is an excess?</title></head><body style="font-family:sans-serif">' +
    '<main><h1>What is an excess?</h1><p>The excess is the part of a claim you pay yourself.</p></main></body></html>',
)}`;

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: fn(),
    title: 'Why we ask for your date of birth',
    children: 'We use your date of birth to check your eligibility and to price your cover.',
    variant: 'default',
    dismissible: true,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: MODAL_VARIANTS },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescriptionAndActions: Story = {
  args: {
    title: 'Outstanding balance',
    description: 'Your policy activates once the outstanding balance is paid.',
    children: 'You owe £42.10 from your last statement.',
    footer: (
      <ConfirmDiscard
        confirmLabel="Pay now"
        discardLabel="Back to home"
        onConfirm={fn()}
        onDiscard={fn()}
      />
    ),
  },
};

export const Iframe: Story = {
  args: { variant: 'iframe', title: 'What is an excess?', src: helpPage, children: undefined },
};

export const Feedback: Story = {
  args: {
    variant: 'feedback',
    title: 'How did we do?',
    description: 'Tell us about cancelling your policy.',
    children: 'Rate us from 1 to 10.',
    footer: <Button>Send feedback</Button>,
  },
};

export const NotDismissible: Story = {
  args: {
    dismissible: false,
    title: 'Too much time has passed',
    children: 'Please discard this change and make it again.',
    footer: <Button>Discard and start again</Button>,
  },
};

export const OpenedFromAButton: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="link" onClick={() => setOpen(true)}>
          Why do we ask?
        </Button>
        <Modal
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose?.();
          }}
        />
      </>
    );
  },
};

/** A footer button named like the close button: the X makes way, so no two buttons share a name. */
export const FooterClose: Story = {
  args: {
    title: 'We could not find your quote',
    children: 'Please check the reference and try again.',
    footer: <Button onClick={fn()}>Close</Button>,
  },
};

/** Open over a page with its own links and buttons: the page behind is hidden and inert. */
export const OverAPage: Story = {
  decorators: [
    (Story) => (
      <>
        <h1>Your quote</h1>
        <p>
          <a href="#details">Change your details</a>
        </p>
        <Button>Continue</Button>
        <Story />
      </>
    ),
  ],
};

/** English texts of the error kinds' modals (the apps translate them). */
const errorTexts: Record<ErrorKind, { header: string; content: string }> = {
  NETWORK: {
    header: 'We could not connect to our servers.',
    content: 'Please check that you are online, then try again.',
  },
  UNEXPECTED: {
    header: 'Something went wrong on our side.',
    content: 'It is not something you did. Please try again in a moment.',
  },
  UNAUTHORIZED: { header: 'Your session has expired', content: 'Please sign in again.' },
  SIGN_IN_FAILED: { header: 'We were unable to sign you in', content: 'Please try again.' },
};

type ErrorStory = StoryObj<typeof ErrorModal>;
const errorStory = (kind: ErrorKind): ErrorStory => ({
  render: (args) => <ErrorModal {...args} />,
  args: { open: true, onClose: fn(), ...errorTexts[kind], chatLabel: 'Chat with us', onChat: fn() },
});

export const ErrorNetwork: ErrorStory = {
  ...errorStory('NETWORK'),
  args: { ...errorStory('NETWORK').args, retryLabel: 'Try again', onRetry: fn() },
};
export const ErrorUnexpected: ErrorStory = errorStory('UNEXPECTED');
export const ErrorUnauthorized: ErrorStory = {
  ...errorStory('UNAUTHORIZED'),
  args: { ...errorStory('UNAUTHORIZED').args, actions: <Button>Sign in</Button> },
};
export const ErrorSignInFailed: ErrorStory = errorStory('SIGN_IN_FAILED');
