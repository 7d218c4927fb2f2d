import {
  breakpoints,
  colors,
  fonts,
  fontWeights,
  MIN_TOUCH_TARGET,
  palette,
  radii,
  space,
  tones,
  typeScale,
  zIndices,
} from './tokens';

/** The theme every component reads through Emotion's ThemeProvider. */
export const brandTheme = {
  palette,
  colors,
  tones,
  fonts,
  space,
  typeScale,
  fontWeights,
  breakpoints,
  radii,
  zIndices,
  minTouchTarget: MIN_TOUCH_TARGET,
} as const;

/** The shape of the brand theme. */
export type BrandTheme = typeof brandTheme;

/** A min-width media query for a breakpoint: `${mq('sm')} { ... }`. */
export function mq(breakpoint: keyof typeof breakpoints): string {
  return `@media (min-width: ${breakpoints[breakpoint]}px)`;
}

/** A visible focus indicator (yellow with a dark edge) that works on light and dark backgrounds. */
export const focusRing = `
  outline: 3px solid ${colors.focus};
  outline-offset: 0;
  box-shadow: 0 0 0 5px ${colors.focusText};
`;

/** Hides content visually but keeps it for assistive technology. */
export const visuallyHidden = `
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  margin: -1px !important;
  padding: 0 !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/** Turns off transitions and animations for people who ask for reduced motion. */
export const reducedMotion = `
  @media (prefers-reduced-motion: reduce) {
    transition: none !important;
    animation: none !important;
  }
`;
