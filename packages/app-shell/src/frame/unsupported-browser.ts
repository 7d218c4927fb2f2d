// The unsupported-browser screen is static HTML in each app's index.html, shown by a plain script
// that runs before the module bundle (the bundle, its styles and its texts may never load there).

/** The attribute that script sets on `<html>` when the browser cannot run the app. */
export const UNSUPPORTED_BROWSER_ATTRIBUTE = 'data-unsupported-browser';

/** True when index.html's check found the browser unsupported and is showing its message. */
export function isUnsupportedBrowser(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(UNSUPPORTED_BROWSER_ATTRIBUTE);
}
