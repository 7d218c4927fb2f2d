// End-to-end: the demo customer's claims tab on the real platform in Debian's Chromium, at a
// phone's and a desktop's width: the settled and open demo claims with their badges, the claims
// contacts, and an online claim started from the tab, made on the claims sandbox's form (its
// error summary first, then the answers and a photo) and seen back on the tab as a reported
// Accident. Every page passes axe; screenshots go to ../screenshots/policy-claims.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { signInWithEmailCode } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const CUSTOMER = 'jane.customer@brand.example';

// A 1x1 PNG: the smallest real photo the claim form takes.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const suite = useSuite();

/** Signs the demo customer in from home's Sign in button and waits for home again. */
async function signInAtHome(page, name, pageErrors) {
  await page.goto(`${suite.platform.url}/`);
  await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor(STEP);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await signInWithEmailCode(page, {
    platformUrl: suite.platform.url,
    email: CUSTOMER,
    name,
    pageErrors,
  });
  await page.waitForURL(`${suite.platform.url}/`, STEP);
}

/** The demo policy's claims tab, reached from its home card's billing link. */
async function openClaimsTab(page) {
  await page
    .getByRole('main')
    .getByRole('link', { name: /Billing/ })
    .first()
    .click();
  await page.waitForURL(/\/flex\/policy\/[^/]+\/billing$/, STEP);
  const claimsUrl = page.url().replace(/\/billing$/, '/claims');
  await page.goto(claimsUrl);
  await page.getByRole('heading', { level: 2, name: 'Your claims' }).waitFor(STEP);
  return claimsUrl;
}

/** Two days ago as the date input takes it: a past day the loss can have happened on. */
function twoDaysAgo() {
  return new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
}

for (const [size, viewport] of [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
]) {
  test(`the demo customer sees their claims and makes one online (${size})`, {
    timeout: 180_000,
  }, async () => {
    const { context, page, pageErrors } = await newPage(suite.browser, viewport);
    try {
      await signInAtHome(page, `${size}-claims`, pageErrors);
      const claimsUrl = await openClaimsTab(page);
      const list = page.getByRole('list', { name: 'Claims on this policy' });
      await list.waitFor(STEP);
      const settled = list.getByRole('listitem').filter({ hasText: 'CLM-DEMO0001' });
      const open = list.getByRole('listitem').filter({ hasText: 'CLM-DEMO0002' });
      assert.equal(await settled.getByText('Settled').getAttribute('data-tone'), 'success');
      assert.equal(await open.getByText('Open').getAttribute('data-tone'), 'info');
      const sidebar = page.getByRole('complementary', { name: 'Need to make a claim?' });
      await sidebar.getByRole('link', { name: 'claims@brand.example' }).waitFor(STEP);
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      assert.ok(widths[0] <= widths[1], `no sideways scrolling (${widths.join(' > ')})`);
      await checkPage(page, `${size}-claims-tab`, pageErrors);
      const reportedBefore = await list.getByText('Reported').count();

      // The online claim: the tab asks the platform for the form's link and goes there.
      await sidebar.getByRole('button', { name: 'Make a claim online' }).click();
      await page.waitForURL(/\/sandbox\/claims\/[A-Za-z0-9_-]+$/, STEP);
      await page
        .getByRole('heading', { level: 1, name: 'Tell us about an incident' })
        .waitFor(STEP);
      await checkPage(page, `${size}-claim-form`, pageErrors);

      // Sent empty: the error summary names each missing answer and nothing is recorded.
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('alert').getByText('There is a problem').waitFor(STEP);
      await checkPage(page, `${size}-claim-form-errors`, pageErrors);

      await page.getByLabel('Date it happened').fill(twoDaysAgo());
      await page.getByLabel('Time it happened').fill('08:15');
      await page.getByLabel('Where it happened').fill('Cowley Road, Oxford');
      await page
        .getByLabel('What happened')
        .fill('A van pulled out of a side road and hit the front wing.');
      await page.getByLabel('Other vehicles involved (optional)').fill('White van, AB12 CDE');
      await page.getByRole('radio', { name: 'No' }).check();
      await page
        .getByLabel('Photos (optional)')
        .setInputFiles({ name: 'wing.png', mimeType: 'image/png', buffer: PHOTO });
      await page.getByRole('button', { name: 'Send' }).click();

      // Back on the tab: the new claim is reported, as an Accident.
      await page.waitForURL(claimsUrl, STEP);
      await list.waitFor(STEP);
      await page.waitForFunction(
        (before) => document.querySelectorAll('[data-tone="default"]').length > before,
        reportedBefore,
        STEP,
      );
      const reported = list.getByRole('listitem').filter({ hasText: 'Reported' }).first();
      assert.match(await reported.getByRole('heading', { level: 3 }).textContent(), /^Accident/);
      await checkPage(page, `${size}-claims-tab-reported`, pageErrors);
    } finally {
      await context.close();
    }
  });
}
