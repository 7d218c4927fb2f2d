import { STATUS_TONES } from '@brand/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { Snackbar } from './Snackbar';

const meta = {
  title: 'Overlays/Snackbar',
  component: Snackbar,
  args: {
    open: true,
    message: 'Your changes have been saved',
    onClose: fn(),
    tone: 'default',
    // Long enough for a designer (and the axe run) to look at it; the product uses the 4 s default.
    duration: 600_000,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: STATUS_TONES },
    message: { control: 'text' },
  },
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Info: Story = {
  args: { tone: 'info', message: 'Your documents are being generated' },
};
export const Success: Story = { args: { tone: 'success', message: 'Document uploaded' } };
export const Warning: Story = {
  args: { tone: 'warning', message: 'Your session ends in 2 minutes' },
};
export const Critical: Story = {
  args: { tone: 'critical', message: 'We could not save your changes' },
};

export const HidesAfterFourSeconds: Story = {
  args: { open: false, duration: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Save</Button>
        <Snackbar
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
