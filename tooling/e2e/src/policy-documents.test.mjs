// End-to-end: the demo customer's documents tab on the real platform in Debian's Chromium, at a
// phone's and a desktop's width: the policy's documents listed by name, the upload links beside
// them, and the certificate of motor insurance opened in a new tab from its short-lived link: a
// PDF, named after the policy, whose text states the certificate, the car and the certification.
// Every page passes axe; screenshots go to ../screenshots/policy-documents.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { openDocumentText } from './documents-steps.mjs';
import { signInWithEmailCode } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const CUSTOMER = 'jane.customer@brand.example';

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

/** The demo flex policy's documents tab, reached from its home card's billing link. */
async function openDocumentsTab(page) {
  await page
    .getByRole('main')
    .getByRole('link', { name: /Billing/ })
    .first()
    .click();
  await page.waitForURL(/\/flex\/policy\/[^/]+\/billing$/, STEP);
  await page.goto(page.url().replace(/\/billing$/, '/documents'));
  await page.getByRole('heading', { level: 2, name: 'Your documents' }).waitFor(STEP);
}

for (const [size, viewport] of [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
]) {
  test(`the demo customer opens their certificate from the documents tab (${size})`, {
    timeout: 180_000,
  }, async () => {
    const { context, page, pageErrors } = await newPage(suite.browser, viewport);
    try {
      await signInAtHome(page, `${size}-documents`, pageErrors);
      await openDocumentsTab(page);
      const open = page.getByRole('button', {
        name: 'Open Certificate of motor insurance (opens in a new tab)',
      });
      await open.waitFor(STEP);
      for (const name of ['Policy schedule', 'Statement of fact', 'Terms of business']) {
        await page.getByText(name, { exact: true }).waitFor(STEP);
      }
      await page.getByRole('link', { name: 'Upload driving licence' }).waitFor(STEP);
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      assert.ok(widths[0] <= widths[1], `no sideways scrolling (${widths.join(' > ')})`);
      await checkPage(page, `${size}-documents-tab`, pageErrors);

      // The certificate opens in a new tab at the platform's signed link.
      const { fileName, words } = await openDocumentText(
        context,
        page,
        'Certificate of motor insurance',
      );
      const policyNumber = fileName.replace(/-policy-certificate\.pdf$/, '');
      assert.notEqual(policyNumber, fileName, `a certificate's file name: ${fileName}`);
      assert.match(words, /Certificate of motor insurance/);
      assert.ok(words.includes(`${policyNumber}/1`), 'the certificate number');
      assert.match(words, /Registration mark of vehicle/);
      assert.match(words, /Jane Smith/);
      assert.match(words, /MN22 ELC/);
      assert.match(words, /I hereby certify that the policy to which this certificate relates/);
      assert.match(words, /\d{2}:\d{2} on \d{1,2} [A-Z][a-z]+ \d{4}/);
    } finally {
      await context.close();
    }
  });
}
