import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NAVIGATION_BAR_VARIANTS, NavigationBar } from './NavigationBar';

const logo = (
  <svg width="120" height="32" viewBox="0 0 120 32" aria-hidden="true" focusable="false">
    <text x="0" y="24" fontSize="22" fontWeight="700" fill="currentColor">
      BRAND
    </text>
  </svg>
);

const quoteItems = [
  { id: 'save', label: 'Save quote', onSelect: fn() },
  { id: 'retrieve', label: 'Retrieve a quote', onSelect: fn() },
  { id: 'restart', label: 'Start a new quote', onSelect: fn() },
];

const meta = {
  title: 'Navigation/NavigationBar',
  component: NavigationBar,
  parameters: { layout: 'fullscreen' },
  args: {
    logo,
    homeHref: '/',
    homeLabel: 'Brand insurance, home',
    user: { firstName: 'Zoë', lastName: 'Smith' },
    help: { label: 'Help', href: '#help' },
    dashboardLabel: 'Dashboard',
    onDashboard: fn(),
    accountLabel: 'Account',
    onAccount: fn(),
    signOutLabel: 'Sign out',
    onSignOut: fn(),
    signInLabel: 'Sign in',
    onSignIn: fn(),
    variant: 'default',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: NAVIGATION_BAR_VARIANTS },
    logo: { control: false },
  },
} satisfies Meta<typeof NavigationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

export const MissingNamePart: Story = { args: { user: { firstName: 'Zoë', lastName: null } } };

export const SignedOut: Story = { args: { user: null } };

export const WithoutHelp: Story = { args: { help: undefined } };

export const MenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /account menu/i }));
  },
};

export const ManageQuote: Story = {
  args: { variant: 'manageQuote', manageQuoteLabel: 'Manage quote', manageQuoteItems: quoteItems },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /account menu/i }));
  },
};

export const ManageQuoteSignedOut: Story = {
  args: {
    user: null,
    variant: 'manageQuote',
    manageQuoteLabel: 'Manage quote',
    manageQuoteItems: quoteItems,
  },
};
