// End-to-end: the demo customer's renewal (spec 000 §2 "Renewal", §4 "Renewal banner states") on
// the real platform in Debian's Chromium: the opted-in banner on home, the renewal quote, the
// opt-out with its required reason, the opted-out banner and reactivating. Every page visited
// passes axe; screenshots go to ../screenshots/renewal, at 390px wide and on a desktop.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { signInWithEmailCode } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const CUSTOMER = 'jane.customer@brand.example';
const PHONE = { width: 390, height: 844 };

const suite = useSuite();

/** Signs the demo customer in from home's Sign in button and waits for home again. */
async function signInAtHome(page, name, pageErrors) {
  await page.goto(`${suite.platform.url}/`);
  await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor(STEP);
  await checkPage(page, `${name}-home-visitor`, pageErrors);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await signInWithEmailCode(page, {
    platformUrl: suite.platform.url,
    email: CUSTOMER,
    name,
    pageErrors,
  });
  await page.waitForURL(`${suite.platform.url}/`, STEP);
}

/** The opted-in banner: its heading names the renewal date. */
function optedInBanner(page) {
  return page.getByRole('heading', { name: /^Your subscription continues on \d+ \w+ \d{4}$/ });
}

test('on a phone, the opted-in banner, the renewal quote and the opt-out form fit 390px', {
  timeout: 180_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, PHONE);
  try {
    await signInAtHome(page, 'phone', pageErrors);
    await optedInBanner(page).waitFor(STEP);
    await page.getByText(/^MINI-FLX-\d+$/).waitFor(STEP);
    await checkPage(page, 'phone-home-opted-in', pageErrors);
    await page.getByRole('link', { name: 'View renewal details' }).click();
    await page.waitForURL(/\/flex\/renewal\/[A-Za-z0-9]+$/, STEP);
    await page
      .getByRole('heading', { level: 1, name: 'Your subscription’s next year' })
      .waitFor(STEP);
    await checkPage(page, 'phone-renewal-quote', pageErrors);
    await page.getByRole('link', { name: 'I don’t want to renew' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stop your renewal' }).waitFor(STEP);
    await checkPage(page, 'phone-renewal-opt-out', pageErrors);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0, 'nothing scrolls sideways at 390px');
  } finally {
    await context.close();
  }
});

test('the demo customer sees the renewal, opts out with a reason, and reactivates from home', {
  timeout: 240_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    await signInAtHome(page, 'desktop', pageErrors);
    await optedInBanner(page).waitFor(STEP);
    await page.getByText(/Your monthly price changes from £0\.00 to £[\d,.]+ on/).waitFor(STEP);
    await page.getByText(/^MINI-FLX-\d+$/).waitFor(STEP);
    await checkPage(page, 'home-opted-in', pageErrors);

    // The renewal quote: the price now and from the renewal date, focus on its heading.
    await page.getByRole('link', { name: 'View renewal details' }).click();
    const title = page.getByRole('heading', { level: 1, name: 'Your subscription’s next year' });
    await title.waitFor(STEP);
    await page.getByRole('heading', { name: 'Your monthly price' }).waitFor(STEP);
    assert.equal(
      await page.evaluate(() => document.activeElement?.tagName),
      'H1',
      'focus moves to the page heading',
    );
    const renewalUrl = page.url();
    await checkPage(page, 'renewal-quote', pageErrors);

    // Editing answers uses the disclosure forms on the renewal route.
    await page.getByRole('link', { name: 'Check or change your answers' }).click();
    await page.waitForURL(/\/renewal\/[A-Za-z0-9]+\/disclosure\/[a-z-]+$/, STEP);
    await page.getByRole('link', { name: 'Back to your renewal' }).waitFor(STEP);
    await page.getByRole('heading', { level: 1 }).waitFor(STEP);
    await checkPage(page, 'renewal-disclosure', pageErrors);
    await page.getByRole('link', { name: 'Back to your renewal' }).click();
    await title.waitFor(STEP);

    // The opt-out: no reason gives the required message in the error summary.
    await page.getByRole('link', { name: 'I don’t want to renew' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stop your renewal' }).waitFor(STEP);
    await checkPage(page, 'renewal-opt-out', pageErrors);
    await page.getByRole('button', { name: 'Stop my renewal' }).click();
    await page.getByText(/review the 1 highlighted question/i).waitFor(STEP);
    await page.getByText('Please answer this question to continue.').first().waitFor(STEP);
    await checkPage(page, 'renewal-opt-out-required', pageErrors);

    await page.getByRole('radio', { name: 'The price is too high' }).check();
    await page.getByRole('button', { name: 'Stop my renewal' }).click();
    await page.waitForURL(`${suite.platform.url}/`, STEP);
    await page.getByRole('heading', { name: 'Your subscription will end' }).waitFor(STEP);
    await page
      .getByText(/You can still continue your subscription for £[\d,.]+ a month\./)
      .waitFor(STEP);
    await checkPage(page, 'home-opted-out', pageErrors);

    // Auto-renewal is off: the renewal route goes home.
    await page.goto(renewalUrl);
    await page.waitForURL(`${suite.platform.url}/`, STEP);
    await page.getByRole('heading', { name: 'Your subscription will end' }).waitFor(STEP);

    // Reactivating switches auto-renewal back on: the opted-in banner returns.
    await page.getByRole('button', { name: 'Continue my subscription' }).click();
    await optedInBanner(page).waitFor(STEP);
    await page.getByText(/^Your subscription continues on \d+ \w+ \d{4}\.$/).waitFor(STEP);
    await checkPage(page, 'home-reactivated', pageErrors);
    await page.goto(renewalUrl);
    await title.waitFor(STEP);
  } finally {
    await context.close();
  }
});
