import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { reducedMotion, visuallyHidden } from '../../theme/theme';

/** Spinner sizes in pixels. */
export const SPINNER_SIZES = { sm: 16, md: 24, lg: 48 } as const;
/** A spinner size. */
export type SpinnerSize = keyof typeof SPINNER_SIZES;

/** Props of Spinner. */
export interface SpinnerProps {
  /** How big it is. @default 'md' */
  size?: SpinnerSize;
  /**
   * What is loading, announced politely as a status. Leave it out when the spinner sits beside
   * text that already says so (inside a busy button): it is then hidden from assistive technology.
   */
  label?: string;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// With reduced motion the ring stops but keeps its gap, so it still reads as "in progress".
const Ring = styled.span<{ $size: number }>(
  ({ theme, $size }) => `
  display: inline-block;
  flex-shrink: 0;
  width: ${$size}px;
  height: ${$size}px;
  border: ${Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: ${theme.radii.pill}px;
  animation: ${spin} 800ms linear infinite;
  ${reducedMotion}
`,
);

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** An inline spinning ring in the current text colour; decorative unless given a label. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  const ring = <Ring $size={SPINNER_SIZES[size]} aria-hidden="true" data-size={size} />;
  if (!label) return ring;
  return (
    <span role="status">
      {ring}
      <Hidden>{label}</Hidden>
    </span>
  );
}
