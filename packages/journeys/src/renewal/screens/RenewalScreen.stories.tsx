import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../../shared/screen-story';
import { renewalProposal } from '../renewal-test-data';
import { RenewalScreen } from './RenewalScreen';

const meta = {
  title: 'Screens/Renewal',
  component: ScreenStory,
  // A screen loads from the fake platform: the axe run waits for its heading (axe-stories.mjs);
  // no docs page (its one prop is the screen).
  tags: ['screen', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/flex/renewal/:proposalCode/*',
    route: '/flex/renewal/PREN1',
    screen: <RenewalScreen />,
    platform: { 'GET /api/proposals/PREN1': { status: 200, body: renewalProposal() } },
  },
  argTypes: { screen: { control: false }, platform: { control: false } },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The renewal's index: next year's price beside this year's, and what the customer may do. */
export const NextYear: Story = {};
