// One Lighthouse run (the Node API of the same 12.8.2 as the CLI, same settings) in a new tab of a
// Chromium already running with a remote-debugging port, after putting a visitor's session into
// that tab's session storage. The tab is in a browser context of its own: the profile's default
// context holds the demo customer's sign-in, and a visitor is nobody signed in. The CLI cannot do this: it opens a tab of its own, and session
// storage belongs to a tab, so a visitor's quote would open without their session. Run as a child
// process like the CLI (run-lighthouse.mjs kills a run that hangs):
//   node lighthouse-in-tab.mjs <port> <url> <output.json> <session storage as JSON>
// Writes the Lighthouse result (the JSON the CLI's --output=json writes) to the output path.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [port, url, outputPath, storageJson] = process.argv.slice(2);
const sessionStorageEntries = JSON.parse(storageJson);

const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${port}`,
  defaultViewport: null,
});
const context = await browser.createBrowserContext();
const page = await context.newPage();
try {
  // Session storage is per origin within the tab: a light page of the platform's origin (its
  // robots.txt, not the app) lets it be written before Lighthouse navigates the same tab.
  await page.goto(new URL('/robots.txt', url).href);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, sessionStorageEntries);
  // Lighthouse's storage reset (kept, as for the other pages) clears the HTTP cache, so the page
  // loads cold; it never clears session or local storage.
  const result = await lighthouse(
    url,
    { output: 'json', onlyCategories: ['performance'], logLevel: 'error' },
    undefined,
    page,
  );
  if (!result) throw new Error(`lighthouse ${url} returned no result`);
  writeFileSync(outputPath, JSON.stringify(result.lhr));
} finally {
  await context.close().catch(() => {});
  await browser.disconnect();
}
