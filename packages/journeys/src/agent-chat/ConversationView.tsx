// One conversation as the console draws it: where the customer opened it, the messages as a live
// log, the answer box and "Close conversation" (or, once closed, a note saying so), and beside it
// what the console shows of the customer (their record, or for a visitor their quote). The
// console's page reads, follows and answers; this draws.
import { Button, Notification } from '@brand/ui';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTexts } from '../shared/texts';
import { AnswerBox } from './AnswerBox';
import type { AgentConversation, PendingAnswer } from './agent-chat-types';
import { ConversationContext } from './ConversationContext';
import { ConversationLog } from './ConversationLog';

const Columns = styled.div(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.xl}px;
  align-items: start;
  @media (min-width: ${theme.breakpoints.md}px) { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
  h2 { margin: 0 0 ${theme.space.sm}px; }
`,
);

const Column = styled.div(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.xl}px;
  min-width: 0;
`,
);

/** Props of ConversationView. */
export interface ConversationViewProps {
  /** The conversation with its messages. */
  conversation: AgentConversation;
  /** The agent's answers the platform has not taken yet. */
  pending: PendingAnswer[];
  /** Whether the last close was refused (the agent is told to try again). @default false */
  closeFailed?: boolean;
  /** What is shown beside the conversation: the customer's record, or a visitor's quote. */
  beside: ReactNode;
  /** Sends an answer. */
  onSend: (text: string) => void;
  /** Sends a failed answer again. */
  onRetry: (answer: PendingAnswer) => void;
  /** Closes the conversation. */
  onClose: () => void;
}

/** The conversation (see the file's head). */
export function ConversationView({
  conversation,
  pending,
  closeFailed = false,
  beside,
  onSend,
  onRetry,
  onClose,
}: ConversationViewProps) {
  const t = useTexts();
  return (
    <Columns>
      <Column>
        <ConversationContext context={conversation.context} />
        <ConversationLog messages={conversation.messages} pending={pending} onRetry={onRetry} />
        {conversation.status === 'OPEN' ? (
          <>
            <AnswerBox onSend={onSend} />
            <div>
              <Button variant="secondary" onClick={onClose}>
                {t('admin.chat.close')}
              </Button>
              {closeFailed ? <p role="alert">{t('admin.chat.closeFailed')}</p> : null}
            </div>
          </>
        ) : (
          <Notification tone="info">
            <p>{t('admin.chat.closed')}</p>
          </Notification>
        )}
      </Column>
      <Column>{beside}</Column>
    </Columns>
  );
}
