import type { StatusTone } from '@brand/domain';
import styled from '@emotion/styled';
import type { HTMLAttributes, ReactNode } from 'react';
import { ToneIcon } from './ToneIcon';

/** Props of StatusBadge. */
export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The status text ('Active', 'Settled'); the text, not the colour, carries the meaning. */
  children: ReactNode;
  /** The status tone (claims map theirs with `CLAIM_STATUS_TONES` from @brand/domain). @default 'default' */
  tone?: StatusTone;
  /** Show the tone's symbol before the text (decorative, hidden from assistive technology). @default false */
  withIcon?: boolean;
}

const Badge = styled.span<{ $tone: StatusTone }>(
  ({ theme, $tone }) => `
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs}px;
  padding: 2px ${theme.space.xs}px;
  border: 1px solid ${theme.tones[$tone].border};
  border-radius: ${theme.radii.pill}px;
  background: ${theme.tones[$tone].background};
  color: ${theme.tones[$tone].foreground};
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.small.fontSize}px;
  line-height: ${theme.typeScale.small.lineHeight}px;
  font-weight: ${theme.fontWeights.bold};
  white-space: nowrap;
  vertical-align: middle;
`,
);

/** A short status label in a status tone, such as a policy or claim status. */
export function StatusBadge({
  children,
  tone = 'default',
  withIcon = false,
  ...rest
}: StatusBadgeProps) {
  return (
    <Badge $tone={tone} data-tone={tone} {...rest}>
      {withIcon ? <ToneIcon tone={tone} size={14} /> : null}
      {children}
    </Badge>
  );
}
