// End-to-end: a second drive-away for the same person is refused as soon as they are known
// (issue 15 point 10, spec 000 §4 step 4: only one drive-away policy per customer). A visitor buys
// drive-away cover; the same person (same name, date of birth and email) then starts another on
// a new device and is refused when About you is saved, not after the whole journey, with the
// drive-away message of the check that failed (the maximum: the first cover is live; the prior
// policy's message, which needs the first cover to have ended, is tested on the API in
// driveaway-eligibility.test.ts and on the screen in DriveawayRefusal.test.tsx). The refusal
// dialog is used by the keyboard only: Tab reaches its buttons (each named for what it does),
// Escape closes it and focus returns to the button that opened it. At 390 and 1280 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import {
  answerSections,
  at,
  confirmAndGetCovered,
  SECTIONS,
  startQuote,
} from './journey-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

/** The one person of this file: About you's name and birth, and the contact email. */
const PERSON = {
  lastName: 'Twice',
  dateOfBirth: { day: '3', month: '2', year: '1981' },
  email: 'priya.twice@example.com',
};

const MAXIMUM =
  'You already have the maximum number of drive-away policies. Only one drive-away policy is allowed per customer.';

const TITLE = 'We are unable to cover you.';

/** The step of a section by its heading; the first section's heading names "before we begin". */
function sectionStep(title) {
  return SECTIONS[title] ?? (/before we begin/i.test(title) ? SECTIONS['Before we begin'] : null);
}

/** The visitor buys drive-away cover (the first, allowed), as cover-times.test.mjs does. */
async function buyFirstDriveaway(page, pageErrors, visitor) {
  await answerSections(page, pageErrors, {
    url: suite.platform.url,
    entry: '/driveaway',
    quoteHeading: /Your free drive-away cover/,
    visitor,
    overrides: { 'What you’ll need before we begin': SECTIONS['Before we begin'] },
  });
  await at(page, /Your free drive-away cover/, `${visitor.name}-quote`, pageErrors);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('heading', { level: 1, name: /Your free drive-away cover/ })
    .waitFor({ state: 'detached', ...STEP });
  const next = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  if (next !== 'Set up your account') await page.getByRole('button', { name: 'Continue' }).click();
  await at(page, 'Set up your account', `${visitor.name}-account-setup`, pageErrors);
  await page.getByLabel(/email address/).fill(visitor.email);
  await page.getByLabel(/phone number/).fill('07700 900123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await at(page, 'Check your details', `${visitor.name}-summary`, pageErrors);
  for (const box of await page.locator('input[name="termsAccepted"]').all()) await box.check();
  await confirmAndGetCovered(page, pageErrors, visitor.name);
}

/**
 * The same person on a new device: a new drive-away quote answered up to About you, whose save is
 * refused at once. Returns the open dialog (checked with axe and a screenshot).
 */
async function refusedAtAboutYou(page, pageErrors, visitor) {
  await page.goto(`${suite.platform.url}/driveaway`);
  await at(page, 'Before we begin', `${visitor.name}-entry`, pageErrors);
  await startQuote(page);
  for (let step = 0; step < 4; step++) {
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor(STEP);
    await page.waitForLoadState('networkidle');
    const title = (await heading.textContent())?.trim() ?? '';
    if (title === 'About you') break;
    const answer = sectionStep(title);
    assert.ok(answer, `an unexpected page "${title}" at ${page.url()}`);
    await answer(page, pageErrors, visitor);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page
      .getByRole('heading', { level: 1, name: title })
      .waitFor({ state: 'detached', ...STEP });
  }
  await at(page, 'About you', `${visitor.name}-about-you`, pageErrors);
  await SECTIONS['About you'](page, pageErrors, visitor);
  // The keyboard opens it: the dialog must give focus back to this button.
  const save = page.getByRole('button', { name: 'Save and continue' });
  await save.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: TITLE });
  await dialog.waitFor(STEP);
  await checkPage(page, `${visitor.name}-refused`, pageErrors);
  return { dialog, save };
}

/** The dialog by the keyboard: Tab reaches each button (no two alike), Escape closes it. */
async function useDialogByKeyboard(page, { dialog, save }) {
  const names = [];
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused?.getAttribute('aria-label') ?? focused?.textContent?.trim() ?? '';
    });
    if (names.includes(name)) break; // the focus trap came round again
    names.push(name);
  }
  assert.deepEqual(
    [...names].sort(),
    ['Chat with us', 'Close', 'Get a flex quote', 'Go to your policies'].sort(),
    `the dialog's buttons, by Tab: ${names}`,
  );
  assert.ok(
    await dialog.evaluate((node) => node.contains(document.activeElement)),
    'Tab stays in the dialog',
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', ...STEP });
  assert.ok(
    await save.evaluate((node) => node === document.activeElement),
    'focus returns to Save and continue',
  );
  // Nothing moved on: the person is still on About you.
  await page.getByRole('heading', { level: 1, name: 'About you' }).waitFor(STEP);
}

test('the same person is refused a second drive-away when About you is saved, by the keyboard, at 390 and 1280 px', {
  timeout: 300_000,
}, async () => {
  const first = await newPage(suite.browser, { width: 390, height: 844 });
  try {
    await buyFirstDriveaway(first.page, first.pageErrors, { name: 'first-390', ...PERSON });
  } finally {
    await first.context.close();
  }
  for (const width of [390, 1280]) {
    const again = await newPage(suite.browser, { width, height: width === 390 ? 844 : 900 });
    try {
      const visitor = { name: `second-${width}`, ...PERSON };
      const refusal = await refusedAtAboutYou(again.page, again.pageErrors, visitor);
      const text = (await refusal.dialog.textContent()) ?? '';
      assert.ok(text.includes(MAXIMUM), `the maximum's own message: ${text}`);
      await useDialogByKeyboard(again.page, refusal);
      assert.deepEqual(again.pageErrors, []);
    } finally {
      await again.context.close();
    }
  }
});
