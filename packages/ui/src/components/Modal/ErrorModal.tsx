import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from './Modal';

const Text = styled.p`
  margin: 0;
`;

/** Props of ErrorModal. */
export interface ErrorModalProps {
  /** Whether the modal is showing. */
  open: boolean;
  /** Runs after the modal closes. */
  onClose?: () => void;
  /** The translated header: what happened ('We could not connect to our servers.'). */
  header: string;
  /** The translated content under the header: what to do next. */
  content: ReactNode;
  /** Text of the chat button; the button shows only with both this and `onChat`. */
  chatLabel?: string;
  /** Opens the chat help widget. */
  onChat?: () => void;
  /** Repeats the failed call; with `retryLabel`, shows the main button. */
  onRetry?: () => void;
  /** Text of the retry button ('Try again'). */
  retryLabel?: string;
  /** Further actions beside the chat button (a sign-in button or an external help link). */
  actions?: ReactNode;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
}

/** The error modal the apps show for each error kind: a translated header and content, with optional retry and chat actions. */
export function ErrorModal({
  open,
  onClose,
  header,
  content,
  chatLabel,
  onChat,
  actions,
  closeLabel,
  onRetry,
  retryLabel,
}: ErrorModalProps) {
  // A failure people can act on: where the call can simply be made again, that is the first action.
  const retry = onRetry && retryLabel ? <Button onClick={onRetry}>{retryLabel}</Button> : null;
  const chat =
    chatLabel && onChat ? (
      <Button variant="secondary" onClick={onChat}>
        {chatLabel}
      </Button>
    ) : null;
  const footer =
    retry || chat || actions ? (
      <>
        {actions}
        {chat}
        {retry}
      </>
    ) : undefined;
  return (
    <Modal open={open} onClose={onClose} title={header} footer={footer} closeLabel={closeLabel}>
      {typeof content === 'string' ? <Text>{content}</Text> : content}
    </Modal>
  );
}
