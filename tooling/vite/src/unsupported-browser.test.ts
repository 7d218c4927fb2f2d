import { readFileSync } from 'node:fs';
import { withUnsupportedBrowserScreen } from './unsupported-browser';

const portalIndex = readFileSync(
  new URL('../../../apps/customer-portal/index.html', import.meta.url),
  'utf8',
);

describe('the unsupported-browser screen in index.html', () => {
  it('puts the styles in the head and the hidden message and check after the root, before the bundle', () => {
    const html = withUnsupportedBrowserScreen(portalIndex);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('#unsupported-browser .panel');
    const root = html.indexOf('<div id="root"></div>');
    const message = html.indexOf('<div id="unsupported-browser" style="display: none">');
    const check = html.indexOf("new RegExp('(?<=a)b')");
    const bundle = html.indexOf('<script type="module"');
    expect([root, message, check, bundle].every((at) => at > 0)).toBe(true);
    expect(root < message && message < check && check < bundle).toBe(true);
    expect(html).toContain('<h1>Your browser is not supported.</h1>');
  });

  it('adds it once, however often the transform runs', () => {
    const twice = withUnsupportedBrowserScreen(withUnsupportedBrowserScreen(portalIndex));
    expect(twice.split('id="unsupported-browser"')).toHaveLength(2);
  });

  it('refuses an index.html without the root element', () => {
    expect(() => withUnsupportedBrowserScreen('<html><head></head><body></body></html>')).toThrow(
      /needs <div id="root"><\/div>/,
    );
  });
});
