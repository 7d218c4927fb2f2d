// End-to-end: addresses never block About you (issue 15, point 9). The demo's own postcode and the
// one the postcode message gives as its example are found; a postcode the shipped data does not
// know says "Sorry, no matches found" and the address is typed by hand, by keyboard alone, and
// saved by the platform. At a phone's width and a desktop's; screenshots go to
// ../screenshots/address-entry.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { answerSections } from './journey-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

const SEARCH = 'Search for your address';

/** Types into the address search, as a person does. */
async function search(page, text) {
  const box = page.getByLabel(SEARCH);
  await box.fill('');
  await box.pressSequentially(text);
}

/** Answers About you as the shared steps do, but finding the address with `findAddress`. */
function aboutYouWith(findAddress) {
  return async (page, pageErrors, visitor) => {
    await page.getByLabel('First name (required)').fill('Priya');
    await page.getByLabel('Last name (required)').fill('Shah');
    await page.getByRole('textbox', { name: 'Day', exact: true }).fill('14');
    await page.getByRole('textbox', { name: 'Month', exact: true }).fill('6');
    await page.getByRole('textbox', { name: 'Year', exact: true }).fill('1982');
    await findAddress(page, pageErrors, visitor);
    await page.getByLabel('I own my home').check();
    await page.getByRole('combobox', { name: /marital status/ }).click();
    await page.getByRole('option', { name: 'Married' }).click(STEP);
    await page.getByLabel('Retired').check();
  };
}

/** Runs the journey to About you with this answer, and proves the platform saved it. */
async function throughAboutYou(width, name, findAddress) {
  const { context, page, pageErrors } = await newPage(suite.browser, { width, height: 900 });
  try {
    await answerSections(page, pageErrors, {
      url: suite.platform.url,
      entry: '/driveaway',
      // About you saved means the next section's page: stop there.
      quoteHeading: /^Additional drivers$/,
      visitor: { name, email: `${name}@example.com` },
      overrides: { 'About you': aboutYouWith(findAddress) },
    });
    await checkPage(page, `${name}-saved`, pageErrors);
  } finally {
    await context.close();
  }
}

test('the demo postcode and the message example are found (1280 px)', async () => {
  await throughAboutYou(1280, 'found', async (page) => {
    await search(page, 'SW1A 1AA');
    await page.getByRole('button', { name: /Buckingham Palace/ }).click(STEP);
    await page.getByRole('button', { name: 'Change' }).click();
    await search(page, 'ox4 1hp');
    await page.getByRole('button', { name: /^1 Cowley Road/ }).click(STEP);
    await page.getByText('1 Cowley Road, Cowley, Oxford, OX4 1HP').waitFor(STEP);
  });
});

test('an address the search does not know is typed by hand with the keyboard and saved (390 px)', async () => {
  await throughAboutYou(390, 'manual', async (page, pageErrors) => {
    await page.getByLabel(SEARCH).focus();
    await page.keyboard.type('OX4 4DU');
    await page.getByRole('status').filter({ hasText: 'Sorry, no matches found' }).waitFor(STEP);
    await page.keyboard.press('Tab');
    const manual = page.getByRole('button', { name: 'Enter the address manually' });
    assert.ok(await manual.evaluate((button) => button === document.activeElement));
    await page.keyboard.press('Enter');
    await page.getByLabel(/^Address line 1/).waitFor(STEP);
    await page.keyboard.type('Flat 2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('14 Iffley Turn');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Oxford');
    await checkPage(page, 'manual-form', pageErrors);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Flat 2, 14 Iffley Turn, Oxford, OX4 4DU').waitFor(STEP);
  });
});
