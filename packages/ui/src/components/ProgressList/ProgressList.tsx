import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { focusRing, visuallyHidden } from '../../theme/theme';
import { AppLink, type RenderLink } from '../PageFrame';

/** The states of a journey step, in journey order. */
export const PROGRESS_STEP_STATES = ['complete', 'current', 'upcoming'] as const;
/** A journey step's state. */
export type ProgressStepState = (typeof PROGRESS_STEP_STATES)[number];

/** One step (section) of a journey. */
export interface ProgressStep {
  /** Stable key of the step (the section name). */
  id: string;
  /** The step's visible title. */
  label: string;
  /** Whether it is done, the one in progress, or still to come. */
  state: ProgressStepState;
  /** Where a complete step links to, so the customer can go back to it; ignored for other states. */
  href?: string;
}

/** Props of ProgressList. */
export interface ProgressListProps extends HTMLAttributes<HTMLElement> {
  /** The steps, in order. */
  steps: readonly ProgressStep[];
  /** Accessible name of the navigation region ('Quote sections'). */
  label: string;
  /**
   * Visually hidden text telling each state, read after a step's title.
   * @default { complete: 'completed', current: 'current section', upcoming: 'not started' }
   */
  stateLabels?: Readonly<Record<ProgressStepState, string>>;
  /** Draws the link of a complete step (pass react-router's Link here). @default a plain anchor */
  renderLink?: RenderLink;
}

const DEFAULT_STATE_LABELS = {
  complete: 'completed',
  current: 'current section',
  upcoming: 'not started',
} as const satisfies Record<ProgressStepState, string>;

const List = styled.ol(
  ({ theme }) => `
  list-style: none;
  margin: 0;
  padding: 0;
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.body.fontSize}px;
  line-height: ${theme.typeScale.body.lineHeight}px;
  counter-reset: step;
`,
);

// The marker differs in shape as well as colour: a tick when complete, a filled number when current,
// an outlined number when upcoming. A line joins the markers. The `/ ''` alternative text keeps the
// drawn marker out of what screen readers read (the first `content` is for browsers without it).
const Item = styled.li<{ $state: ProgressStepState }>(({ theme, $state }) => {
  const marker = theme.space.lg;
  const markers = {
    complete: `background: ${theme.colors.primary}; color: ${theme.colors.textInverse}; border-color: ${theme.colors.primary}; content: '\\2713'; content: '\\2713' / '';`,
    current: `background: ${theme.colors.text}; color: ${theme.colors.textInverse}; border-color: ${theme.colors.text}; content: counter(step); content: counter(step) / '';`,
    upcoming: `background: ${theme.colors.background}; color: ${theme.colors.textSecondary}; border-color: ${theme.colors.border}; content: counter(step); content: counter(step) / '';`,
  } as const;
  return `
    counter-increment: step;
    position: relative;
    display: flex;
    align-items: center;
    min-height: ${theme.minTouchTarget}px;
    padding-left: ${marker + theme.space.sm}px;
    color: ${$state === 'upcoming' ? theme.colors.textSecondary : theme.colors.text};
    font-weight: ${$state === 'current' ? theme.fontWeights.bold : theme.fontWeights.regular};
    &::before {
      position: absolute;
      left: 0;
      top: 50%;
      transform: translateY(-50%);
      width: ${marker}px;
      height: ${marker}px;
      display: flex;
      align-items: center;
      justify-content: center;
      border: 2px solid;
      border-radius: ${theme.radii.pill}px;
      font-size: ${theme.typeScale.small.fontSize}px;
      font-weight: ${theme.fontWeights.bold};
      ${markers[$state]}
    }
    &:not(:last-of-type)::after {
      content: '';
      position: absolute;
      left: ${marker / 2 - 1}px;
      top: calc(50% + ${marker / 2}px);
      height: calc(100% - ${marker}px);
      border-left: 2px solid ${theme.colors.borderSubtle};
    }
    a {
      display: inline-flex;
      align-items: center;
      min-height: ${theme.minTouchTarget}px;
      color: ${theme.colors.link};
      text-decoration: underline;
      text-underline-offset: 0.15em;
      &:hover { color: ${theme.colors.linkHover}; text-decoration-thickness: 3px; }
      &:focus-visible { ${focusRing} }
    }
  `;
});

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** The journey's sections in order, marking which are done, which is current and which are to come. */
export function ProgressList({
  steps,
  label,
  stateLabels = DEFAULT_STATE_LABELS,
  renderLink,
  ...rest
}: ProgressListProps) {
  return (
    <nav aria-label={label} {...rest}>
      <List>
        {steps.map((step) => {
          // The marker is CSS-drawn; the state is told in words for assistive technology.
          const content = (
            <>
              {step.label}
              <Hidden> ({stateLabels[step.state]})</Hidden>
            </>
          );
          return (
            <Item
              key={step.id}
              $state={step.state}
              data-state={step.state}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              {step.state === 'complete' && step.href ? (
                <AppLink href={step.href} renderLink={renderLink}>
                  {content}
                </AppLink>
              ) : (
                <span>{content}</span>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
