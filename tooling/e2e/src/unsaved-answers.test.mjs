// End-to-end: the answers typed into a section and not yet saved survive a reload (issue 16,
// section 3): the portal's store keeps them in the tab's session storage until the section is saved.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPage } from './browser.mjs';
import { at } from './journey-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

/** How many sections have unsaved answers kept in the tab's session storage. */
function keptDrafts(page) {
  return page.evaluate(() => {
    const kept = JSON.parse(sessionStorage.getItem('persist:customer-portal') ?? '{}');
    return Object.keys(JSON.parse(kept.drafts ?? '{}')).length;
  });
}

test('a reload keeps the answers typed into a section and not yet saved', async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, { width: 1280, height: 900 });
  try {
    await page.goto(`${suite.platform.url}/flex`);
    await at(page, 'Before we begin', 'unsaved-answers-entry', pageErrors);
    await page.getByRole('button', { name: 'Start my quote' }).click();
    await page
      .getByRole('button', { name: 'Start my quote' })
      .waitFor({ state: 'detached', ...STEP });
    const confirm = page.getByLabel(/I confirm that I meet/);
    await confirm.waitFor(STEP);
    assert.equal(await keptDrafts(page), 0, 'opening a section keeps nothing');
    await confirm.check();
    await page.waitForFunction(
      () => (sessionStorage.getItem('persist:customer-portal') ?? '').includes('/'),
      undefined,
      STEP,
    );
    await page.reload();
    await page.getByLabel(/I confirm that I meet/).waitFor(STEP);
    assert.equal(await page.getByLabel(/I confirm that I meet/).isChecked(), true);
  } finally {
    await context.close();
  }
});
