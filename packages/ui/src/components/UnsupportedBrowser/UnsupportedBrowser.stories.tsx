import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnsupportedBrowser } from './UnsupportedBrowser';

const meta = {
  title: 'Feedback/UnsupportedBrowser',
  component: UnsupportedBrowser,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Your browser is not supported',
    text: 'To get a quote or manage your policy, please use the latest version of one of these browsers.',
    browsersLabel: 'Supported browsers',
  },
} satisfies Meta<typeof UnsupportedBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OtherBrowsers: Story = {
  args: {
    browsers: [
      { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
      { name: 'Safari', href: 'https://www.apple.com/safari/' },
    ],
  },
};
