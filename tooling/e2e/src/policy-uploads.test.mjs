// End-to-end: the demo customer sends their no-claims proof on a phone (390 px) in Debian's
// Chromium, on the real platform: from the documents tab's upload link to the upload page, a PDF
// staged with its progress shown (the upload is slowed so the bar can be seen), a file of 10 MB
// and 1 byte refused by name before it is sent, a comment, and the confirmation with the day the
// team received it. Every page passes axe; screenshots go to ../screenshots/policy-uploads.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { signInWithEmailCode } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const CUSTOMER = 'jane.customer@brand.example';
const PHONE = { width: 390, height: 844 };
const TEN_MB = 10_485_760;

const suite = useSuite();

/** A PDF of `size` bytes: a PDF's header, then spaces (the platform judges the type by the bytes). */
function pdfOf(size) {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n', 0);
  bytes.write('\n%%EOF\n', size - 7);
  return bytes;
}

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

test('the demo customer uploads a no-claims proof at 390 px with its progress, and a too-large file is refused by name', {
  timeout: 240_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, PHONE);
  try {
    await signInAtHome(page, 'phone-uploads', pageErrors);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Billing/ })
      .first()
      .click();
    await page.waitForURL(/\/flex\/policy\/[^/]+\/billing$/, STEP);
    await page.goto(page.url().replace(/\/billing$/, '/documents'));
    await page.getByRole('link', { name: 'Upload proof of no claims discount' }).click();
    await page.waitForURL(/\/flex\/policy\/[^/]+\/uploads\/proof-of-ncd$/, STEP);
    await page
      .getByRole('heading', { level: 2, name: 'Upload proof of no claims discount' })
      .waitFor(STEP);
    await checkPage(page, 'phone-upload-page', pageErrors);

    // The chooser is a button a keyboard reaches; the file goes in through its input.
    const choose = page.getByRole('button', { name: 'choose files' });
    await choose.focus();
    assert.equal(await choose.evaluate((element) => element === document.activeElement), true);
    const input = page.locator('input[type="file"]');

    // A slow uplink (about 256 KB/s) so the 2 MB proof's bar is seen moving.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await input.setInputFiles([
      { name: 'ncd-letter.pdf', mimeType: 'application/pdf', buffer: pdfOf(2 * 1024 * 1024) },
    ]);
    const bar = page.getByRole('progressbar', { name: 'ncd-letter.pdf' });
    await bar.waitFor(STEP);
    await page.waitForFunction(
      () => {
        const value = Number(
          document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'),
        );
        return value > 0 && value < 100;
      },
      undefined,
      STEP,
    );
    const percent = Number(await bar.getAttribute('aria-valuenow'));
    assert.ok(Number.isInteger(percent) && percent > 0 && percent < 100, `progress ${percent}%`);
    await checkPage(page, 'phone-upload-progress', pageErrors);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // Staged: the bar goes, the file stays listed with its remove button.
    await bar.waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByRole('button', { name: 'Remove ncd-letter.pdf' }).waitFor(STEP);

    // 10 MB and 1 byte: refused by name with the too-large message, never sent.
    let sentTooLarge = false;
    page.on('request', (request) => {
      if (
        request.url().includes('/upload/stage/') &&
        (request.postData() ?? '').includes('scan.pdf')
      ) {
        sentTooLarge = true;
      }
    });
    await input.setInputFiles([
      { name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdfOf(TEN_MB + 1) },
    ]);
    await page
      .getByRole('alert')
      .getByText('scan.pdf: This file is too big. The size exceeds 10MB.')
      .waitFor(STEP);
    assert.equal(sentTooLarge, false, 'the too-large file was not sent');
    assert.equal(await page.getByRole('button', { name: 'Remove scan.pdf' }).count(), 0);
    await checkPage(page, 'phone-upload-too-large', pageErrors);

    await page
      .getByRole('textbox', { name: 'Comment (optional)' })
      .fill('My renewal letter from my last insurer');
    await page.getByRole('button', { name: 'Send documents' }).click();
    await page.waitForURL(/\/uploads\/proof-of-ncd\/confirmation$/, STEP);
    await page
      .getByRole('heading', { level: 2, name: 'Thank you, we’ve received your documents' })
      .waitFor(STEP);
    const body = (await page.getByText(/We received your documents on/).textContent()) ?? '';
    assert.match(body, /on \d{2} [A-Z][a-z]{2} \d{4}\./, 'the day received is dd MMM yyyy');
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    assert.ok(widths[0] <= widths[1], `no sideways scrolling (${widths.join(' > ')})`);
    await checkPage(page, 'phone-upload-confirmation', pageErrors);
    await page.getByRole('link', { name: 'Back to your documents' }).click();
    await page.getByRole('heading', { level: 2, name: 'Your documents' }).waitFor(STEP);
  } finally {
    await context.close();
  }
});
