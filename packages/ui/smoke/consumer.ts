// Another brand team's code, compiled against the published @brand/ui tarball and rendered on the server.
import assert from 'node:assert/strict';
import { type BrandTheme, BrandThemeProvider, Button, brandTheme } from '@brand/ui';
import styled from '@emotion/styled';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const html = renderToString(
  createElement(BrandThemeProvider, {
    // biome-ignore lint/correctness/noChildrenProp: without JSX, React's types want children in the props
    children: createElement(Button, {
      variant: 'primary',
      // biome-ignore lint/correctness/noChildrenProp: as above
      children: 'Continue',
    }),
  }),
);
assert.match(html, /<button[^>]*type="button"[^>]*>Continue<\/button>/);
assert.equal(brandTheme.breakpoints.sm, 768);

// The team's own brand: its colours type-check as a BrandTheme without a cast, and its own styled
// components read the theme through the Emotion augmentation the package's types carry.
const ourTheme: BrandTheme = {
  ...brandTheme,
  colors: { ...brandTheme.colors, primary: '#7b1f5c', link: '#7b1f5c' },
};
const Stripe = styled.p`
  color: ${({ theme }) => theme.colors.primary};
`;
const themed = renderToString(
  createElement(BrandThemeProvider, {
    theme: ourTheme,
    // biome-ignore lint/correctness/noChildrenProp: as above
    children: createElement(Stripe, null, 'Ours'),
  }),
);
assert.match(themed, /color:#7b1f5c/);
console.log(
  "@brand/ui consumer: the theme, Button and another brand's theme render from the tarball",
);
