import { BrandThemeProvider } from '@brand/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithTexts } from '../shared/texts-test-kit';
import { exampleCustomerConversation, exampleVisitorConversation } from './agent-chat-examples';
import type { AgentChatMessage, PendingAnswer } from './agent-chat-types';
import { ConversationLog } from './ConversationLog';

function renderLog(
  messages: AgentChatMessage[],
  pending: PendingAnswer[] = [],
  onRetry: (answer: PendingAnswer) => void = () => undefined,
) {
  const user = userEvent.setup();
  render(
    <BrandThemeProvider withGlobalStyles={false}>
      <WithTexts>
        <ConversationLog messages={messages} pending={pending} onRetry={onRetry} />
      </WithTexts>
    </BrandThemeProvider>,
  );
  const log = screen.getByRole('log', { name: 'Conversation with the customer' });
  return { user, log };
}

/** Each message's author line, as a screen reader reads it with the message. */
const authorLines = (log: HTMLElement) =>
  Array.from(log.querySelectorAll('.who')).map((line) => line.textContent);

describe('the console’s conversation log: who wrote each message and when', () => {
  it('says "You" on the agent’s own answers, the colleague’s name on theirs and the customer’s on theirs, each with its London time', () => {
    const { log } = renderLog(exampleCustomerConversation().messages);
    expect(authorLines(log)).toEqual([
      'Note at 10:01',
      'Jane at 10:02',
      'Tom (colleague) at 10:04',
      'You at 10:06',
      'Jane at 10:09',
    ]);
    const own = within(log)
      .getByText(/your bank declined it/)
      .closest('div');
    expect(own).toHaveAttribute('data-side', 'YOU');
    expect(within(own as HTMLElement).getByText('at 10:06')).toHaveAttribute(
      'dateTime',
      '2026-11-27T10:06:00.000Z',
    );
  });

  it('calls a visitor the platform knows no name of "Visitor"', () => {
    const { log } = renderLog(exampleVisitorConversation().messages);
    expect(authorLines(log)).toEqual(['Note at 10:07', 'Visitor at 10:08']);
  });

  it('reads London time in summer too (BST)', () => {
    const [first] = exampleCustomerConversation().messages;
    const { log } = renderLog([
      { ...(first as AgentChatMessage), sentAt: '2026-07-01T09:30:00.000Z' },
    ]);
    expect(authorLines(log)).toEqual(['Note at 10:30']);
  });

  it('shows an answer being sent as the agent’s own, and a failed one with a retry', async () => {
    const onRetry = jest.fn();
    const sending = { clientMessageId: 'a1', text: 'One moment.', failed: false };
    const failed = { clientMessageId: 'a2', text: 'Are you there?', failed: true };
    const { user, log } = renderLog([], [sending, failed], onRetry);
    expect(authorLines(log)).toEqual(['You', 'You']);
    expect(within(log).getByText('Sending…')).toBeInTheDocument();
    expect(within(log).getByText('Not sent.')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledWith(failed);
  });

  it('is a polite live log the keyboard can reach, under its heading', () => {
    const { log } = renderLog(exampleCustomerConversation().messages);
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveAttribute('tabIndex', '0');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Conversation with the customer' }),
    ).toBeInTheDocument();
  });
});
