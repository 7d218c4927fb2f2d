// Debian's Chromium with axe in every page, and the check each visited page passes: no axe
// violation (WCAG 2.0, 2.1, 2.2 A and AA), no page error or CSP violation, and a screenshot to
// look at.
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { addAxe, axeViolations } from '../../scripts/axe.mjs';
import { launchChromium } from '../../scripts/chromium.mjs';

// node --test runs each test file in a process of its own: each file keeps its run's screenshots
// in a folder of its own, numbered in the order the pages were visited.
const SUITE = basename(process.argv[1] ?? 'e2e').replace(/\.test\.mjs$/, '');
export const SCREENSHOTS = join(new URL('../screenshots', import.meta.url).pathname, SUITE);
rmSync(SCREENSHOTS, { recursive: true, force: true });
mkdirSync(SCREENSHOTS, { recursive: true });

export { launchChromium };

/** A fresh browser profile (cookies, storage) with axe loaded into every page, and its page. */
export async function newPage(browser, viewport = { width: 1200, height: 900 }) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await addAxe(context);
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The platform's Content-Security-Policy (ADR 0016): anything it blocks in a page or its frames
  // (the silent sign-in's) is reported on the console, and fails the page's check like an error.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      pageErrors.push(`CSP violation: ${message.text()}`);
    }
  });
  return { context, page, pageErrors };
}

let shot = 0;

/**
 * Checks the page as it is now: axe finds no violation and the page threw nothing. Saves a
 * screenshot named `name` either way; throws with every problem found.
 */
export async function checkPage(page, name, pageErrors = []) {
  await page.waitForLoadState('load');
  shot += 1;
  const file = join(SCREENSHOTS, `${String(shot).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  const problems = [
    ...(await axeViolations(page)),
    ...pageErrors.splice(0).map((message) => `page error: ${message}`),
  ];
  if (problems.length > 0) {
    throw new Error(`${name} (${page.url()}):\n  ${problems.join('\n  ')}`);
  }
}
