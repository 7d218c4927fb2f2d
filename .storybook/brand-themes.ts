import type { BrandTheme } from '../packages/ui/src/theme';
import { demoBrandTheme } from '../packages/ui/src/theme/demo-brand-theme';
import { brandTheme } from '../packages/ui/src/theme/theme';

/** The themes the toolbar's Brand switcher offers: the brand's own first (the default). */
export const BRAND_THEMES = {
  brand: { title: 'Brand (the theme the apps ship)', theme: brandTheme },
  demo: { title: 'Demo brand (plum, serif, round corners)', theme: demoBrandTheme },
} as const satisfies Record<string, { title: string; theme: BrandTheme }>;

export type BrandThemeName = keyof typeof BRAND_THEMES;

/** The theme a story's `brand` global names; the brand's own for anything else. */
export function themeNamed(name: unknown): BrandTheme {
  return name === 'demo' ? BRAND_THEMES.demo.theme : BRAND_THEMES.brand.theme;
}
