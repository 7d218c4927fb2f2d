import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import {
  MessageActions,
  MessageFrame,
  MessageHeading,
  type MessageHeadingLevel,
  MessageText,
} from '../EmptyState/message-block';
import { ToneIcon } from '../StatusBadge';

/** Props of ErrorState. */
export interface ErrorStateProps {
  /** What went wrong ('Your payment failed'). */
  heading: ReactNode;
  /** Level of the heading, to fit the page's outline (1 on a full error page). @default 2 */
  headingLevel?: MessageHeadingLevel;
  /** What it means and what to do next. */
  children?: ReactNode;
  /** Runs when the chat button is pressed; the chat button shows only when this is given. */
  onChat?: () => void;
  /** Text of the chat button. @default 'Chat with us' */
  chatLabel?: string;
  /** Further actions shown after the chat button ('Try again', 'Back to your policy'). */
  actions?: ReactNode;
  /**
   * Announce it as an alert, for an error that replaces content after the page has loaded (a failed
   * request). Leave off for an error page that is the page itself.
   * @default false
   */
  announce?: boolean;
}

// The critical icon and edge say "error" alongside the heading; colour is never the only sign.
const Frame = styled(MessageFrame)(
  ({ theme }) => `
  border: 1px solid ${theme.tones.critical.border};
  border-top-width: ${theme.space.xxs + 2}px;
  background: ${theme.colors.background};
  > svg { color: ${theme.tones.critical.foreground}; }
`,
);

/** An error message with a heading, text, a chat button (the spec offers chat on error messages) and actions. */
export function ErrorState({
  heading,
  headingLevel = 2,
  children,
  onChat,
  chatLabel = 'Chat with us',
  actions,
  announce = false,
}: ErrorStateProps) {
  return (
    <Frame role={announce ? 'alert' : undefined}>
      <ToneIcon tone="critical" size={32} />
      <MessageHeading as={`h${headingLevel}`}>{heading}</MessageHeading>
      {children ? <MessageText>{children}</MessageText> : null}
      {onChat || actions ? (
        <MessageActions>
          {onChat ? <Button onClick={onChat}>{chatLabel}</Button> : null}
          {actions}
        </MessageActions>
      ) : null}
    </Frame>
  );
}
