// A brand team's page code, compiled against the published @brand/forms-react tarball and rendered
// on the server: the bindings install with their Formik, no extra package needed, and a brand's
// own component for an input type replaces the built-in one through the ranked registry.
import assert from 'node:assert/strict';
import type { FormDefinition } from '@brand/forms';
import {
  DEFAULT_RANK,
  FormRenderer,
  type InputComponentProps,
  InputRenderers,
  inputTypeIs,
  rankWith,
} from '@brand/forms-react';
import { BrandThemeProvider } from '@brand/ui';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

const contact: FormDefinition = {
  id: 'smoke.contact',
  inputs: [{ name: 'email', type: 'email', label: 'Email', validation: { required: true } }],
};
const form = createElement(FormRenderer, { form: contact, onSubmit: () => undefined });
// Without JSX, React's types want children in the props.
const themed = (children: ReactNode) => createElement(BrandThemeProvider, { children });

const html = renderToString(themed(form));
assert.match(html, /<form[^>]*id="smoke.contact"/);
assert.match(html, /type="email"/);

function BrandEmail({ id, value, onChange }: InputComponentProps) {
  return createElement('input', {
    id,
    className: 'brand-email',
    value: typeof value === 'string' ? value : '',
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  });
}
const renderers = [
  { tester: rankWith(DEFAULT_RANK + 1, inputTypeIs('email')), component: BrandEmail },
];
const branded = renderToString(
  // biome-ignore lint/correctness/noChildrenProp: without JSX, React's types want children in the props
  themed(createElement(InputRenderers, { renderers, children: form })),
);
assert.match(branded, /class="brand-email"/);
console.log('@brand/forms-react consumer: a form renders from the tarball, with a brand renderer');
