import type { StatusTone } from '@brand/domain';
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

/** Foreground, background and border of a status tone. */
export type ToneColours = {
  readonly foreground: string;
  readonly background: string;
  readonly border: string;
};

/** A font size and its line height, in pixels. */
export type TypeStep = { readonly fontSize: number; readonly lineHeight: number };

/**
 * The contract a brand's theme meets: the same names as the brand's tokens, each holding any
 * colour, font stack or size. Written out rather than taken from `typeof brandTheme`: the tokens
 * are `as const`, so that type would only admit this brand's exact values ('#0b5f73'), and another
 * brand's theme would need a cast.
 */
export interface BrandTheme {
  readonly palette: Readonly<Record<keyof typeof palette, string>>;
  readonly colors: Readonly<Record<keyof typeof colors, string>>;
  readonly tones: Readonly<Record<StatusTone, ToneColours>>;
  readonly fonts: Readonly<Record<keyof typeof fonts, string>>;
  readonly space: Readonly<Record<keyof typeof space, number>>;
  readonly typeScale: Readonly<Record<keyof typeof typeScale, TypeStep>>;
  readonly fontWeights: Readonly<Record<keyof typeof fontWeights, number>>;
  readonly breakpoints: Readonly<Record<keyof typeof breakpoints, number>>;
  readonly radii: Readonly<Record<keyof typeof radii, number>>;
  readonly zIndices: Readonly<Record<keyof typeof zIndices, number>>;
  readonly minTouchTarget: number;
}

/** The theme every component reads through Emotion's ThemeProvider: this brand's tokens. */
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
} as const satisfies BrandTheme;

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
