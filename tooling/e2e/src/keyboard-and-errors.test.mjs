// End-to-end: errors people can act on, and the keyboard in the look-up and dialogs (issue 15
// points 11 and 12). A keyboard user picks an occupation from several matches with the arrow keys
// and Enter without sending the form; a dialog opened and closed from the keyboard gives focus back
// to what opened it; a platform failure reads as what happened and what to do, with a retry that
// works, never the server's own title; a slow start shows the frame and a placeholder, not a blank
// page. Screenshots go to ../screenshots/keyboard-and-errors.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { answerSections, at } from './journey-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** How long the routed /api/app-config call is held: long enough to see the start page. */
const SLOW_CONFIG_MS = 2_500;

/** The focused element's tag, role and accessible-name-ish text. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? 'body',
      role: el?.getAttribute('role') ?? '',
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      id: el?.id ?? '',
    };
  });
}

/** Any call that could send the form: a write to the platform. */
function watchWrites(page) {
  const writes = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) {
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return writes;
}

test('a keyboard user picks an occupation among several matches without sending the form, and a dialog gives focus back', async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, DESKTOP);
  try {
    await answerSections(page, pageErrors, {
      url: suite.platform.url,
      entry: '/flex',
      quoteHeading: /^About you$/,
      visitor: { name: 'keys', email: 'kim.keys@example.com' },
    });
    await at(page, 'About you', 'about-you', pageErrors);
    await page.getByLabel('Employed full time').check();

    // From the employment radios, Tab reaches the occupation look-up: a combobox.
    await page.getByLabel('Employed full time').focus();
    await page.keyboard.press('Tab');
    const box = page.getByRole('combobox', { name: /What is your occupation/ });
    assert.equal(await box.evaluate((el) => el === document.activeElement), true);
    await page.keyboard.type('eng');
    const options = page.getByRole('option');
    await options.nth(1).waitFor(STEP);
    assert.ok((await options.count()) > 1, 'several occupations match "eng"');
    assert.equal(await box.getAttribute('aria-expanded'), 'true');

    const writes = watchWrites(page);
    await page.keyboard.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    assert.ok(activeId, 'ArrowDown makes an option active');
    const first = (await page.locator(`[id="${activeId}"]`).textContent())?.trim() ?? '';
    assert.equal((await focused(page)).role, 'combobox', 'focus stays in the box');
    await checkPage(page, 'occupation-matches', pageErrors);

    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `${first} chosen` })
      .waitFor(STEP);
    assert.equal(await box.inputValue(), first);
    assert.equal(await box.getAttribute('aria-expanded'), 'false');
    // Enter chose; it sent nothing and left the page where it was.
    await page.waitForTimeout(500);
    assert.deepEqual(writes, []);
    await page.getByRole('heading', { level: 1, name: 'About you' }).waitFor(STEP);
    assert.equal(await page.getByRole('alert').count(), 0, 'no error summary: nothing was sent');
    await checkPage(page, 'occupation-chosen', pageErrors);

    // The header's help opens a dialog from the keyboard; Escape closes it, focus goes back.
    const help = page.getByRole('banner').getByRole('link', { name: 'Help' });
    await help.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor(STEP);
    const names = await dialog
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
      );
    assert.deepEqual(names, [...new Set(names)], `no two buttons share a name: ${names}`);
    await checkPage(page, 'help-dialog', pageErrors);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...STEP });
    assert.equal(await help.evaluate((el) => el === document.activeElement), true);
  } finally {
    await context.close();
  }
});

for (const [size, viewport] of [
  ['390', PHONE],
  ['1280', DESKTOP],
]) {
  test(`at ${size}px a slow start shows the frame and a placeholder, and a failed call says what to do with a retry that works`, async () => {
    const { context, page, pageErrors } = await newPage(suite.browser, viewport);
    try {
      await page.route('**/api/app-config', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_CONFIG_MS));
        await route.continue();
      });
      // The platform inlines the config into its pages (ADR 0056): a page without it (a cache's
      // older copy) asks for it, and a slow answer must still show the frame.
      const entry = `${suite.platform.url}/flex`;
      await page.route(entry, async (route) => {
        const served = await route.fetch();
        const body = (await served.text()).replace(
          /<script type="application\/json" id="app-config">.*?<\/script>/,
          '',
        );
        await route.fulfill({ response: served, body });
      });
      await page.goto(entry, { waitUntil: 'commit' });
      const loading = page.getByRole('status', { name: 'Loading…' });
      await loading.waitFor(STEP);
      assert.ok(
        await page.getByRole('link', { name: 'MINI Insurance, home' }).isVisible(),
        'the frame shows while the app starts',
      );
      await checkPage(page, `${size}-slow-start`, pageErrors);
      await at(page, 'Before we begin', `${size}-started`, pageErrors);
      await page.unroute('**/api/app-config');
      await page.unroute(entry);
      await page.getByRole('button', { name: 'Start my quote' }).click();
      await page.waitForURL(/\/proposal\/P[0-9A-F]+\//, STEP);

      // The proposal's own call fails with a server error titled "boom".
      const proposalCall = (url) => /^\/api\/proposals\/P[0-9A-F]+$/.test(url.pathname);
      await page.route(proposalCall, (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({
              status: 500,
              contentType: 'application/problem+json',
              body: JSON.stringify({ type: 'about:blank', title: 'boom', status: 500 }),
            })
          : route.continue(),
      );
      await page.reload();
      const failure = page.getByRole('alert');
      await failure.filter({ hasText: 'Something went wrong on our side.' }).waitFor(STEP);
      const said = (await page.getByRole('main').textContent()) ?? '';
      assert.doesNotMatch(said, /boom/);
      assert.doesNotMatch(said, /oops/i);
      await checkPage(page, `${size}-failed-call`, pageErrors);

      await page.unroute(proposalCall);
      const retry = page.getByRole('button', { name: 'Try again' });
      await retry.focus();
      await page.keyboard.press('Enter');
      await at(page, 'Before we begin', `${size}-after-retry`, pageErrors);
    } finally {
      await context.close();
    }
  });
}
