import { Button } from '@brand/ui';
import styled from '@emotion/styled';
import { type KeyboardEvent, useId, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../chat/chat-api';
import { useTexts } from '../shared/texts';

const Form = styled.form(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.xs}px;
  label { font-weight: 600; }
  .hint { margin: 0; color: ${theme.colors.textSecondary}; }
  .error { margin: 0; color: ${theme.colors.error}; font-weight: 600; }
  textarea {
    font: inherit;
    min-height: 96px;
    padding: ${theme.space.xs}px;
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm}px;
  }
  textarea:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 0; }
  button { justify-self: start; }
`,
);

/** Props of AnswerBox. */
export interface AnswerBoxProps {
  /** Sends the answer (trimmed, never blank, at most the platform's limit). */
  onSend: (text: string) => void;
}

/** The agent's answer: Enter sends, Shift+Enter a new line; a blank or too long answer is refused. */
export function AnswerBox({ onSend }: AnswerBoxProps) {
  const t = useTexts();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const answer = text.trim();
    if (answer === '') return setError(t('admin.chat.blank'));
    if (answer.length > CHAT_MESSAGE_MAX_LENGTH) return setError(t('admin.chat.tooLong'));
    setError(null);
    onSend(answer);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-answer`}>{t('admin.chat.answerLabel')}</label>
      <p className="hint" id={`${id}-hint`}>
        {t('admin.chat.answerHint')}
      </p>
      {error ? (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <textarea
        id={`${id}-answer`}
        value={text}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit">{t('admin.chat.send')}</Button>
    </Form>
  );
}
