import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TextInput } from '../TextInput';
import {
  CLIPBOARD_BLOCKED_MESSAGE,
  ClipboardPasteButton,
  type ClipboardPasteButtonProps,
} from './ClipboardPasteButton';

/** The button beside the card-token field of the admin settle form, as it is used. */
function TokenField(args: ClipboardPasteButtonProps) {
  const [token, setToken] = useState('');
  return (
    <>
      <TextInput
        id="card-token"
        name="token"
        label="Card token"
        hint="Starts tok_. Use it within 10 minutes."
        value={token}
        onChange={setToken}
        width={30}
        spellCheck={false}
      />
      <ClipboardPasteButton
        {...args}
        onPaste={(text) => {
          setToken(text.trim());
          args.onPaste(text);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Forms/ClipboardPasteButton',
  component: ClipboardPasteButton,
  args: {
    label: 'Paste token',
    onPaste: fn(),
    blockedMessage: CLIPBOARD_BLOCKED_MESSAGE,
    variant: 'secondary',
    disabled: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'destructive', 'link'] },
  },
  render: (args) => <TokenField {...args} />,
} satisfies Meta<typeof ClipboardPasteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The browser refuses clipboard access: pressing the button shows the alert and disables it. */
export const Blocked: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { readText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Paste token' }));
    await canvas.findByRole('alert');
  },
};

export const Disabled: Story = { args: { disabled: true } };
