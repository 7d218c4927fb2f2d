// End-to-end: changing a policy mid-term on the real platform in Debian's Chromium, at a phone's
// and a desktop's width. A new visitor buys flex cover by card and signs in (the demo customer's
// policy is in its renewal window, where changes are blocked), then lowers the voluntary excess
// from the details tab: the platform prices the change and the review shows it with the monthly
// price before and after and nothing to pay now; discarding goes back to the form; made again and
// confirmed, it is committed once, the result page says when it applies and asks for feedback
// once, and the details tab shows the new excess. Every page passes axe; screenshots go to
// ../screenshots/policy-adjustments.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { buyFlexByCardAndSignIn } from './payment-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

/** Each width buys its own policy and changes its voluntary excess. */
const RUNS = [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
];

/** Checks the first voluntary excess not chosen now and answers its label ("£0.00"). */
async function chooseAnotherExcess(page) {
  const radios = page.getByRole('radio');
  for (let index = 0; index < (await radios.count()); index += 1) {
    const radio = radios.nth(index);
    if (await radio.isChecked()) continue;
    const label = await radio.evaluate((input) => input.labels?.[0]?.textContent?.trim() ?? '');
    await radio.check();
    return label;
  }
  return assert.fail('another voluntary excess to choose');
}

for (const [size, viewport] of RUNS) {
  test(`a new customer changes their voluntary excess mid-term (${size})`, {
    timeout: 420_000,
  }, async () => {
    // The purchase runs at a desktop's width (its helpers open billing by the tab bar's links);
    // the change itself runs at the test's width.
    const { context, page, pageErrors } = await newPage(suite.browser, RUNS[1][1]);
    try {
      const visitor = { name: `${size}-adjust`, email: `${size}.adjust@example.com` };
      const { policyPath } = await buyFlexByCardAndSignIn(page, pageErrors, {
        url: suite.platform.url,
        visitor,
      });
      await page.setViewportSize(viewport);
      await page.goto(`${suite.platform.url}${policyPath}/details`);
      await page.getByRole('link', { name: 'Change voluntary excess' }).click(STEP);
      await page
        .getByRole('heading', { level: 1, name: 'Change your voluntary excess' })
        .waitFor(STEP);
      await checkPage(page, `${size}-excess`, pageErrors);
      const excess = await chooseAnotherExcess(page);
      assert.match(excess, /^£\d+\.00$/);
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.getByRole('heading', { level: 1, name: 'Check your changes' }).waitFor(STEP);
      assert.match(page.url(), /\/flex\/policy\/[^/]+\/excess\/adjustment\/[^/]+$/);
      const changes = page.getByRole('region', { name: 'What’s changing' });
      await changes.getByText('Voluntary excess').waitFor(STEP);
      await changes.getByText(excess).waitFor(STEP);
      const price = page.getByRole('region', { name: 'Your price' });
      await price.getByText('Monthly price now').waitFor(STEP);
      await price.getByText('Monthly price after the change').waitFor(STEP);
      const figures = await price.locator('dd').allTextContents();
      assert.equal(figures.length, 2, 'the price before and after');
      for (const figure of figures) assert.match(figure, /^£\d{1,3}(,\d{3})*\.\d{2}$/);
      const priceAfter = figures[1];
      await price.getByText('There is nothing to pay now.').waitFor(STEP);
      await checkPage(page, `${size}-review`, pageErrors);

      // Discarding goes back to the form, the policy as it was.
      await page.getByRole('link', { name: 'Discard changes' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Change your voluntary excess' })
        .waitFor(STEP);
      assert.match(page.url(), /\/flex\/policy\/[^/]+\/excess$/);

      // Made again and confirmed: committed once, the result says when it applies and asks for
      // feedback once (2000 ms after it shows), and the details tab shows the new excess.
      const commits = [];
      page.on('response', (response) => {
        if (/\/api\/policyAdjustments\/[^/]+\/commit$/.test(new URL(response.url()).pathname)) {
          commits.push(response.status());
        }
      });
      await page.getByRole('radio', { name: excess }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { level: 1, name: 'Check your changes' }).waitFor(STEP);
      await page.getByRole('button', { name: 'Confirm changes' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Your policy has been updated' })
        .waitFor(STEP)
        .catch(async () =>
          assert.fail(`no success page: ${await page.locator('main').first().textContent()}`),
        );
      assert.match(page.url(), /\/excess\/adjustment\/[^/]+\/result$/);
      // Cover bought today starts at its chosen start, so the change waits for it (deferred);
      // on cover already started it applies now.
      const when = page.getByText(
        /^(Your changes apply now\.|Your changes will take effect at \d{2}:\d{2} on .+\.)$/,
      );
      await when.waitFor(STEP);
      const whenText = (await when.textContent()) ?? '';
      const immediate = whenText === 'Your changes apply now.';
      assert.deepEqual(commits, [200], 'committed once');
      const prompt = page.getByRole('dialog', { name: 'How was changing your policy?' });
      await prompt.waitFor(STEP);
      await checkPage(page, `${size}-result-feedback`, pageErrors);
      await page.keyboard.press('Escape');
      await prompt.waitFor({ state: 'hidden', ...STEP });
      await checkPage(page, `${size}-result`, pageErrors);
      await page.getByRole('link', { name: 'Back to your policy' }).last().click();
      await page.waitForURL(/\/flex\/policy\/[^/]+\/details$/, STEP);
      // The details tab shows the terms the cover runs on: applied now, or, before the cover starts,
      // the terms it starts with (a change before the start takes effect at the start, spec 001 §4).
      const excessRegion = page.getByRole('region', { name: 'Your excess' });
      await excessRegion.waitFor(STEP);
      await excessRegion
        .getByText(`and ${excess} voluntary`, { exact: false })
        .first()
        .waitFor(STEP);
      assert.ok(
        immediate || /will take effect at 00:00 on /.test(whenText),
        'a change before the start takes effect at the start, at midnight',
      );
      // The price the review promised is the one the policy now states, to the penny.
      const mainText = ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');
      assert.ok(
        mainText.includes(`Each monthly payment ${priceAfter}`) ||
          mainText.includes(`Each monthly payment${priceAfter}`),
        `the details tab states the reviewed ${priceAfter} a month: ${mainText}`,
      );
      await checkPage(page, `${size}-details-after`, pageErrors);
    } finally {
      await context.close();
    }
  });
}
