// The conversation's messages in the console as a polite live log (a new message is read out
// without moving focus), the newest in sight. Every message says who wrote it and when, as the
// customer's panel does: "You" for the agent's own answers (and those still being sent), a
// colleague's name for theirs, the customer's name for the customer's.
import { Button } from '@brand/ui';
import styled from '@emotion/styled';
import { useEffect, useId, useRef } from 'react';
import { MessageAuthor } from '../chat/MessageAuthor';
import { useTexts } from '../shared/texts';
import type { AgentChatMessage, PendingAnswer } from './agent-chat-types';
import { authorOf, sideOf } from './message-author';

// A log, not a list: role="log" on a list would strip its items' list semantics. The agent's side
// (their own answers and a colleague's) is on the right, the customer's on the left, as the
// customer's panel puts their own words on the right.
const Log = styled.div(
  ({ theme }) => `
  margin: 0;
  padding: ${theme.space.sm}px;
  max-height: 60vh;
  overflow-y: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md}px;
  > div { margin: 0 0 ${theme.space.sm}px; padding: ${theme.space.xs}px ${theme.space.sm}px; border-radius: ${theme.radii.md}px; white-space: pre-wrap; overflow-wrap: anywhere; }
  > div[data-side='CUSTOMER'] { background: ${theme.colors.primarySubtle}; margin-right: 15%; }
  > div[data-side='YOU'], > div[data-side='COLLEAGUE'] { background: ${theme.colors.background}; border: 1px solid ${theme.colors.borderSubtle}; margin-left: 15%; }
  > div[data-side='COLLEAGUE'] { border-left: ${theme.space.xxs}px solid ${theme.colors.border}; }
  > div[data-side='SYSTEM'] { font-style: italic; color: ${theme.colors.textSecondary}; }
  p { margin: 0; }
  .who { font-weight: 600; font-size: ${theme.typeScale.small.fontSize}px; }
`,
);

/** Props of ConversationLog. */
export interface ConversationLogProps {
  /** The conversation's messages, in the order they were written. */
  messages: AgentChatMessage[];
  /** The agent's answers the platform has not taken yet (sending, or failed). */
  pending: PendingAnswer[];
  /** Sends a failed answer again. */
  onRetry: (answer: PendingAnswer) => void;
}

/** The log (see the file's head). */
export function ConversationLog({ messages, pending, onRetry }: ConversationLogProps) {
  const t = useTexts();
  const id = useId();
  const log = useRef<HTMLDivElement>(null);
  const count = messages.length + pending.length;
  useEffect(() => {
    // The newest message in sight; the count is what changes.
    if (count >= 0 && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('admin.chat.messagesLabel')}</h2>
      <Log ref={log} role="log" aria-live="polite" aria-labelledby={id} tabIndex={0}>
        {messages.map((message) => (
          <div key={message.id} data-side={sideOf(message)}>
            <MessageAuthor author={authorOf(message, t)} sentAt={message.sentAt} />
            <p>{message.text}</p>
          </div>
        ))}
        {pending.map((answer) => (
          <div key={answer.clientMessageId} data-side="YOU" data-pending="">
            <MessageAuthor author={t('admin.chat.author.YOU')} />
            <p>{answer.text}</p>
            {answer.failed ? (
              <p>
                {t('admin.chat.notSent')}{' '}
                <Button variant="secondary" onClick={() => onRetry(answer)}>
                  {t('admin.chat.retry')}
                </Button>
              </p>
            ) : (
              <p className="note">{t('admin.chat.sending')}</p>
            )}
          </div>
        ))}
      </Log>
    </section>
  );
}
