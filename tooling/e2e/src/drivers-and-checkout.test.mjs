// End-to-end: the additional-drivers section's own pages (spec 000 §2: the list, profile to add,
// profile/{profileCode} to edit; §5: at most 4, the add button hidden at the limit) and the
// checkout callback's payment-failed page with its chat action (spec 000 §8), in Debian's Chromium
// on the real platform. Every page passes axe; screenshots go to ../screenshots/drivers-and-checkout
// at 320px, 390px and on a desktop.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { answerDriverQuestions, answerSections as answerSectionsAt, at } from './journey-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();
const DESKTOP = { width: 1200, height: 900 };
const NARROW = { width: 320, height: 800 };
const PHONE = { width: 390, height: 844 };
const SECTION = 'Additional drivers';

/** Answers a driver's profile page for `firstName` (the other answers fixed) and saves it. */
async function answerDriver(page, firstName) {
  await answerDriverQuestions(page, { firstName });
  await page.getByRole('button', { name: 'Save driver' }).click();
}

/** From the list: Add a driver, answer the profile page, and back on the list. */
async function addDriver(page, firstName, pageErrors, { check = false } = {}) {
  await page.getByRole('button', { name: 'Add a driver' }).click();
  await page.getByRole('heading', { level: 1, name: 'Add a driver' }).waitFor(STEP);
  if (check) await checkPage(page, 'driver-add', pageErrors);
  await answerDriver(page, firstName);
  await listed(page, `${firstName} Shah`);
}

/** Waits for the list page to show the driver named `name`. */
async function listed(page, name) {
  await page.getByRole('heading', { level: 1, name: SECTION }).waitFor(STEP);
  await page
    .getByRole('list', { name: 'Drivers you have added' })
    .locator('li strong', { hasText: new RegExp(`^${name}$`) })
    .waitFor(STEP);
}

/** The drivers the list shows, by name. */
async function driverNames(page) {
  return page
    .getByRole('list', { name: 'Drivers you have added' })
    .locator('li strong')
    .allTextContents();
}

test('a visitor adds, edits and removes drivers, and the add button hides at four', {
  timeout: 300_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    await answerSectionsAt(page, pageErrors, {
      url: suite.platform.url,
      entry: '/driveaway',
      quoteHeading: /Your free drive-away cover/,
      visitor: { name: 'drivers', email: 'dee.drivers@example.com' },
      overrides: {
        [SECTION]: async (list) => {
          assert.equal(await list.getByRole('button', { name: 'No other drivers' }).count(), 1);

          // A failed save: the error summary takes focus, nothing is added.
          await list.getByRole('button', { name: 'Add a driver' }).click();
          await list.getByRole('heading', { level: 1, name: 'Add a driver' }).waitFor(STEP);
          await list.getByRole('button', { name: 'Save driver' }).click();
          await list
            .locator(':focus')
            .getByText(/Please review the \d+ highlighted/)
            .waitFor(STEP);
          await checkPage(list, 'driver-add-errors', pageErrors);
          await list.getByRole('link', { name: 'Back to additional drivers' }).click();
          await list.getByRole('heading', { level: 1, name: SECTION }).waitFor(STEP);

          await addDriver(list, 'Alex', pageErrors, { check: true });
          await addDriver(list, 'Sam', pageErrors);
          assert.deepEqual(await driverNames(list), ['Alex Shah', 'Sam Shah']);
          await checkPage(list, 'drivers-two', pageErrors);

          // Edit Alex by the profile page's code, from the row's Edit link.
          await list.getByRole('link', { name: 'Edit Alex Shah' }).click();
          await list.getByRole('heading', { level: 1, name: 'Edit Alex Shah' }).waitFor(STEP);
          assert.match(list.url(), /\/disclosure\/additional-drivers\/profile\/p1$/);
          assert.equal(await list.getByLabel('First name (required)').inputValue(), 'Alex');
          await checkPage(list, 'driver-edit', pageErrors);
          await list.getByLabel('First name (required)').fill('Alexa');
          await list.getByRole('button', { name: 'Save driver' }).click();
          await listed(list, 'Alexa Shah');
          assert.deepEqual(await driverNames(list), ['Alexa Shah', 'Sam Shah']);

          // Remove Sam, once confirmed.
          await list.getByRole('button', { name: 'Remove Sam Shah' }).click();
          const confirm = list.getByRole('dialog', { name: 'Remove Sam Shah?' });
          await confirm.waitFor(STEP);
          await checkPage(list, 'driver-remove-confirm', pageErrors);
          await confirm.getByRole('button', { name: 'Remove driver' }).click();
          await list.getByText('Sam Shah has been removed.').waitFor(STEP);
          assert.deepEqual(await driverNames(list), ['Alexa Shah']);

          // Up to four: the add button is hidden at the limit.
          for (const name of ['Jo', 'Kit', 'Lee']) await addDriver(list, name, pageErrors);
          assert.deepEqual(await driverNames(list), [
            'Alexa Shah',
            'Jo Shah',
            'Kit Shah',
            'Lee Shah',
          ]);
          assert.equal(await list.getByRole('button', { name: 'Add a driver' }).count(), 0);
          await list.getByText('You can add up to 4 additional drivers.').waitFor(STEP);
          for (const [name, size] of [
            ['drivers-four-320', NARROW],
            ['drivers-four-390', PHONE],
            ['drivers-four-desktop', DESKTOP],
          ]) {
            await list.setViewportSize(size);
            await checkPage(list, name, pageErrors);
          }
          // The shared journey saves the section with Save and continue.
        },
      },
    });
    await at(page, /Your free drive-away cover/, 'drivers-quote', pageErrors);

    // The answers kept: a reload of the section lists the four drivers.
    const quoteUrl = page.url();
    await page.goto(`${quoteUrl}/disclosure/additional-drivers`);
    await listed(page, 'Lee Shah');
    assert.equal((await driverNames(page)).length, 4);
  } finally {
    await context.close();
  }
});

test('the checkout callback shows the payment-failed page; its chat action opens the chat', {
  timeout: 240_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, PHONE);
  try {
    await answerSectionsAt(page, pageErrors, {
      url: suite.platform.url,
      entry: '/driveaway',
      quoteHeading: /Your free drive-away cover/,
      visitor: { name: 'checkout', email: 'casey.checkout@example.com' },
    });
    await at(page, /Your free drive-away cover/, 'checkout-quote', pageErrors);
    const proposalUrl = page.url();

    await page.goto(`${proposalUrl}/checkout/callback?status=failed`);
    await at(page, 'Your payment didn’t go through', 'payment-failed-390', pageErrors);
    const heading = page.getByRole('heading', { level: 1 });
    assert.equal(await heading.evaluate((node) => node === document.activeElement), true);
    await page.setViewportSize(NARROW);
    await checkPage(page, 'payment-failed-320', pageErrors);
    await page.setViewportSize(DESKTOP);
    await checkPage(page, 'payment-failed-desktop', pageErrors);

    // Keyboard: Tab to the chat action and press Enter.
    const chatButton = page.getByRole('button', { name: 'Chat with us' });
    await chatButton.focus();
    await page.keyboard.press('Enter');
    // The embedded chat opens with focus in its message box; Escape closes it and gives
    // focus back to the action that opened it.
    const chat = page.getByRole('dialog', { name: 'Chat with us' });
    await chat.waitFor(STEP);
    const box = chat.getByRole('textbox', { name: 'Your message' });
    assert.ok(await box.evaluate((element) => element === document.activeElement));
    await checkPage(page, 'payment-failed-chat', pageErrors);
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'detached', ...STEP });
    assert.ok(await chatButton.evaluate((element) => element === document.activeElement));

    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(/\/checkout$/, STEP);
    await page.getByRole('heading', { level: 1 }).waitFor(STEP);
    await checkPage(page, 'checkout-index', pageErrors);
  } finally {
    await context.close();
  }
});
