// The embedded chat's panel: a non-modal dialog at the foot of the page, the messages as a polite
// live log (a new answer is read out without moving focus), and a labelled message box where Enter
// sends and Shift+Enter starts a new line. Escape closes it and focus goes back to the opener.

import { BOTTOM_INSET_PROPERTY, Button } from '@brand/ui';
import styled from '@emotion/styled';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '../shared/texts';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from './chat-api';
import { type ChatState, isWaitingForAgent } from './chat-state';
import { MessageAuthor } from './MessageAuthor';

const Panel = styled.section(
  ({ theme }) => `
  position: fixed;
  right: ${theme.space.md}px;
  /* Above a fixed band at the foot of the page (the cookie banner), never over its buttons. */
  bottom: calc(var(${BOTTOM_INSET_PROPERTY}, 0px) + ${theme.space.md}px);
  z-index: ${theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  width: min(380px, calc(100vw - ${2 * theme.space.md}px));
  max-height: min(560px, calc(100vh - var(${BOTTOM_INSET_PROPERTY}, 0px) - ${2 * theme.space.md}px));
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-family: ${theme.fonts.sans};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md}px;
  box-shadow: 0 4px 16px rgb(0 0 0 / 20%);
  &:focus-within { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  .loading { margin: 0; padding: ${theme.space.sm}px ${theme.space.md}px; color: ${theme.colors.textSecondary}; }
`,
);

const Header = styled.div(
  ({ theme }) => `
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm}px;
  padding: ${theme.space.sm}px ${theme.space.md}px;
  border-bottom: 1px solid ${theme.colors.border};
  h2 { margin: 0; font-size: ${theme.typeScale.lead.fontSize}px; }
`,
);

// A log, not a list: role="log" on a list would strip its items' list semantics.
const Log = styled.div(
  ({ theme }) => `
  flex: 1;
  min-height: 120px;
  overflow-y: auto;
  margin: 0;
  padding: ${theme.space.sm}px ${theme.space.md}px;
`,
);

const Bubble = styled.div<{ $author: ChatMessage['author'] | 'PENDING' }>(
  ({ theme, $author }) => `
  margin: 0 0 ${theme.space.sm}px;
  padding: ${theme.space.xs}px ${theme.space.sm}px;
  border-radius: ${theme.radii.md}px;
  max-width: 85%;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${
    $author === 'SYSTEM'
      ? `max-width: 100%; font-style: italic; color: ${theme.colors.textSecondary};`
      : $author === 'AGENT'
        ? `background: ${theme.colors.primarySubtle}; margin-right: auto;`
        : `background: ${theme.colors.background}; border: 1px solid ${theme.colors.borderSubtle}; margin-left: auto;`
  }
  p { margin: 0; }
  .who { font-weight: 600; font-size: ${theme.typeScale.small.fontSize}px; }
`,
);

const Composer = styled.form(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.xs}px;
  padding: ${theme.space.sm}px ${theme.space.md}px ${theme.space.md}px;
  border-top: 1px solid ${theme.colors.border};
  label { font-weight: 600; }
  .hint, .note { margin: 0; font-size: ${theme.typeScale.small.fontSize}px; color: ${theme.colors.textSecondary}; }
  .error { margin: 0; color: ${theme.colors.error}; font-weight: 600; }
  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: 64px;
    font: inherit;
    padding: ${theme.space.xs}px;
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm}px;
  }
  textarea:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 0; }
`,
);

/** Props of ChatPanel. */
export interface ChatPanelProps {
  /** What to draw. */
  state: ChatState;
  /** Sends a new message. */
  onSend: (text: string) => void;
  /** Sends a failed message again. */
  onRetry: (clientMessageId: string) => void;
  /** Closes the panel. */
  onClose: () => void;
  /** Starts a new conversation after one was closed. */
  onStartAgain: () => void;
  /** Opens the other ways to contact us (the contact page), for when the chat cannot open. */
  onOtherWays: () => void;
}

/** The embedded chat's panel (see the file's head). */
export function ChatPanel({
  state,
  onSend,
  onRetry,
  onClose,
  onStartAgain,
  onOtherWays,
}: ChatPanelProps) {
  const t = useTexts();
  const ids = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const conversation = state.conversation;
  const closed = conversation?.status === 'CLOSED';
  const messages = conversation?.messages ?? [];

  useEffect(() => {
    if (state.open) box.current?.focus();
  }, [state.open]);

  const count = messages.length + state.pending.length;
  useEffect(() => {
    // The newest message in sight; the count is what changes.
    if (count >= 0 && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);

  if (!state.open) return null;

  const submit = () => {
    const message = text.trim();
    if (message === '') return setError(t('chat.blank'));
    if (message.length > CHAT_MESSAGE_MAX_LENGTH) return setError(t('chat.tooLong'));
    setError(null);
    onSend(message);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const authorLabel = (message: ChatMessage) =>
    t(`chat.author.${message.author}`, { name: message.authorName });

  return (
    <Panel
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${ids}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <Header>
        <h2 id={`${ids}-title`}>{t('chat.title')}</h2>
        <Button variant="secondary" onClick={onClose}>
          {t('chat.close')}
        </Button>
      </Header>
      <Log
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={t('chat.messagesLabel')}
        tabIndex={0}
      >
        <Bubble $author="SYSTEM">
          <p>{t('chat.intro')}</p>
        </Bubble>
        {messages.map((message) => (
          <Bubble key={message.id} $author={message.author} data-author={message.author}>
            <MessageAuthor author={authorLabel(message)} sentAt={message.sentAt} />
            <p>{message.text}</p>
          </Bubble>
        ))}
        {state.pending.map((message) => (
          <Bubble key={message.clientMessageId} $author="PENDING" data-author="PENDING">
            <MessageAuthor author={t('chat.author.CUSTOMER')} />
            <p>{message.text}</p>
            {message.failed ? (
              <p>
                {t('chat.notSent')}{' '}
                <Button variant="secondary" onClick={() => onRetry(message.clientMessageId)}>
                  {t('chat.retry')}
                </Button>
              </p>
            ) : (
              <p className="note">{t('chat.sending')}</p>
            )}
          </Bubble>
        ))}
        {state.phase === 'ready' && !closed && isWaitingForAgent(state) ? (
          <Bubble $author="SYSTEM">
            <p>{t('chat.waiting')}</p>
          </Bubble>
        ) : null}
        {closed ? (
          <Bubble $author="SYSTEM">
            <p>{t('chat.closed')}</p>
          </Bubble>
        ) : null}
      </Log>
      {/* In the panel, not the design system's page overlay: the page stays usable while it opens. */}
      {state.phase === 'loading' ? (
        <p className="loading" role="status">
          {t('chat.loading')}
        </p>
      ) : null}
      {state.phase === 'failed' ? (
        <Composer as="div" role="alert">
          <p className="error">{t('chat.openFailed')}</p>
          <Button variant="secondary" onClick={onOtherWays}>
            {t('chat.otherWays')}
          </Button>
        </Composer>
      ) : null}
      {!state.live && state.phase === 'ready' ? (
        <p className="note">{t('chat.reconnecting')}</p>
      ) : null}
      {closed ? (
        <Composer as="div">
          <Button onClick={onStartAgain}>{t('chat.startAgain')}</Button>
        </Composer>
      ) : (
        <Composer
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={`${ids}-message`}>{t('chat.messageLabel')}</label>
          <p className="hint" id={`${ids}-hint`}>
            {t('chat.messageHint')}
          </p>
          {error ? (
            <p className="error" id={`${ids}-error`}>
              {error}
            </p>
          ) : null}
          <textarea
            ref={box}
            id={`${ids}-message`}
            value={text}
            rows={2}
            aria-describedby={error ? `${ids}-hint ${ids}-error` : `${ids}-hint`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="submit" disabled={state.phase !== 'ready' || !conversation}>
            {t('chat.send')}
          </Button>
        </Composer>
      )}
    </Panel>
  );
}
