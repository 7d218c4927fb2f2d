import styled from '@emotion/styled';
import { useId } from 'react';
import { visuallyHidden } from '../../theme/theme';
import { Spinner } from './Spinner';

/** Props of LoadingIndicator. */
export interface LoadingIndicatorProps {
  /** What assistive technology announces while it shows. @default 'Loading' */
  label?: string;
  /** Text shown under the spinner ('Getting your quote…'), read after the label. */
  message?: string;
  /**
   * 'overlay' covers a page that is already there while it works; 'placeholder' stands in the page's
   * content while the page itself loads, inside its frame, with the label shown, so a slow load
   * never leaves a blank or blacked-out screen. @default 'overlay'
   */
  placement?: LoadingPlacement;
}

/** Where a loading indicator sits: over the page, or in it as the content's placeholder. */
export const LOADING_PLACEMENTS = ['overlay', 'placeholder'] as const;
/** A loading indicator placement. */
export type LoadingPlacement = (typeof LOADING_PLACEMENTS)[number];

// A dark scrim: white on 60% black over any page stays above 4.5:1, so the message is always legible.
const Overlay = styled.div(
  ({ theme }) => `
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.loading};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md}px;
  padding: ${theme.space.lg}px;
  background: ${theme.colors.overlay};
  color: ${theme.colors.textInverse};
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.lead.fontSize}px;
  line-height: ${theme.typeScale.lead.lineHeight}px;
  font-weight: ${theme.fontWeights.bold};
  text-align: center;
`,
);

// In the page's flow, tall enough to hold the place of the content it stands in for.
const Placeholder = styled.div(
  ({ theme }) => `
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md}px;
  min-height: 40vh;
  padding: ${theme.space.xl}px ${theme.space.md}px;
  color: ${theme.colors.text};
  font-size: ${theme.typeScale.lead.fontSize}px;
  line-height: ${theme.typeScale.lead.lineHeight}px;
  text-align: center;
`,
);

const Message = styled.p`
  margin: 0;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * A spinner announced as a status: a full-screen overlay over the page while it works, or the
 * placeholder of the page's content while that loads.
 */
export function LoadingIndicator({
  label = 'Loading',
  message,
  placement = 'overlay',
}: LoadingIndicatorProps) {
  const labelId = useId();
  if (placement === 'placeholder') {
    return (
      <Placeholder role="status" aria-labelledby={labelId} data-placement="placeholder">
        <Spinner size="lg" />
        <Message id={labelId}>{message ? `${label}. ${message}` : label}</Message>
      </Placeholder>
    );
  }
  return (
    <Overlay role="status" aria-labelledby={labelId}>
      <Spinner size="lg" />
      <Hidden id={labelId}>{label}</Hidden>
      {message ? <Message>{message}</Message> : null}
    </Overlay>
  );
}
