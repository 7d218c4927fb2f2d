import type { Plugin } from 'vite';

// The unsupported-browser screen (spec 000 §2, 002 §2) of both apps, put into their index.html at
// build (and dev) time so there is one copy. It is plain HTML, CSS and ES5, run before the module
// bundle: a browser that cannot run the app (no ES modules, no fetch, no time zones in Intl, an
// older JavaScript such as Safari before 16.4's missing lookbehind) gets the message instead, and
// startApp() leaves the page alone. The check is a string, not TypeScript, because it must run in
// browsers too old for what we compile.

/** The message's styles. */
export const UNSUPPORTED_BROWSER_STYLE = `<style>
  /* The unsupported-browser message: plain CSS, as the app's own styles may never load. */
  html[data-unsupported-browser] body { margin: 0; }
  #unsupported-browser { font-family: 'Helvetica Neue', Arial, sans-serif; color: #1a1a1a; background: #f2f2f2; min-height: 100vh; margin: 0; padding: 24px 16px; box-sizing: border-box; }
  #unsupported-browser .panel { max-width: 584px; margin: 0 auto; padding: 32px 24px; background: #ffffff; border-radius: 8px; border-top: 4px solid #0b5f73; }
  #unsupported-browser h1 { font-size: 28px; line-height: 36px; margin: 0 0 16px; }
  #unsupported-browser p { font-size: 16px; line-height: 24px; margin: 0 0 24px; color: #4d4d4d; }
  #unsupported-browser ul { margin: 0; padding: 0; list-style: none; }
  #unsupported-browser li { margin: 0 0 12px; }
  #unsupported-browser a { display: block; padding: 10px 24px; border: 2px solid #0b5f73; border-radius: 4px; color: #0b5f73; font-weight: bold; text-align: center; }
  #unsupported-browser a:focus { outline: 3px solid #ffdd00; box-shadow: 0 0 0 5px #000000; }
</style>`;

/** The message (hidden), the no-JavaScript note and the check that shows one or removes it. */
export const UNSUPPORTED_BROWSER_BODY = `<div id="unsupported-browser" style="display: none">
  <!-- Removed by the script below in a browser that can run the app, so the app's page has one
       main element. -->
  <main class="panel">
    <h1>Your browser is not supported.</h1>
    <p>To use this site safely, please use an up-to-date version of Google Chrome or Microsoft Edge.</p>
    <ul aria-label="Recommended browsers">
      <li><a href="https://www.google.com/chrome/">Google Chrome</a></li>
      <li><a href="https://www.microsoft.com/edge">Microsoft Edge</a></li>
    </ul>
  </main>
</div>
<noscript>
  <p>This site needs JavaScript. Please turn it on in your browser's settings, or use an up-to-date version of Google Chrome or Microsoft Edge.</p>
</noscript>
<script>
  // Plain ES5, run before the module bundle (see unsupported-browser.ts in @brand/vite-app).
  (function () {
    var supported = false;
    try {
      supported =
        'noModule' in document.createElement('script') &&
        typeof window.fetch === 'function' &&
        typeof window.Promise === 'function' &&
        typeof Object.hasOwn === 'function' &&
        typeof Array.prototype.at === 'function' &&
        // A lookbehind literal would be a syntax error in an old browser, stopping this check.
        new RegExp('(?<=a)b').test('ab') &&
        typeof window.Intl === 'object' &&
        !!new Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch (_unsupported) {
      supported = false;
    }
    var message = document.getElementById('unsupported-browser');
    if (supported) {
      message.parentNode.removeChild(message);
      return;
    }
    document.documentElement.setAttribute('data-unsupported-browser', '');
    message.style.display = 'block';
    var root = document.getElementById('root');
    if (root) root.parentNode.removeChild(root);
  })();
</script>`;

/** Where the block goes: after the app's root element, before the module script. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** Puts the screen into an app's index.html, once; one without a root element and head is an error. */
export function withUnsupportedBrowserScreen(html: string): string {
  if (!html.includes(ROOT_ELEMENT) || !html.includes('</head>')) {
    throw new Error(
      `index.html needs ${ROOT_ELEMENT} and a head for the unsupported-browser screen`,
    );
  }
  if (html.includes('id="unsupported-browser"')) return html;
  return html
    .replace('</head>', `${UNSUPPORTED_BROWSER_STYLE}\n</head>`)
    .replace(ROOT_ELEMENT, `${ROOT_ELEMENT}\n${UNSUPPORTED_BROWSER_BODY}`);
}

/** The Vite plugin: the screen in index.html, in `vite dev` and in the build. */
export function unsupportedBrowserScreen(): Plugin {
  return {
    name: 'brand:unsupported-browser',
    transformIndexHtml: { order: 'pre', handler: withUnsupportedBrowserScreen },
  };
}
