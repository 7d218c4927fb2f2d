import { act, screen, waitFor, within } from '@testing-library/react';
import { agentClient, renderAdmin } from '../test-support/render-admin';
import { fakeConsoleChat, janeConversation, queueItemOf } from './chat-console-platform';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

const visitorConversation = () => {
  const conversation = janeConversation();
  return {
    ...conversation,
    id: 'c-visitor',
    customerUserId: undefined,
    visitor: true,
    customer: { name: 'Visitor', visitor: true },
    context: { page: '/flex/proposal/P9/referral', proposalId: 'P9' },
    openedAt: '2026-11-27T09:50:00.000Z',
  } as ReturnType<typeof janeConversation>;
};

describe('the console’s chat queue', () => {
  it('lists waiting customers first with how long they waited and where they opened the chat', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-27T10:04:30.000Z'), advanceTimers: true });
    const jane = janeConversation();
    const answered = { ...queueItemOf(visitorConversation()), assignedAgentName: 'Ann' };
    fakeConsoleChat([jane], [answered, queueItemOf(jane, '2026-11-27T10:00:01.000Z')]);
    renderAdmin(agentClient(), '/chat');
    const queue = await screen.findByRole('list', { name: 'Open conversations, waiting first' });
    const items = within(queue).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Jane Smith');
    expect(first).toHaveTextContent('waiting 4 min');
    expect(first).toHaveTextContent('Opened from /flex/proposal/P1/payment-failed · Quote P1');
    expect(second).toHaveTextContent('Visitor');
    expect(second).toHaveTextContent('answered, with Ann');
    expect(within(first).getByRole('link', { name: 'Jane Smith' })).toHaveAttribute(
      'href',
      '/chat/c-jane',
    );
  });

  it('adds a conversation that opens while the agent looks, and announces it', async () => {
    const platform = fakeConsoleChat([], []);
    renderAdmin(agentClient(), '/chat');
    expect(await screen.findByText(/No customer is waiting/)).toBeInTheDocument();
    await waitFor(() => expect(platform.streamsOf('queue')).toBe(1));
    act(() =>
      platform.queueChanged(queueItemOf(visitorConversation(), '2026-11-27T09:50:00.000Z')),
    );
    const queue = await screen.findByRole('list', { name: 'Open conversations, waiting first' });
    expect(within(queue).getByText('Visitor')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((region) => region.textContent === 'New conversation from Visitor'),
      ).toBe(true),
    );
  });
});

describe('a conversation in the console', () => {
  async function openJane() {
    const jane = janeConversation();
    const platform = fakeConsoleChat([jane], [queueItemOf(jane)]);
    const rendered = renderAdmin(agentClient(), '/chat/c-jane');
    await screen.findByRole('heading', { level: 1, name: 'Chat with Jane Smith' });
    await waitFor(() => expect(platform.streamsOf('c-jane')).toBe(1));
    return { ...rendered, platform, jane };
  }

  it('shows the context and the messages beside the customer’s record, with acting for them', async () => {
    const { platform } = await openJane();
    expect(screen.getByText('Your payment didn’t go through')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Conversation with the customer' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('My card was declined twice.')).toBeInTheDocument();
    const authors = Array.from(log.querySelectorAll('.who')).map((line) => line.textContent);
    expect(authors).toEqual(['Note at 10:00', 'Jane at 10:00']);
    expect(
      await screen.findByRole('heading', { name: 'Check who is calling' }),
    ).toBeInTheDocument();
    expect(screen.getByText('SW1A 2AA')).toBeInTheDocument();
    expect(platform.calls.find((call) => call.path.endsWith('/events'))?.lastEventId).toBe('m2');
    expect(screen.getByRole('button', { name: 'Act for this customer' })).toBeEnabled();
  });

  it('answers on Enter, retries a lost answer under the same id, and closes the conversation', async () => {
    const { user, platform, jane } = await openJane();
    platform.loseAnswers.push(true);
    await user.type(screen.getByLabelText('Answer'), 'Let me look at that for you.{Enter}');
    const log = screen.getByRole('log', { name: 'Conversation with the customer' });
    expect(await within(log).findByText('Not sent.')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(log).queryByText('Not sent.')).not.toBeInTheDocument());
    const ids = platform.calls
      .filter((call) => call.path.endsWith('/messages'))
      .map((call) => (call.body as { clientMessageId: string }).clientMessageId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(jane.messages.filter((message) => message.author === 'AGENT')).toHaveLength(1);
    expect(within(log).getAllByText('Let me look at that for you.')).toHaveLength(1);
    // The answer is the agent's own, once taken as while it was being sent.
    const answered = within(log).getByText('Let me look at that for you.').closest('div');
    expect(answered?.querySelector('.who')?.textContent).toMatch(/^You at \d\d:\d\d$/);

    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText('This conversation is closed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Answer')).not.toBeInTheDocument();
  });

  it('shows the customer’s new message as it arrives and announces it', async () => {
    const { platform } = await openJane();
    act(() => {
      platform.customerSays('c-jane', 'Are you still there?');
    });
    const log = screen.getByRole('log', { name: 'Conversation with the customer' });
    expect(await within(log).findByText('Are you still there?')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((region) => region.textContent === 'New message from Jane Smith'),
      ).toBe(true),
    );
  });

  it('a visitor has no record: their quote instead', async () => {
    const visitor = visitorConversation();
    fakeConsoleChat([visitor], [queueItemOf(visitor)]);
    renderAdmin(agentClient(), '/chat/c-visitor');
    expect(
      await screen.findByText(
        'This visitor is not signed in, so there is no customer record. Their quote is P9.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Act for this customer' })).not.toBeInTheDocument();
  });
});
