import '@emotion/react';
import type { BrandTheme } from '@brand/ui';

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface made to be merged with the app's theme (@brand/ui's).
  export interface Theme extends BrandTheme {}
}
