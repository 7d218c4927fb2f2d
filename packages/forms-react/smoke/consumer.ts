// A brand team's page code, compiled against the published @brand/forms-react tarball and rendered
// on the server: the bindings install with their Formik, no extra package needed.
import assert from 'node:assert/strict';
import type { FormDefinition } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { BrandThemeProvider } from '@brand/ui';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const contact: FormDefinition = {
  id: 'smoke.contact',
  inputs: [{ name: 'email', type: 'email', label: 'Email', validation: { required: true } }],
};

const html = renderToString(
  createElement(BrandThemeProvider, {
    // biome-ignore lint/correctness/noChildrenProp: without JSX, React's types want children in the props
    children: createElement(FormRenderer, { form: contact, onSubmit: () => undefined }),
  }),
);
assert.match(html, /<form[^>]*id="smoke.contact"/);
assert.match(html, /type="email"/);
console.log('@brand/forms-react consumer: a form renders from the tarball');
