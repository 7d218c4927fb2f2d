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
}

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

const Message = styled.p`
  margin: 0;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** A full-screen overlay with a spinner that covers the page while it loads, announced as a status. */
export function LoadingIndicator({ label = 'Loading', message }: LoadingIndicatorProps) {
  const labelId = useId();
  return (
    <Overlay role="status" aria-labelledby={labelId}>
      <Spinner size="lg" />
      <Hidden id={labelId}>{label}</Hidden>
      {message ? <Message>{message}</Message> : null}
    </Overlay>
  );
}
