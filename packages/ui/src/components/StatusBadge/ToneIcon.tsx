import type { StatusTone } from '@brand/domain';
import styled from '@emotion/styled';
import type { ReactElement } from 'react';

/** Props of ToneIcon. */
export interface ToneIconProps {
  /** The status tone whose symbol to draw. */
  tone: StatusTone;
  /** Width and height in pixels. @default 16 */
  size?: number;
}

// Each tone has its own shape, so the tone reads without colour: dot, i, tick, triangle, cross.
const paths = {
  default: <circle cx="12" cy="12" r="5" />,
  info: (
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1.25 15h-2.5v-6.5h2.5V17Zm-1.25-8.25a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z" />
  ),
  success: (
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.4 14.6-4.3-4.3 1.8-1.8 2.5 2.5 5.3-5.3 1.8 1.8-7.1 7.1Z" />
  ),
  warning: <path d="M12 2 1 21h22L12 2Zm1.25 16h-2.5v-2.5h2.5V18Zm0-4h-2.5V9h2.5v5Z" />,
  critical: (
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.3 12.5-1.8 1.8-2.5-2.5-2.5 2.5-1.8-1.8 2.5-2.5-2.5-2.5 1.8-1.8 2.5 2.5 2.5-2.5 1.8 1.8-2.5 2.5 2.5 2.5Z" />
  ),
} as const satisfies Record<StatusTone, ReactElement>;

const Svg = styled.svg`
  flex-shrink: 0;
  fill: currentColor;
`;

/** The decorative symbol of a status tone; hidden from assistive technology, so text must carry the meaning. */
export function ToneIcon({ tone, size = 16 }: ToneIconProps) {
  return (
    <Svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-tone={tone}
    >
      {paths[tone]}
    </Svg>
  );
}
