// Emotion's Theme is an empty interface made to be merged with the design system's theme. This
// augmentation is a module the package's entry imports (not a loose .d.ts), so the bundled types
// of @brand/ui carry it: an app that installs @brand/ui reads `theme.colors.primary` in its own
// styled components without declaring anything.
import type { BrandTheme } from './theme';

declare module '@emotion/react' {
  export interface Theme extends BrandTheme {}
}
