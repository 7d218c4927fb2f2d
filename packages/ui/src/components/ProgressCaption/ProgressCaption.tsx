import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { mq } from '../../theme/theme';
import type { ProgressStep } from '../ProgressList';

/** Where the current step is: its number (from 1), how many steps there are, and its title. */
export interface StepPosition {
  /** The current step's number, counting from 1. */
  current: number;
  /** How many steps the journey has. */
  total: number;
  /** The current step's title. */
  section: string;
}

/** Where the steps' current one is, or null when none is current. */
export function currentStepPosition(steps: readonly ProgressStep[]): StepPosition | null {
  const index = steps.findIndex((step) => step.state === 'current');
  const step = steps[index];
  return step ? { current: index + 1, total: steps.length, section: step.label } : null;
}

/** Props of ProgressCaption. */
export interface ProgressCaptionProps extends HTMLAttributes<HTMLParagraphElement> {
  /** The journey's steps, as the ProgressList shows them. */
  steps: readonly ProgressStep[];
  /** The caption's words ("Step 3 of 9: About you"), from the current step's position. */
  format: (position: StepPosition) => string;
  /**
   * 'narrow' shows it only below `md`, where the ProgressList sits under the page's button rather
   * than beside the page; 'always' shows it at every width. @default 'narrow'
   */
  show?: 'narrow' | 'always';
}

const Caption = styled.p<{ $show: 'narrow' | 'always' }>(
  ({ theme, $show }) => `
  margin: 0 0 ${theme.space.xxs}px;
  color: ${theme.colors.textSecondary};
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.body.fontSize}px;
  line-height: ${theme.typeScale.body.lineHeight}px;
  font-weight: ${theme.fontWeights.bold};
  ${$show === 'narrow' ? `${mq('md')} { display: none; }` : ''}
`,
);

/**
 * The journey's step as one line above the page's heading ("Step 3 of 9: About you"). On a phone
 * the progress list is far down the page, under the button; this tells where the customer is
 * before they read the question.
 */
export function ProgressCaption({ steps, format, show = 'narrow', ...rest }: ProgressCaptionProps) {
  const position = currentStepPosition(steps);
  if (!position) return null;
  return (
    <Caption $show={show} data-testid="progress-caption" {...rest}>
      {format(position)}
    </Caption>
  );
}
