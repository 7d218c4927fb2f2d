import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../shared/screen-story';
import { EXAMPLE_NOW, exampleQueue } from './agent-chat-examples';
import { consolePage } from './agent-chat-story-frame';
import { ChatQueueList } from './ChatQueueList';

// The console's chat queue as an agent sees it.
const queue = (conversations = exampleQueue()) =>
  consolePage('Chat', <ChatQueueList conversations={conversations} now={EXAMPLE_NOW} />);

const meta = {
  title: 'Journeys/Agent chat/ChatQueueList',
  component: ScreenStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { path: '/chat', route: '/chat', screen: queue(), platform: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor waiting 4 min, a customer waiting 1 min, and one a colleague answered. */
export const WaitingAndAnswered: Story = {};

/** No one waiting. */
export const Empty: Story = { args: { screen: queue([]) } };
