import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdminBar } from '../AdminBar';
import { NavigationBar } from '../NavigationBar';
import { ProgressCaption } from '../ProgressCaption';
import { PageFrame } from './PageFrame';

const header = (
  <>
    <AdminBar user="Zoë Smith" userLabel="Acting as" />
    <NavigationBar
      logo={<strong aria-hidden="true">BRAND</strong>}
      homeLabel="Brand insurance, home"
      user={{ firstName: 'Zoë', lastName: 'Smith' }}
      dashboardLabel="Dashboard"
      onDashboard={fn()}
      accountLabel="Account"
      onAccount={fn()}
      signOutLabel="Sign out"
      onSignOut={fn()}
    />
  </>
);

const meta = {
  title: 'Layout/PageFrame',
  component: PageFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Your policy',
    subtitle: 'Flex subscription · MINI Cooper · AB12 CDE',
    children: (
      <>
        <h2>Your cover</h2>
        <p>Comprehensive cover, with a £250 compulsory excess.</p>
      </>
    ),
    footer: 'Powered by the insurance platform provider',
  },
  argTypes: {
    children: { control: false },
    header: { control: false },
    sidebar: { control: false },
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithUpLink: Story = {
  args: { upLink: { text: 'Back to your policies', href: '#policies' } },
};

export const WithHelpLink: Story = {
  args: { help: { label: 'Help with your policy', href: '#help', onClick: fn() } },
};

export const WithSidebar: Story = {
  args: {
    title: 'Claims',
    subtitle: undefined,
    sidebarLabel: 'Make a claim',
    sidebar: (
      <>
        <h2>Make a claim</h2>
        <p>Call us on 0800 000 0000, any time.</p>
      </>
    ),
  },
};

/** A journey's step above the heading, as the quote's sections show it on a phone. */
export const WithCaption: Story = {
  args: {
    title: 'About you',
    subtitle: undefined,
    caption: (
      <ProgressCaption
        show="always"
        steps={[
          { id: 'car', label: 'Your car', state: 'complete' },
          { id: 'you', label: 'About you', state: 'current' },
          { id: 'cover', label: 'Your cover', state: 'upcoming' },
        ]}
        format={({ current, total, section }) => `Step ${current} of ${total}: ${section}`}
      />
    ),
  },
};

export const FullPage: Story = {
  args: {
    header,
    upLink: { text: 'Back to your policies', href: '#policies' },
    help: { label: 'Help', href: '#help' },
    sidebarLabel: 'Contact us',
    sidebar: <p>Questions? Chat with us from 8am to 8pm.</p>,
  },
};
