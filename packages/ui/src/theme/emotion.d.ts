import '@emotion/react';
import type { BrandTheme } from './theme';

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface made to be merged with the app's theme.
  export interface Theme extends BrandTheme {}
}
