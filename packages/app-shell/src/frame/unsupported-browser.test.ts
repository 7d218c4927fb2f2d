import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BRAND_SETTINGS, translations } from '@brand/config';
import { withUnsupportedBrowserScreen } from '@brand/vite-app/unsupported-browser';
import { startApp } from '../start-app';
import { isUnsupportedBrowser, UNSUPPORTED_BROWSER_ATTRIBUTE } from './unsupported-browser';

// Each app's built index.html holds the screen as static English (its bundle may never run
// there), put in by the shared Vite config; this test keeps that copy equal to the translation and
// the brand's two recommended browsers, and runs its check as the browser would.
const INDEX_PAGES = ['customer-portal', 'admin-console'].map((app) => ({
  app,
  html: withUnsupportedBrowserScreen(
    readFileSync(resolve(__dirname, `../../../../apps/${app}/index.html`), 'utf8'),
  ),
}));

const texts = translations['en-GB'].common.errors.unsupportedBrowser;
const [first, second] = BRAND_SETTINGS.recommendedBrowsers;

/** Puts index.html's body in this document and runs its plain check script. */
function loadIndex(html: string) {
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  document.body.innerHTML = body;
  const check = /<script>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
  // biome-ignore lint/security/noGlobalEval: runs index.html's own inline script, as the browser does.
  window.eval(check);
}

function message(): HTMLElement {
  return document.getElementById('unsupported-browser') as HTMLElement;
}

const original = {
  fetch: window.fetch,
  noModule: Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'noModule'),
};

beforeEach(() => {
  document.documentElement.removeAttribute(UNSUPPORTED_BROWSER_ATTRIBUTE);
  // What a browser able to run the apps has, and jsdom lacks.
  window.fetch = jest.fn();
  Object.defineProperty(HTMLScriptElement.prototype, 'noModule', {
    configurable: true,
    value: false,
  });
});

afterEach(() => {
  window.fetch = original.fetch;
  if (original.noModule) {
    Object.defineProperty(HTMLScriptElement.prototype, 'noModule', original.noModule);
  } else {
    delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule;
  }
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(UNSUPPORTED_BROWSER_ATTRIBUTE);
});

describe.each(INDEX_PAGES)('the unsupported-browser screen of the $app', ({ html }) => {
  it('says the translation’s header and recommends the brand’s two browsers', () => {
    expect(html).toContain(`<h1>${texts.header}</h1>`);
    const body = texts.body.replace('{{first}}', first).replace('{{second}}', second);
    expect(html).toContain(`<p>${body}</p>`);
    expect(html).toMatch(new RegExp(`<a href="https://[^"]+">${first}</a>`));
    expect(html).toMatch(new RegExp(`<a href="https://[^"]+">${second}</a>`));
  });

  it('stays hidden, and the app starts, in a browser that can run the app', () => {
    loadIndex(html);
    expect(isUnsupportedBrowser()).toBe(false);
    // Removed, so the app's page has one main element.
    expect(message()).toBeNull();
    expect(document.querySelectorAll('main')).toHaveLength(0);
    expect(document.getElementById('root')).not.toBeNull();
  });

  it.each([
    [
      'no ES modules',
      () => delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule,
    ],
    ['no fetch', () => Reflect.deleteProperty(window, 'fetch')],
    [
      'no time zone in Intl',
      () =>
        jest
          .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
          .mockReturnValue({} as Intl.ResolvedDateTimeFormatOptions),
    ],
  ])('shows in place of the app with %s', (_, breakBrowser) => {
    breakBrowser();
    loadIndex(html);
    jest.restoreAllMocks();
    expect(isUnsupportedBrowser()).toBe(true);
    expect(message().style.display).toBe('block');
    expect(message().querySelector('main h1')).toHaveTextContent(texts.header);
    expect(document.getElementById('root')).toBeNull();
  });
});

describe('startApp in an unsupported browser', () => {
  it('leaves the message alone and renders nothing', async () => {
    document.documentElement.setAttribute(UNSUPPORTED_BROWSER_ATTRIBUTE, '');
    const render = jest.fn();
    await startApp('customerPortal', render);
    expect(render).not.toHaveBeenCalled();
  });
});
