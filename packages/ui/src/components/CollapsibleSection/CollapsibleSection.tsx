import styled from '@emotion/styled';
import * as Collapsible from '@radix-ui/react-collapsible';
import type { ReactNode } from 'react';
import { focusRing, reducedMotion } from '../../theme/theme';

/** Heading levels a section title may take. */
export type CollapsibleHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Props of CollapsibleSection. */
export interface CollapsibleSectionProps {
  /** The section's title: the heading text and the toggle button's name. */
  title: ReactNode;
  /** The content shown when open. */
  children: ReactNode;
  /** Level of the heading that holds the toggle, to fit the page's outline. @default 3 */
  headingLevel?: CollapsibleHeadingLevel;
  /** Open state when controlled; pair it with `onOpenChange`. */
  open?: boolean;
  /** Open state at first when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Runs with the new state when the toggle is pressed. */
  onOpenChange?: (open: boolean) => void;
  /** A short line under the title, shown open or closed ('3 add-ons chosen'). */
  summary?: ReactNode;
}

const Root = styled(Collapsible.Root)(
  ({ theme }) => `
  border-bottom: 1px solid ${theme.colors.borderSubtle};
  font-family: ${theme.fonts.sans};
  color: ${theme.colors.text};
`,
);

const Heading = styled.h3(
  ({ theme }) => `
  margin: 0;
  font-size: ${theme.typeScale.h4.fontSize}px;
  line-height: ${theme.typeScale.h4.lineHeight}px;
  font-weight: ${theme.fontWeights.bold};
`,
);

// The chevron turns with the state; aria-expanded on the button tells it to assistive technology.
const Toggle = styled.button(
  ({ theme }) => `
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm}px;
  width: 100%;
  min-height: ${theme.minTouchTarget}px;
  padding: ${theme.space.sm}px 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover { color: ${theme.colors.primaryHover}; text-decoration: underline; }
  &:focus-visible { ${focusRing} }
  svg { flex-shrink: 0; transition: transform 150ms ease-in-out; ${reducedMotion} }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`,
);

const Summary = styled.p(
  ({ theme }) => `
  margin: 0 0 ${theme.space.sm}px;
  color: ${theme.colors.textSecondary};
  font-size: ${theme.typeScale.small.fontSize}px;
  line-height: ${theme.typeScale.small.lineHeight}px;
`,
);

const Content = styled(Collapsible.Content)(
  ({ theme }) => `
  padding-bottom: ${theme.space.md}px;
`,
);

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" fill="currentColor" />
    </svg>
  );
}

/** A titled section whose content opens and closes from a toggle button in its heading. */
export function CollapsibleSection({
  title,
  children,
  headingLevel = 3,
  open,
  defaultOpen = false,
  onOpenChange,
  summary,
}: CollapsibleSectionProps) {
  return (
    <Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Heading as={`h${headingLevel}`}>
        <Collapsible.Trigger asChild>
          <Toggle type="button">
            <span>{title}</span>
            <Chevron />
          </Toggle>
        </Collapsible.Trigger>
      </Heading>
      {summary ? <Summary>{summary}</Summary> : null}
      <Content>{children}</Content>
    </Root>
  );
}
