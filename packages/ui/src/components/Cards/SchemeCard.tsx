import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { focusRing } from '../../theme/theme';
import { Button } from '../Button';
import { AppLink, type RenderLink } from '../PageFrame';
import { CardFrame, CardHeading, type CardHeadingLevel, CardMeta } from './card-parts';

/** Props of SchemeCard. */
export interface SchemeCardProps {
  /** The scheme's name, the card's heading ('MINI Flex'). */
  name: ReactNode;
  /** What the scheme is, a sentence or two. */
  description: ReactNode;
  /** An image of the scheme (an <img> with its own alt text, or alt="" when decorative). */
  image?: ReactNode;
  /** The price line ('From £29.99 a month', 'Free for 5 days'). */
  priceFrom?: ReactNode;
  /** Text of the call to action ('Get a quote'). */
  actionLabel: string;
  /** Where the call to action goes; it is then a link drawn by `renderLink`. */
  actionHref?: string;
  /** Runs when the call to action is pressed, when it has no `actionHref` (it is then a button). */
  onAction?: () => void;
  /** Draws the call-to-action link (pass react-router's Link here). @default a plain anchor */
  renderLink?: RenderLink;
  /** Level of the card's heading, to fit the page's outline. @default 3 */
  headingLevel?: CardHeadingLevel;
}

const Media = styled.div(
  ({ theme }) => `
  margin: -${theme.space.lg}px -${theme.space.lg}px 0;
  overflow: hidden;
  border-radius: ${theme.radii.md}px ${theme.radii.md}px 0 0;
  img { display: block; width: 100%; height: auto; }
`,
);

const Price = styled.p(
  ({ theme }) => `
  margin: 0;
  font-size: ${theme.typeScale.lead.fontSize}px;
  line-height: ${theme.typeScale.lead.lineHeight}px;
  font-weight: ${theme.fontWeights.bold};
`,
);

// The link version looks like the primary Button.
const CallToAction = styled.div(
  ({ theme }) => `
  margin-top: auto;
  padding-top: ${theme.space.xs}px;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${theme.minTouchTarget}px;
    padding: ${theme.space.xs}px ${theme.space.lg}px;
    border: 2px solid ${theme.colors.primary};
    border-radius: ${theme.radii.sm}px;
    background: ${theme.colors.primary};
    color: ${theme.colors.textInverse};
    font-weight: ${theme.fontWeights.bold};
    text-decoration: none;
    &:hover { background: ${theme.colors.primaryHover}; border-color: ${theme.colors.primaryHover}; }
    &:focus-visible { ${focusRing} }
  }
`,
);

/** A scheme on offer: image, name, description, starting price and a call to action. */
export function SchemeCard({
  name,
  description,
  image,
  priceFrom,
  actionLabel,
  actionHref,
  onAction,
  renderLink,
  headingLevel = 3,
}: SchemeCardProps) {
  return (
    <CardFrame>
      {image ? <Media>{image}</Media> : null}
      <CardHeading as={`h${headingLevel}`}>{name}</CardHeading>
      <CardMeta>{description}</CardMeta>
      {priceFrom ? <Price>{priceFrom}</Price> : null}
      <CallToAction>
        {actionHref ? (
          <AppLink href={actionHref} renderLink={renderLink}>
            {actionLabel}
          </AppLink>
        ) : (
          <Button onClick={onAction}>{actionLabel}</Button>
        )}
      </CallToAction>
    </CardFrame>
  );
}
