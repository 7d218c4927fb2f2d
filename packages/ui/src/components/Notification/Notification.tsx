import type { StatusTone } from '@brand/domain';
import styled from '@emotion/styled';
import type { HTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from '../../theme/theme';
import { ToneIcon } from '../StatusBadge';

/** Heading levels a notification title may take. */
export type NotificationHeadingLevel = 2 | 3 | 4;

/** Props of Notification. */
export interface NotificationProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The tone: sets colour, icon and whether it interrupts (warning and critical are alerts). @default 'info' */
  tone?: StatusTone;
  /** The notification's heading ('Promotion applied'). */
  title?: ReactNode;
  /** Level of the title heading, to fit the page's outline. @default 2 */
  headingLevel?: NotificationHeadingLevel;
  /** The body text. */
  children?: ReactNode;
  /** An action such as a Button or link ('Pay now', 'Answer questions'). */
  action?: ReactNode;
  /**
   * Visually hidden words read before the title that say the tone ('Warning'), for people who cannot
   * see the colour or icon.
   */
  toneLabel?: string;
  /**
   * Announce it as a live region: role 'status' for default, info and success; 'alert' for warning
   * and critical. Turn off for a banner that is part of the page as it loads (renewal state).
   * @default true
   */
  announce?: boolean;
}

/** The live-region role each tone takes: warnings and critical problems interrupt, the rest wait. */
export const NOTIFICATION_ROLES = {
  default: 'status',
  info: 'status',
  success: 'status',
  warning: 'alert',
  critical: 'alert',
} as const satisfies Record<StatusTone, 'status' | 'alert'>;

/** The space kept above and below a notification among other content (a button, a paragraph). */
export const NOTIFICATION_SPACING = 'lg' as const;

// A thick tone-coloured edge plus the tone's icon: the tone never rests on background colour alone.
// Its own vertical margin keeps a button (or any text) directly above or below from touching it,
// on every page, without each page spacing it; none at the start or end of its container.
const Box = styled.div<{ $tone: StatusTone }>(
  ({ theme, $tone }) => `
  display: flex;
  margin: ${theme.space[NOTIFICATION_SPACING]}px 0;
  &:first-child { margin-top: 0; }
  &:last-child { margin-bottom: 0; }
  gap: ${theme.space.sm}px;
  padding: ${theme.space.md}px;
  border: 1px solid ${theme.tones[$tone].border};
  border-left-width: ${theme.space.xxs + 2}px;
  border-radius: ${theme.radii.sm}px;
  background: ${theme.tones[$tone].background};
  color: ${theme.colors.text};
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.body.fontSize}px;
  line-height: ${theme.typeScale.body.lineHeight}px;
  > svg { color: ${theme.tones[$tone].foreground}; margin-top: 2px; }
`,
);

const Body = styled.div(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.xs}px;
  min-width: 0;
  > * { margin: 0; }
`,
);

const Title = styled.h2(
  ({ theme }) => `
  font-size: ${theme.typeScale.h4.fontSize}px;
  line-height: ${theme.typeScale.h4.lineHeight}px;
  font-weight: ${theme.fontWeights.bold};
`,
);

const Actions = styled.div(
  ({ theme }) => `
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm}px;
  margin-top: ${theme.space.xxs}px;
`,
);

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** An inline notification in a status tone with a title, body and optional action. */
export function Notification({
  tone = 'info',
  title,
  headingLevel = 2,
  children,
  action,
  toneLabel,
  announce = true,
  ...rest
}: NotificationProps) {
  const prefix = toneLabel ? <Hidden>{toneLabel}: </Hidden> : null;
  return (
    <Box
      $tone={tone}
      data-tone={tone}
      role={announce ? NOTIFICATION_ROLES[tone] : undefined}
      {...rest}
    >
      <ToneIcon tone={tone} size={24} />
      <Body>
        {title ? (
          <Title as={`h${headingLevel}`}>
            {prefix}
            {title}
          </Title>
        ) : (
          prefix
        )}
        {children ? <div>{children}</div> : null}
        {action ? <Actions>{action}</Actions> : null}
      </Body>
    </Box>
  );
}
