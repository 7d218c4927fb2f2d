// End-to-end: the design system's Storybook as the platform serves it at /storybook/ (the static
// build, storybook-static/), in Debian's Chromium under the platform's Content-Security-Policy:
// the manager frames its preview, a story renders in it in either brand's theme, a docs page
// lists a component's props, and the page threw nothing and the policy blocked nothing.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { newPage } from './browser.mjs';
import { ROOT } from './platform.mjs';
import { STEP, useSuite } from './suite.mjs';

before(
  () => {
    // scripts/test.sh has built it; on its own this file builds it (Turborepo caches the build).
    if (!existsSync(join(ROOT, 'storybook-static', 'index.html'))) {
      execFileSync(
        'pnpm',
        ['exec', 'turbo', 'run', 'storybook:build', '--output-logs=errors-only'],
        {
          cwd: ROOT,
          stdio: 'inherit',
        },
      );
    }
  },
  { timeout: 300_000 },
);

const suite = useSuite();

/** The manager's preview frame, once it shows the story's content. */
async function preview(page, selector) {
  const frame = page.frameLocator('iframe[title="storybook-preview-iframe"]');
  await frame.locator(selector).first().waitFor(STEP);
  return frame;
}

test('the Storybook at /storybook/ shows a story in its frame, in the brand and the demo brand', {
  timeout: 120_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    const response = await page.goto(
      `${suite.platform.url}/storybook/?path=/story/actions-button--primary`,
    );
    assert.equal(response?.status(), 200);
    const frame = await preview(page, '#storybook-root button');
    const brandColour = await frame
      .locator('#storybook-root button')
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    assert.equal(brandColour, 'rgb(11, 95, 115)');

    await page.goto(
      `${suite.platform.url}/storybook/?path=/story/actions-button--primary&globals=brand:demo`,
    );
    const demo = await preview(page, '#storybook-root button');
    await page.waitForFunction(
      () =>
        getComputedStyle(
          document
            .querySelector('iframe[title="storybook-preview-iframe"]')
            ?.contentDocument?.querySelector('#storybook-root button') ?? document.body,
        ).backgroundColor === 'rgb(123, 31, 92)',
      null,
      STEP,
    );
    assert.ok(await demo.locator('#storybook-root button').isVisible());

    await page.goto(`${suite.platform.url}/storybook/?path=/docs/actions-button--docs`);
    // The props table (the first tables are hidden placeholders while the docs load).
    const docs = await preview(page, '#storybook-docs h1');
    await docs.getByText("Stretch to the container's width (as on mobile).").waitFor(STEP);
    assert.ok(await docs.getByText('fullWidth', { exact: true }).first().isVisible());
    assert.deepEqual(pageErrors, []);
  } finally {
    await context.close();
  }
});

test('a path under /storybook/ that is no file is a 404, and the rest of the platform stays unframeable', async () => {
  const missing = await fetch(`${suite.platform.url}/storybook/assets/no-such-file.js`);
  assert.equal(missing.status, 404);
  const portal = await fetch(`${suite.platform.url}/`);
  assert.match(portal.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
  const storybook = await fetch(`${suite.platform.url}/storybook/`);
  assert.match(storybook.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/);
});
