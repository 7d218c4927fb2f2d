import { Button } from '@brand/ui';
import styled from '@emotion/styled';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentConversation } from './agent-chat-api';
import type { PendingAnswer } from './useAgentConversation';

// A log, not a list: role="log" on a list would strip its items' list semantics.
const Log = styled.div(
  ({ theme }) => `
  margin: 0;
  padding: ${theme.space.sm}px;
  max-height: 60vh;
  overflow-y: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md}px;
  > div { margin: 0 0 ${theme.space.sm}px; padding: ${theme.space.xs}px ${theme.space.sm}px; border-radius: ${theme.radii.md}px; white-space: pre-wrap; overflow-wrap: anywhere; }
  > div[data-author='CUSTOMER'] { background: ${theme.colors.primarySubtle}; margin-right: 15%; }
  > div[data-author='AGENT'], > div[data-author='PENDING'] { background: ${theme.colors.background}; border: 1px solid ${theme.colors.borderSubtle}; margin-left: 15%; }
  > div[data-author='SYSTEM'] { font-style: italic; color: ${theme.colors.textSecondary}; }
  p { margin: 0; }
  .who { font-weight: 600; }
`,
);

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });
}

/** The conversation's messages as a polite live log (new messages are read out), newest in sight. */
export function ConversationLog({
  conversation,
  pending,
  onRetry,
}: {
  conversation: AgentConversation;
  pending: PendingAnswer[];
  onRetry: (answer: PendingAnswer) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const log = useRef<HTMLDivElement>(null);
  const count = conversation.messages.length + pending.length;
  useEffect(() => {
    if (count >= 0 && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('admin.chat.messagesLabel')}</h2>
      <Log ref={log} role="log" aria-live="polite" aria-labelledby={id} tabIndex={0}>
        {conversation.messages.map((message) => (
          <div key={message.id} data-author={message.author}>
            <p className="who">
              {t(`admin.chat.author.${message.author}`, { name: message.authorName })} ·{' '}
              {timeOf(message.sentAt)}
            </p>
            <p>{message.text}</p>
          </div>
        ))}
        {pending.map((answer) => (
          <div key={answer.clientMessageId} data-author="PENDING">
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
