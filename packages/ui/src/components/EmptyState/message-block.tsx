import styled from '@emotion/styled';
import { mq } from '../../theme/theme';

/** Heading levels a message block's heading may take. */
export type MessageHeadingLevel = 1 | 2 | 3 | 4;

/** The frame shared by EmptyState and ErrorState: centred text with actions under it. */
export const MessageFrame = styled.div(
  ({ theme }) => `
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm}px;
  padding: ${theme.space.xl}px ${theme.space.md}px;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md}px;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.body.fontSize}px;
  line-height: ${theme.typeScale.body.lineHeight}px;
  text-align: center;
  > svg { color: ${theme.colors.textSecondary}; }
`,
);

/** The block's heading. */
export const MessageHeading = styled.h2(
  ({ theme }) => `
  margin: 0;
  font-size: ${theme.typeScale.h3.fontSize}px;
  line-height: ${theme.typeScale.h3.lineHeight}px;
  font-weight: ${theme.fontWeights.bold};
`,
);

/** The block's text. */
export const MessageText = styled.div(
  ({ theme }) => `
  max-width: 36em;
  color: ${theme.colors.textSecondary};
  > * { margin: 0; }
  > * + * { margin-top: ${theme.space.xs}px; }
`,
);

/** The block's actions: stacked on small screens, in a row from sm up. */
export const MessageActions = styled.div(
  ({ theme }) => `
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${theme.space.sm}px;
  margin-top: ${theme.space.xs}px;
  ${mq('sm')} { flex-direction: row; align-items: center; }
`,
);
