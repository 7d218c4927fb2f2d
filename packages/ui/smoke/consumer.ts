// Another brand team's code, compiled against the published @brand/ui tarball and rendered on the server.
import assert from 'node:assert/strict';
import { BrandThemeProvider, Button, brandTheme } from '@brand/ui';
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
console.log('@brand/ui consumer: the theme and Button render from the tarball');
