// End-to-end: card entry in the provider's field (ADR 0048) on the real platform in Debian's
// Chromium. The demo customer opens the billing tab and replaces their card by typing it into the
// card sandbox's framed field (the same component runs Stripe Elements with a publishable key): a
// number the field refuses is announced in the tab, a declined test card shows the bank's decline
// and keeps nothing, and 4242 4242 4242 4242 is kept and listed with its last four and expiry. At
// 390 px the field is usable and the page passes axe. (The agent's phone payment through the same
// field is payment-phone.test.mjs.) Screenshots go to ../screenshots/card-entry.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { CARDS } from './payment-steps.mjs';
import { signInWithEmailCode } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const CUSTOMER = 'jane.customer@brand.example';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const suite = useSuite();

/** Types a card into the sandbox's field, in its frame. */
async function typeCard(field, { number, expiry = '11/32', cvc = '123' }) {
  await field.getByLabel('Card number').fill(number);
  await field.getByLabel('Expiry date (MM/YY)').fill(expiry);
  await field.getByLabel('Security code').fill(cvc);
}

/** What scrolls sideways: the page's width beyond the viewport, in CSS pixels. */
const sidewaysOverflow = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the demo customer replaces their card by typing it into the card field on the billing tab', {
  timeout: 300_000,
}, async () => {
  const { page, context, pageErrors } = await newPage(suite.browser, PHONE);
  try {
    await page.goto(`${suite.platform.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor(STEP);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await signInWithEmailCode(page, {
      platformUrl: suite.platform.url,
      email: CUSTOMER,
      name: 'card-entry',
      pageErrors,
    });
    await page.waitForURL(`${suite.platform.url}/`, STEP);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Billing/ })
      .first()
      .click();
    await page.waitForURL(/\/flex\/policy\/[^/]+\/billing$/, STEP);
    const methods = page.getByRole('region', { name: 'Payment methods' });
    await methods.waitFor(STEP);
    const before = (await methods.getByText(/ending \d{4}, expires/).allTextContents()).length;

    await methods.getByRole('button', { name: /^(Add a card|Replace your card)$/ }).click();
    const group = methods.getByRole('group', { name: 'Card details' });
    await group.waitFor(STEP);
    const field = methods.frameLocator('iframe[title="Secure card details"]');
    await field.getByLabel('Card number').waitFor(STEP);
    // The app's document never holds the card: the inputs are the frame's alone.
    assert.equal(await page.locator('input[autocomplete="cc-number"]').count(), 0);
    assert.ok((await sidewaysOverflow(page)) <= 0, 'nothing scrolls sideways at 390 px');
    await checkPage(page, '390-card-field', pageErrors);

    // Keyboard only: from the frame's last input, Tab reaches the tab's Save button.
    await field.getByLabel('Card number').focus();
    // One digit off a test card: the Luhn check fails.
    await page.keyboard.type('4242 4242 4242 4241');
    await page.keyboard.press('Tab');
    await page.keyboard.type('11/32');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    const save = methods.getByRole('button', { name: 'Save card' });
    assert.equal(
      await save.evaluate((button) => button === document.activeElement),
      true,
      'Tab leaves the field for Save card',
    );
    await page.keyboard.press('Enter');
    // The field's own error, announced in the tab and tied to the field.
    const invalid = group.getByRole('alert').filter({ hasText: 'Enter a valid card number' });
    await invalid.waitFor(STEP);
    await checkPage(page, '390-card-field-invalid', pageErrors);

    // A declined test card: the bank's decline, and nothing kept.
    await typeCard(field, { number: CARDS.declined });
    await save.click();
    await group.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor(STEP);
    assert.equal(
      (await methods.getByText(/ending \d{4}, expires/).allTextContents()).length,
      before,
    );
    await checkPage(page, '390-card-declined', pageErrors);

    // 4242 4242 4242 4242 is kept and listed with its last four and expiry.
    await page.setViewportSize(DESKTOP);
    await typeCard(field, { number: CARDS.succeeds });
    await save.click();
    await page.getByText('Your card ending 4242 is saved.').waitFor(STEP);
    await methods.getByText('Visa ending 4242, expires 11/2032').waitFor(STEP);
    await checkPage(page, '1280-card-saved', pageErrors);
    // The platform kept it: a reload lists it again.
    await page.reload();
    await methods.getByText('Visa ending 4242, expires 11/2032').waitFor(STEP);
  } finally {
    await context.close();
  }
});
