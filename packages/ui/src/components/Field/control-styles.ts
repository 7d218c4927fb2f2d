import type { Theme } from '@emotion/react';
import { focusRing } from '../../theme/theme';

/** The box every typed control (text, number, select, combobox) shares: 44px tall, a 2px edge, the focus ring. */
export function controlStyles(theme: Theme, invalid: boolean): string {
  return `
    box-sizing: border-box;
    min-height: ${theme.minTouchTarget}px;
    width: 100%;
    margin: 0;
    padding: ${theme.space.xs}px;
    border: 2px solid ${invalid ? theme.colors.error : theme.colors.border};
    border-radius: 0;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.sans};
    font-size: ${theme.typeScale.body.fontSize}px;
    line-height: ${theme.typeScale.body.lineHeight}px;
    ${invalid ? `box-shadow: inset 0 0 0 1px ${theme.colors.error};` : ''}
    /* Text entry shows focus however it was reached: the caret alone is too faint. */
    &:focus { ${focusRing} }
    &:disabled { opacity: 0.6; cursor: not-allowed; background: ${theme.colors.surface}; }
  `;
}

/** Widths a typed control may take, in characters, so its size hints at the answer's length. */
export const CONTROL_WIDTHS = ['full', 2, 3, 4, 5, 10, 20, 30] as const;
/** A control width: the container's, or room for about this many characters. */
export type ControlWidth = (typeof CONTROL_WIDTHS)[number];

/** The max-width for a control width (room for the characters plus padding and border). */
export function controlMaxWidth(width: ControlWidth): string {
  return width === 'full' ? '100%' : `calc(${width}ch + 2.5em)`;
}
