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
  /** The translated header (for a network error: 'Oops, check your connection and try again'). */
  header: string;
  /** The translated content under the header. */
  content: ReactNode;
  /** Text of the chat button; the button shows only with both this and `onChat`. */
  chatLabel?: string;
  /** Opens the chat help widget. */
  onChat?: () => void;
  /** Further actions beside the chat button (a sign-in button or an external help link). */
  actions?: ReactNode;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
}

/** The error modal the apps show for each error kind: a translated header and content, with an optional chat action. */
export function ErrorModal({
  open,
  onClose,
  header,
  content,
  chatLabel,
  onChat,
  actions,
  closeLabel,
}: ErrorModalProps) {
  const chat =
    chatLabel && onChat ? (
      <Button variant="secondary" onClick={onChat}>
        {chatLabel}
      </Button>
    ) : null;
  const footer =
    chat || actions ? (
      <>
        {actions}
        {chat}
      </>
    ) : undefined;
  return (
    <Modal open={open} onClose={onClose} title={header} footer={footer} closeLabel={closeLabel}>
      {typeof content === 'string' ? <Text>{content}</Text> : content}
    </Modal>
  );
}
