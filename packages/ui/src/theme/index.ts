// The augmentation of Emotion's Theme ships with the theme (see emotion-theme.ts).
import './emotion-theme';

export type { BrandThemeProviderProps } from './BrandThemeProvider';
export { BrandThemeProvider } from './BrandThemeProvider';
export type { BrandTheme, ToneColours, TypeStep } from './theme';
export { brandTheme, focusRing, mq, reducedMotion, visuallyHidden } from './theme';
export {
  breakpoints,
  colors,
  fonts,
  fontWeights,
  MIN_TOUCH_TARGET,
  MODAL_MAX_WIDTH,
  palette,
  radii,
  SELECT_LIST_MAX_HEIGHT,
  SNACKBAR_DURATION_MS,
  space,
  tones,
  typeScale,
  zIndices,
} from './tokens';
