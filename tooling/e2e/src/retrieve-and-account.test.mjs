// End-to-end: retrieving the demo's saved quote in a fresh browser, wrong details meeting the 401
// modal, and the demo customer changing their phone number in account settings, on the real
// platform in Debian's Chromium. Every page visited passes axe; screenshots go to ../screenshots.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { demoSavedQuote } from './demo-data.mjs';
import { signInWithEmailCode } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const CUSTOMER = 'jane.customer@brand.example';

const suite = useSuite();

/** Fills the retrieve form's date of birth and postcode. */
async function fillDetails(page, { dateOfBirth, postcode }) {
  const group = page.getByRole('group', { name: /Date of birth/ });
  await group.getByLabel('Day').fill(dateOfBirth.day);
  await group.getByLabel('Month').fill(dateOfBirth.month);
  await group.getByLabel('Year').fill(dateOfBirth.year);
  await page.getByLabel(/Postcode/).fill(postcode);
}

test('a visitor retrieves the demo’s saved quote in a fresh browser and lands on its proposal', {
  timeout: 120_000,
}, async () => {
  const saved = demoSavedQuote(suite.platform.log());
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    await page.goto(`${suite.platform.url}/retrieve/${saved.reference}`);
    await page.getByRole('heading', { level: 1, name: 'Retrieve your quote' }).waitFor(STEP);
    assert.equal(await page.getByLabel(/Quote reference/).inputValue(), saved.reference);
    const submit = page.getByRole('button', { name: 'Find my quote' });
    // ADR 0020: the submit stays enabled; pressed too early it shows the error summary and sends nothing.
    assert.equal(
      await submit.isEnabled(),
      true,
      'submit stays enabled before the answers are complete',
    );
    await checkPage(page, 'retrieve-prefilled', pageErrors);
    await submit.click();
    const summary = page.getByText(/review the 2 highlighted question/i);
    await summary.waitFor(STEP);
    assert.match(
      (await page.evaluate(() => document.activeElement?.textContent)) ?? '',
      /review the 2 highlighted question/i,
      'the summary takes focus',
    );
    assert.match(page.url(), /\/retrieve\//, 'nothing was retrieved');
    await checkPage(page, 'retrieve-summary', pageErrors);

    await fillDetails(page, saved);
    assert.equal(await submit.isEnabled(), true);
    await checkPage(page, 'retrieve-filled', pageErrors);
    await submit.click();
    await page.waitForURL(/\/flex\/proposal\/[A-Za-z0-9]+/, STEP);
    const token = await page.evaluate(() => sessionStorage.getItem('brand.anonymousToken'));
    assert.ok(token, 'the retrieved token is kept as the visitor’s anonymous token');
    await page.getByRole('heading', { level: 1 }).waitFor(STEP);
    await checkPage(page, 'retrieve-proposal', pageErrors);
  } finally {
    await context.close();
  }
});

test('wrong retrieve details open the modal with chat, sign-in and help links', {
  timeout: 120_000,
}, async () => {
  const saved = demoSavedQuote(suite.platform.log());
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    await page.goto(`${suite.platform.url}/retrieve`);
    await page.getByLabel(/Quote reference/).fill(saved.reference);
    await fillDetails(page, {
      dateOfBirth: { day: '01', month: '01', year: '1990' },
      postcode: saved.postcode,
    });
    await page.getByRole('button', { name: 'Find my quote' }).click();
    const modal = page.getByRole('dialog', { name: 'We couldn’t find your quote.' });
    await modal.waitFor(STEP);
    await modal.getByRole('button', { name: 'Chat with us' }).waitFor(STEP);
    await modal.getByRole('button', { name: 'Sign in' }).waitFor(STEP);
    await modal.getByRole('link', { name: 'Help with retrieving a quote' }).waitFor(STEP);
    assert.match(page.url(), /\/retrieve$/);
    await checkPage(page, 'retrieve-unauthorized', pageErrors);
  } finally {
    await context.close();
  }
});

test('the demo customer changes their phone number in account settings and sees it saved', {
  timeout: 180_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser);
  const phone = `07700900${String(100 + Math.floor(Math.random() * 900))}`;
  const stored = `+44${phone.slice(1)}`;
  try {
    // Nobody is signed in: the account page sends the visitor to sign in, and back.
    await page.goto(`${suite.platform.url}/account`);
    await signInWithEmailCode(page, {
      platformUrl: suite.platform.url,
      email: CUSTOMER,
      name: 'account',
      pageErrors,
    });
    await page.waitForURL(/\/account$/, STEP);
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor(STEP);
    await page.getByText('Phone number', { exact: true }).waitFor(STEP);
    await checkPage(page, 'account-settings', pageErrors);

    await page.getByRole('link', { name: /Change\s+phone number/i }).click();
    await page.waitForURL(/\/account\/phone$/, STEP);
    const field = page.getByRole('textbox', { name: /phone number/i });
    await field.waitFor(STEP);
    await checkPage(page, 'account-phone', pageErrors);

    await field.fill('123');
    await page.getByRole('button', { name: /show me/i }).waitFor(STEP);
    await checkPage(page, 'account-phone-invalid', pageErrors);

    await field.fill(phone);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your changes have been saved.').waitFor(STEP);
    await checkPage(page, 'account-phone-saved', pageErrors);

    await page.reload();
    await field.waitFor(STEP);
    assert.equal(await field.inputValue(), stored.slice(3));
    await page.goto(`${suite.platform.url}/account`);
    await page.getByText(stored, { exact: true }).waitFor(STEP);
    await checkPage(page, 'account-settings-saved', pageErrors);
  } finally {
    await context.close();
  }
});
