import type { ReactNode } from 'react';
import {
  MessageActions,
  MessageFrame,
  MessageHeading,
  type MessageHeadingLevel,
  MessageText,
} from './message-block';

/** Props of EmptyState. */
export interface EmptyStateProps {
  /** What is empty ('No claims'). */
  heading: ReactNode;
  /** Level of the heading, to fit the page's outline. @default 2 */
  headingLevel?: MessageHeadingLevel;
  /** Further text ('You have not made any claims on this policy.'). */
  children?: ReactNode;
  /** Actions such as Buttons or links ('Make a claim'). */
  actions?: ReactNode;
  /** A decorative illustration or icon, hidden from assistive technology by the caller. */
  illustration?: ReactNode;
}

/** A message that there is nothing to show yet, with optional next steps. */
export function EmptyState({
  heading,
  headingLevel = 2,
  children,
  actions,
  illustration,
}: EmptyStateProps) {
  return (
    <MessageFrame>
      {illustration}
      <MessageHeading as={`h${headingLevel}`}>{heading}</MessageHeading>
      {children ? <MessageText>{children}</MessageText> : null}
      {actions ? <MessageActions>{actions}</MessageActions> : null}
    </MessageFrame>
  );
}
