import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../shared/screen-story';
import { ChatPanel } from './ChatPanel';
import type { ChatMessage } from './chat-api';
import { type ChatState, INITIAL_CHAT_STATE } from './chat-state';

// The embedded chat's panel in each of its states, as a customer sees it over a page.
const message = (
  id: string,
  author: ChatMessage['author'],
  text: string,
  minute: number,
): ChatMessage => ({
  id,
  conversationId: 'c1',
  author,
  authorName: author === 'AGENT' ? 'Sam' : 'Jane',
  text,
  sentAt: `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

const opened: ChatState = {
  ...INITIAL_CHAT_STATE,
  open: true,
  phase: 'ready',
  conversation: {
    id: 'c1',
    status: 'OPEN',
    openedAt: '2026-11-27T10:00:00.000Z',
    context: { page: '/flex/proposal/P1/referral', proposalId: 'P1' },
    visitor: true,
    messages: [message('m1', 'SYSTEM', 'Opened from /flex/proposal/P1/referral (quote P1)', 0)],
  },
};

const panel = (state: ChatState) => (
  <ChatPanel
    state={state}
    onSend={() => undefined}
    onRetry={() => undefined}
    onClose={() => undefined}
    onStartAgain={() => undefined}
    onOtherWays={() => undefined}
  />
);

const meta = {
  title: 'Journeys/Chat/ChatPanel',
  component: ScreenStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { path: '/', route: '/', screen: panel(opened), platform: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened from the referral page: the context note, and "An agent will answer here…". */
export const Waiting: Story = {};

/** A conversation under way: the customer's words, the agent's answer, a message not sent. */
export const Answered: Story = {
  args: {
    screen: panel({
      ...opened,
      conversation: opened.conversation && {
        ...opened.conversation,
        messages: [
          ...opened.conversation.messages,
          message('m2', 'CUSTOMER', 'Why was my quote referred?', 1),
          message('m3', 'AGENT', 'Hello Jane, I can see your quote. Let me check the reason.', 2),
        ],
      },
      pending: [{ clientMessageId: 'x', text: 'Thank you!', failed: true }],
    }),
  },
};

/** The agent closed the conversation. */
export const Closed: Story = {
  args: {
    screen: panel({
      ...opened,
      conversation: opened.conversation && { ...opened.conversation, status: 'CLOSED' },
    }),
  },
};

/** The chat could not be opened: the other ways to contact us. */
export const Failed: Story = {
  args: { screen: panel({ ...INITIAL_CHAT_STATE, open: true, phase: 'failed' }) },
};
