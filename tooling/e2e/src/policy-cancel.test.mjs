// End-to-end: cancelling a policy (issue 18 "Cancellation", ADR 0039) on the real platform in
// Debian's Chromium, with the test clock on. A new visitor buys flex by card and, within the
// cooling-off period, cancels from the details tab with the keyboard only at 320 px (a reason, the
// confirm page's destructive button, the confirmation with the end of cover and the feedback
// prompt); the billing tab then shows the refund of everything paid and the outbox the email. The
// demo customer, past cooling-off, cancels from a day ahead at 1280 px; the policy stays live until
// the test clock reaches that day and then shows cancelled. Every page passes axe; screenshots go
// to ../screenshots/policy-cancel.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { londonDay } from './journey-steps.mjs';
import { advanceClock, buyFlexByCardAndSignIn, platformNow } from './payment-steps.mjs';
import { signInWithEmailCode } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite({ env: { PAYMENT_TEST_CLOCK: 'on' } });

/** Focuses `locator` and presses `key`: the keyboard, not the mouse. */
async function press(locator, key) {
  await locator.focus();
  await locator.press(key);
}

/** Closes the cancellation feedback prompt once it opens (2 s after the page), with Escape. */
async function closeFeedback(page, pageErrors, name) {
  const prompt = page.getByRole('dialog', { name: 'How was cancelling your policy?' });
  await prompt.waitFor(STEP);
  await checkPage(page, `${name}-feedback`, pageErrors);
  await page.keyboard.press('Escape');
  await prompt.waitFor({ state: 'detached', ...STEP });
}

test('a new flex customer cancels in cooling-off with the keyboard at 320 px and sees everything paid refunded', {
  timeout: 300_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, { width: 1280, height: 900 });
  const name = 'cancel-cooling-off';
  const visitor = { name, email: 'corey.cooling@example.com' };
  try {
    const { policyPath } = await buyFlexByCardAndSignIn(page, pageErrors, {
      url: suite.platform.url,
      visitor,
    });

    // The details tab's cancel button, at 320 px, by keyboard only.
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`${suite.platform.url}${policyPath}/details`);
    await press(page.getByRole('link', { name: 'Cancel policy' }), 'Enter');
    await page.getByRole('heading', { level: 1, name: 'Cancel your policy' }).waitFor(STEP);
    await page.getByText('You are within your cooling-off period').waitFor(STEP);
    assert.equal(await page.locator('select[name="effectiveAt"]').count(), 0, 'a reason only');
    const submit = page.getByRole('button', { name: 'Continue' });
    assert.equal(await submit.isDisabled(), true, 'submit waits for a reason');
    await press(page.getByRole('radio', { name: 'Other', exact: true }), 'Space');
    const more = page.getByRole('textbox', { name: /Tell us more/ });
    await more.focus();
    await page.keyboard.type('Moving abroad');
    await checkPage(page, `${name}-320-form`, pageErrors);
    await press(submit, 'Enter');

    await page
      .getByRole('heading', { level: 1, name: 'Are you sure you want to cancel?' })
      .waitFor(STEP);
    await page.getByText('Your cover will end immediately.').waitFor(STEP);
    await checkPage(page, `${name}-320-confirm`, pageErrors);
    await press(page.getByRole('button', { name: 'Yes, cancel my policy' }), 'Enter');

    await page
      .getByRole('heading', { level: 1, name: 'Your policy has been cancelled' })
      .waitFor(STEP);
    await page.waitForURL(/\/cancellation-confirmation$/, STEP);
    // Cancelled at once: the page says cover ended (it is past by the time the page shows).
    await page.getByText(/^Your cover ended at \d{2}:\d{2} on \d{1,2} \w+ \d{4}\.$/).waitFor(STEP);
    await closeFeedback(page, pageErrors, `${name}-320-confirmation`);
    await checkPage(page, `${name}-320-confirmation`, pageErrors);
    await page.setViewportSize({ width: 390, height: 844 });
    await checkPage(page, `${name}-390-confirmation`, pageErrors);
    await page.getByRole('link', { name: 'View dashboard' }).waitFor(STEP);

    // The email says what comes back; the billing tab shows that refund on the final statement.
    // The email delivery job sends queued emails on its run: the outbox is asked until it has it.
    let email;
    let subjects = [];
    for (let tries = 0; tries < 60 && !email; tries += 1) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
      const outbox = await (
        await fetch(
          `${suite.platform.url}/outbox/messages.json?to=${encodeURIComponent(visitor.email)}`,
        )
      ).json();
      subjects = outbox.map((message) => message.subject);
      email = outbox.find((message) => message.subject.includes('your cancellation'));
    }
    assert.ok(email, `a cancellation email in ${JSON.stringify(subjects)}`);
    const refunded = /you get back everything you paid: (£[\d,]+\.\d\d)/.exec(email.text)?.[1];
    assert.ok(refunded, `the email names the refund: ${email.text}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${suite.platform.url}${policyPath}/billing`);
    await page.getByRole('heading', { level: 2, name: 'Latest statement' }).waitFor(STEP);
    const billing = ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');
    assert.match(billing, /Refund/, `the billing tab lists the refund: ${billing}`);
    assert.ok(billing.includes(refunded), `the billing tab shows ${refunded}: ${billing}`);
    await checkPage(page, `${name}-1280-billing`, pageErrors);
  } finally {
    await context.close();
  }
});

test('the demo customer cancels from a day ahead and the policy ends on that day on the test clock', {
  timeout: 300_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, { width: 1280, height: 900 });
  const name = 'cancel-standard';
  try {
    await page.goto(`${suite.platform.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor(STEP);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await signInWithEmailCode(page, {
      platformUrl: suite.platform.url,
      email: 'jane.customer@brand.example',
      name,
      pageErrors,
    });
    await page.waitForURL(`${suite.platform.url}/`, STEP);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Billing / })
      .first()
      .click();
    await page.waitForURL(/\/flex\/policy\/[^/]+\/billing$/, STEP);
    const policyPath = new URL(page.url()).pathname.replace(/\/billing$/, '');
    await page.goto(`${suite.platform.url}${policyPath}/details`);
    await page.getByRole('link', { name: 'Cancel policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cancel your policy' }).waitFor(STEP);

    const now = await platformNow(suite.platform.url);
    const day = londonDay(new Date(now.getTime() + 3 * 86_400_000));
    await page.getByRole('radio', { name: 'The price is too high' }).check();
    await page.locator('select[name="effectiveAt"]').selectOption(day);
    await checkPage(page, `${name}-1280-form`, pageErrors);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Are you sure you want to cancel?' })
      .waitFor(STEP);
    await page.getByText(/^Your cover will end at 00:00 on /).waitFor(STEP);
    await checkPage(page, `${name}-1280-confirm`, pageErrors);
    await page.getByRole('button', { name: 'Yes, cancel my policy' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Your policy has been cancelled' })
      .waitFor(STEP);
    await closeFeedback(page, pageErrors, `${name}-1280-confirmation`);
    await checkPage(page, `${name}-1280-confirmation`, pageErrors);

    // Still insured until that day: the details tab says when cover ends.
    await page.goto(`${suite.platform.url}${policyPath}/details`);
    await page.getByText(/Your policy is cancelled and your cover ends on/).waitFor(STEP);
    assert.equal(await page.getByRole('link', { name: 'Cancel policy' }).count(), 0);

    // The test clock reaches the day: the lifecycle job moves the policy to CANCELLED.
    await advanceClock(suite.platform.url, 4);
    await page.goto(`${suite.platform.url}${policyPath}`);
    await page.waitForURL(/\/(billing|claims)$/, STEP);
    await page.getByRole('link', { name: 'Claims', exact: true }).waitFor(STEP);
    assert.equal(
      await page.getByRole('link', { name: 'Details', exact: true }).count(),
      0,
      'a cancelled policy shows billing and claims only',
    );
    await checkPage(page, `${name}-1280-after`, pageErrors);
  } finally {
    await context.close();
  }
});
