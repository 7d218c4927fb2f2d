import { type BrandTheme, brandTheme } from './theme';
import { palette } from './tokens';

/**
 * A second brand, made up, to show the design system carries another brand's look: the
 * Storybook's theme switcher offers it beside the brand's own, and the theme contract's test
 * holds that it type-checks as a BrandTheme without a cast. Plum and warm greys, a serif face,
 * rounder corners; every text/background pair keeps WCAG 2.2 AA contrast, as the brand's does.
 * Not exported from the package: a brand team writes its own.
 */
const demoPalette = {
  ...palette,
  ink: '#24151f',
  grey900: '#2e2329',
  grey700: '#574650',
  grey500: '#75646e',
  grey300: '#bcaeb5',
  grey200: '#e2d8dd',
  grey100: '#f7f1f4',
  brand: '#7b1f5c',
  brandDark: '#561440',
  brandLight: '#f9e7f2',
};

export const demoBrandTheme: BrandTheme = {
  ...brandTheme,
  palette: demoPalette,
  colors: {
    ...brandTheme.colors,
    text: demoPalette.ink,
    textSecondary: demoPalette.grey700,
    surface: demoPalette.grey100,
    border: demoPalette.grey500,
    borderSubtle: demoPalette.grey200,
    primary: demoPalette.brand,
    primaryHover: demoPalette.brandDark,
    primarySubtle: demoPalette.brandLight,
    link: demoPalette.brand,
    linkHover: demoPalette.brandDark,
  },
  fonts: {
    ...brandTheme.fonts,
    sans: "Georgia, 'Times New Roman', serif",
    serif: "Georgia, 'Times New Roman', serif",
  },
  radii: { none: 0, sm: 12, md: 20, pill: 999 },
};
