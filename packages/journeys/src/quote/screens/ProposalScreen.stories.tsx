import type { Meta, StoryObj } from '@storybook/react-vite';
import { quoteOf, renewalProposal } from '../../renewal/renewal-test-data';
import { ScreenStory } from '../../shared/screen-story';
import type { Proposal } from '../quoteApi';
import { ProposalScreen } from './ProposalScreen';

/** A new flex proposal, quoted at £54.17 a month, as GET /proposals/P1 answers it. */
const proposal = {
  ...renewalProposal({ kind: 'NEW', sourcePolicy: null }),
  proposalCode: 'P1',
  quote: quoteOf(5417),
} as Proposal;

const meta = {
  title: 'Screens/Buying a policy',
  component: ScreenStory,
  // A screen loads from the fake platform: the axe run waits for its heading (axe-stories.mjs);
  // no docs page (its one prop is the screen).
  tags: ['screen', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/flex/proposal/:proposalCode/*',
    route: '/flex/proposal/P1',
    screen: <ProposalScreen />,
    platform: { 'GET /api/proposals/P1': { status: 200, body: proposal } },
  },
  argTypes: { screen: { control: false }, platform: { control: false } },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quote: the price, what it is made of, and the choices that change it. */
export const Quote: Story = {};

/** The summary of the answers before checkout. */
export const Summary: Story = { args: { route: '/flex/proposal/P1/summary' } };

/** Checkout: setting up the monthly payments. */
export const Checkout: Story = { args: { route: '/flex/proposal/P1/checkout' } };
