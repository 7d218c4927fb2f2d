import { DefinitionList } from '@brand/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../shared/screen-story';
import {
  exampleClosedConversation,
  exampleCustomerConversation,
  exampleVisitorConversation,
} from './agent-chat-examples';
import { consolePage } from './agent-chat-story-frame';
import type { AgentConversation, PendingAnswer } from './agent-chat-types';
import { ConversationView } from './ConversationView';

// One conversation in the console. Beside it the console shows the customer's record; here a
// stand-in with the facts it starts with.
const customerFacts = (
  <section aria-labelledby="story-customer">
    <h2 id="story-customer">Check who is calling</h2>
    <DefinitionList
      rows={[
        { id: 'name', term: 'Name', description: 'Jane Smith' },
        { id: 'dob', term: 'Date of birth', description: '14 March 1986' },
        { id: 'postcode', term: 'Postcode', description: 'SW1A 2AA' },
        { id: 'email', term: 'Email', description: 'jane.smith@example.com' },
      ]}
    />
  </section>
);

const visitorNote = (
  <p>This visitor is not signed in, so there is no customer record. Their quote is QTE3X8P1.</p>
);

const view = (
  conversation: AgentConversation,
  options: { pending?: PendingAnswer[]; closeFailed?: boolean } = {},
) =>
  consolePage(
    `Chat with ${conversation.customer.name}`,
    <ConversationView
      conversation={conversation}
      pending={options.pending ?? []}
      closeFailed={options.closeFailed ?? false}
      beside={conversation.customer.visitor ? visitorNote : customerFacts}
      onSend={() => undefined}
      onRetry={() => undefined}
      onClose={() => undefined}
    />,
  );

const meta = {
  title: 'Journeys/Agent chat/ConversationView',
  component: ScreenStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/chat',
    route: '/chat',
    screen: view(exampleCustomerConversation()),
    platform: {},
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Jane's conversation: her messages, a colleague's answer, and the agent's own ("You"). */
export const WithCustomer: Story = {};

/** A visitor with no name yet, waiting for a first answer. */
export const WithVisitor: Story = { args: { screen: view(exampleVisitorConversation()) } };

/** An answer on its way and one that was not sent, with its retry. */
export const AnswersPending: Story = {
  args: {
    screen: view(exampleCustomerConversation(), {
      pending: [
        { clientMessageId: 'p1', text: 'Glad that worked.', failed: false },
        { clientMessageId: 'p2', text: 'Anything else I can help with?', failed: true },
      ],
    }),
  },
};

/** Closing was refused: the agent is told to try again. */
export const CloseFailed: Story = {
  args: { screen: view(exampleCustomerConversation(), { closeFailed: true }) },
};

/** The agent closed the conversation: no answer box, a note instead. */
export const Closed: Story = { args: { screen: view(exampleClosedConversation()) } };
