import styled from '@emotion/styled';
import type { ReactNode } from 'react';

// The price is what the customer came for: it is set in a tinted panel of its own, bold, at least
// the page's h1 size, so that nothing on the quote competes with it (issue 15 point 13).
const Panel = styled.div(
  ({ theme }) => `
  margin: 0 0 ${theme.space.lg}px;
  padding: ${theme.space.md}px ${theme.space.lg}px;
  border-left: ${theme.space.xs}px solid ${theme.colors.primary};
  background: ${theme.colors.primarySubtle};
  font-family: ${theme.fonts.sans};
  color: ${theme.colors.text};
`,
);

const Label = styled.p(
  ({ theme }) => `
  margin: 0;
  font-size: ${theme.typeScale.lead.fontSize}px;
  line-height: ${theme.typeScale.lead.lineHeight}px;
`,
);

// On a phone the h1's own size (in the panel, bold) already leads and keeps "£24.09 today, then
// £24.07 a month" to two lines; from the small breakpoint up it grows to 1.25 times.
const Amount = styled.p(
  ({ theme }) => `
  margin: 0;
  font-size: ${theme.typeScale.h1.fontSize}px;
  line-height: ${theme.typeScale.h1.lineHeight}px;
  @media (min-width: ${theme.breakpoints.sm}px) {
    font-size: ${Math.round(theme.typeScale.h1.fontSize * 1.25)}px;
    line-height: ${Math.round(theme.typeScale.h1.lineHeight * 1.25)}px;
  }
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`,
);

/** The quote's headline price: a short label over the plan's sentence ("£21.95 today, then …"). */
export function QuoteHeadline({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Panel data-headline-price="">
      <Label>{label}</Label>
      <Amount>{children}</Amount>
    </Panel>
  );
}
