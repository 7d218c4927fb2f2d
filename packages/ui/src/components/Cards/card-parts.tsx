import styled from '@emotion/styled';
import { focusRing } from '../../theme/theme';

/** Heading levels a card title may take. */
export type CardHeadingLevel = 2 | 3 | 4;

/** The card frame: an article, so each card is a self-contained item with its own heading. */
export const CardFrame = styled.article(
  ({ theme }) => `
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm}px;
  padding: ${theme.space.lg}px;
  border: 1px solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.md}px;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.body.fontSize}px;
  line-height: ${theme.typeScale.body.lineHeight}px;
  > p { margin: 0; }
`,
);

/** The card's title. */
export const CardHeading = styled.h3(
  ({ theme }) => `
  margin: 0;
  font-size: ${theme.typeScale.h3.fontSize}px;
  line-height: ${theme.typeScale.h3.lineHeight}px;
  font-weight: ${theme.fontWeights.bold};
`,
);

/** Secondary text on a card. */
export const CardMeta = styled.p(
  ({ theme }) => `
  margin: 0;
  color: ${theme.colors.textSecondary};
`,
);

/** Styles the links a renderer draws inside it, with 44px targets and a visible focus ring. */
export const LinkStyles = styled.span(
  ({ theme }) => `
  display: contents;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.minTouchTarget}px;
    color: ${theme.colors.link};
    font-weight: ${theme.fontWeights.bold};
    text-decoration: underline;
    text-underline-offset: 0.15em;
    &:hover { color: ${theme.colors.linkHover}; text-decoration-thickness: 3px; }
    &:focus-visible { ${focusRing} }
  }
`,
);
