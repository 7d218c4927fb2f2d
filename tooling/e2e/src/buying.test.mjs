// End-to-end: a new visitor buys drive-away cover in the customer portal on the real platform,
// from the product entry through every disclosure section, the quote, account setup and the
// summary, to the success page (drive-away is free: nothing to pay, so it binds at once). Every
// page passes axe; screenshots go to ../screenshots/buying.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { checkPage, launchChromium, newPage } from './browser.mjs';
import { buildAll, builtAlready, startPlatform } from './platform.mjs';

const STEP = { timeout: 20_000 };

let platform;
let browser;

before(
  async () => {
    if (process.env.E2E_SKIP_BUILD !== '1' || !builtAlready()) await buildAll();
    platform = await startPlatform();
    browser = await launchChromium();
  },
  { timeout: 300_000 },
);

after(async () => {
  await browser?.close();
  await platform?.stop();
});

/** Waits for a page's heading, checks the page (axe, errors, screenshot). */
async function at(page, heading, name, pageErrors) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor(STEP);
  await checkPage(page, name, pageErrors);
}

async function saveAndContinue(page) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** Opens a searchable select and takes its first option. */
async function pickFirst(page, name) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option').first().waitFor(STEP);
  await page.getByRole('option').first().click();
}

test('a new visitor buys free drive-away cover end to end and lands on the success page', async () => {
  const { context, page, pageErrors } = await newPage(browser);
  try {
    await page.goto(`${platform.url}/driveaway`);
    await at(page, 'Before we begin', 'entry', pageErrors);
    assert.match(page.url(), /\/driveaway\/proposal\/P[0-9A-F]+$/);
    await page.getByRole('button', { name: 'Start my quote' }).click();

    await at(page, 'Before we begin', 'before-we-begin', pageErrors);
    await page.getByLabel(/I confirm that I meet/).check();
    await page.getByLabel(/What is your retailer number/).fill('81239');
    await saveAndContinue(page);

    await at(page, 'Your car', 'your-car', pageErrors);
    await page.getByLabel('Registration number').fill('MN22 ELC');
    await page.getByRole('button', { name: 'Find vehicle' }).click();
    await page.getByRole('button', { name: 'Use this vehicle' }).click(STEP);
    await checkPage(page, 'your-car-found', pageErrors);
    await saveAndContinue(page);

    await at(page, 'About you', 'about-you', pageErrors);
    await page.getByLabel('First name (required)').fill('Priya');
    await page.getByLabel('Last name (required)').fill('Shah');
    await page.getByRole('textbox', { name: 'Day', exact: true }).fill('14');
    await page.getByRole('textbox', { name: 'Month', exact: true }).fill('6');
    await page.getByRole('textbox', { name: 'Year', exact: true }).fill('1982');
    await page.getByLabel('Search for your address').pressSequentially('OX4 1AQ');
    await page
      .getByRole('button', { name: /OX4 1AQ/ })
      .first()
      .click(STEP);
    await page
      .getByRole('button', { name: /Windsor Road/ })
      .first()
      .click(STEP);
    await page.getByLabel('I own my home').check();
    await page.getByRole('combobox', { name: /marital status/ }).click();
    await page.getByRole('option', { name: 'Married' }).click(STEP);
    await page.getByLabel('Retired').check();
    await saveAndContinue(page);

    await at(page, 'Additional drivers', 'additional-drivers', pageErrors);
    await page.getByLabel('No', { exact: true }).check();
    await saveAndContinue(page);

    await at(page, 'Claims history', 'claims-history', pageErrors);
    await page.getByLabel('No', { exact: true }).check();
    await saveAndContinue(page);

    await at(page, 'Driving licence', 'driving-licence', pageErrors);
    await pickFirst(page, /type of driving licence/);
    await page.getByRole('textbox', { name: 'Day', exact: true }).fill('10');
    await page.getByRole('textbox', { name: 'Month', exact: true }).fill('5');
    await page.getByRole('textbox', { name: 'Year', exact: true }).fill('2001');
    await page.getByLabel('No', { exact: true }).check();
    await page.getByLabel('No, I can’t drive any other cars').check();
    await saveAndContinue(page);

    await at(page, 'Contact details', 'contact-details', pageErrors);
    await page.getByLabel(/email address/).fill('priya.shah@example.com');
    await page.getByLabel(/phone number/).fill('07700 900123');
    await saveAndContinue(page);

    await at(page, 'Your cover', 'your-cover', pageErrors);
    await page.getByLabel('Social, domestic and pleasure, including commuting').check();
    await page.getByLabel(/How many miles/).fill('8000');
    await pickFirst(page, /kept overnight/);
    await pickFirst(page, /legal owner/);
    await pickFirst(page, /registered keeper/);
    await page.locator('input[name="vehicle.modifications"]').last().check();
    await page.locator('input[name="vehicle.trackerFitted"]').last().check();
    await page.getByLabel('New', { exact: true }).check();
    await page.getByLabel('5 years', { exact: true }).check();
    await page.getByLabel('On a private car').check();
    await page
      .locator('select[name="vehicle.usageStartYearMonth.month"]')
      .selectOption({ index: 1 });
    await page
      .locator('select[name="vehicle.usageStartYearMonth.year"]')
      .selectOption({ index: 1 });
    await saveAndContinue(page);

    await at(page, 'Start date', 'start-date', pageErrors);
    await page.locator('select[name="startDate"]').selectOption({ index: 2 });
    await saveAndContinue(page);

    await at(page, 'Your free drive-away cover', 'quote', pageErrors);
    assert.match(await page.locator('main').textContent(), /Total\s*£0\.00/);
    await page.getByRole('button', { name: 'Continue' }).click();

    await at(page, 'Set up your account', 'account-setup', pageErrors);
    await page.getByLabel(/email address/).fill('priya.shah@example.com');
    await page.getByLabel(/phone number/).fill('07700 900123');
    await page.getByRole('button', { name: 'Continue' }).click();

    await at(page, 'Check your details', 'summary', pageErrors);
    for (const box of await page.locator('input[name="termsAccepted"]').all()) await box.check();
    await page.getByRole('button', { name: /^Confirm/ }).click();

    await at(page, 'You’re covered', 'success', pageErrors);
    const policyNumber = /Policy number (MINI-DAW-\d+)/.exec(
      await page.locator('main').textContent(),
    )?.[1];
    assert.ok(policyNumber, 'the success page names the policy number');
    // The success page says the details were emailed: the outbox has them.
    const outbox = await fetch(
      `${platform.url}/outbox/messages.json?to=${encodeURIComponent('priya.shah@example.com')}`,
    ).then((response) => response.json());
    assert.ok(
      outbox.some((email) => email.subject.endsWith(policyNumber)),
      `no email about ${policyNumber} in ${JSON.stringify(outbox.map((email) => email.subject))}`,
    );
  } finally {
    await context.close();
  }
});
