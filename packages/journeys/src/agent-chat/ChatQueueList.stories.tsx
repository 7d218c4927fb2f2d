import type { StoryObj } from '@storybook/react-vite';
import { EXAMPLE_NOW, exampleQueue } from './agent-chat-examples';
import { agentChatMeta, consolePage } from './agent-chat-story-frame';
import { ChatQueueList } from './ChatQueueList';

// The console's chat queue as an agent sees it.
const queue = (conversations = exampleQueue()) =>
  consolePage('Chat', <ChatQueueList conversations={conversations} now={EXAMPLE_NOW} />);

const meta = agentChatMeta('Journeys/Agent chat/ChatQueueList', queue());

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor waiting 4 min, a customer waiting under a minute, and one a colleague answered. */
export const WaitingAndAnswered: Story = {};

/** No one waiting. */
export const Empty: Story = { args: { screen: queue([]) } };
