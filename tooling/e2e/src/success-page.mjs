// The purchase success page and the feedback prompt it opens 2000 ms after its content shows
// (spec 001 §5), the one step every end-to-end file that buys as a customer meets it with. The
// prompt covers the page (the rest is inert while it is open), so a test that went on clicking
// the page's links would race it; this step waits for it, checks it, answers or closes it, and
// checks focus comes back to the page before the page itself is checked.
import assert from 'node:assert/strict';
import { checkPage } from './browser.mjs';
import { STEP } from './suite.mjs';

/** The prompt's title after a purchase (the config's en-GB text). */
const PROMPT = 'How was buying your policy?';

/**
 * Waits until focus is inside the open dialog (`inside`) or on the page outside it, failing with
 * `message`. Radix moves focus a tick after the dialog mounts or unmounts, so this polls.
 */
async function focusMoves(page, inside, message) {
  await page
    .waitForFunction(
      (wanted) => {
        const active = document.activeElement;
        const dialog = document.querySelector('[role="dialog"]');
        if (!active || active === document.body) return false;
        return wanted ? Boolean(dialog?.contains(active)) : !dialog?.contains(active);
      },
      inside,
      STEP,
    )
    .catch(() => assert.fail(message));
}

/**
 * On the success page ("You’re covered"): waits for the feedback prompt, checks the page with it
 * open (axe, screenshot `name-feedback`), then either closes it with Escape or, with `answer`,
 * rates the purchase with a comment and sends it, checks the thank-you, and closes that. Either
 * way focus returns to the page and the success page is checked (`name`) with its buttons usable.
 * With `answer` it also checks the platform stored the rating once (201, one POST) and that a
 * reload of the page does not offer the prompt again. `offered: false` is a return to a success
 * page this tab was already asked on: the page is checked, and nothing asks again.
 */
export async function atSuccess(page, pageErrors, name, { answer = false, offered = true } = {}) {
  if (!offered) {
    // A return to the success page in the tab that was already asked: the page alone.
    await page.getByRole('heading', { level: 1, name: 'You’re covered' }).waitFor(STEP);
    await checkPage(page, name, pageErrors);
    assert.equal(await page.getByRole('dialog').count(), 0, 'the tab is not asked twice');
    return;
  }
  const sent = [];
  const onResponse = (response) => {
    const request = response.request();
    if (
      request.method() === 'POST' &&
      new URL(response.url()).pathname === '/api/insights/feedback'
    ) {
      sent.push(response);
    }
  };
  page.on('response', onResponse);
  try {
    await page.getByRole('heading', { level: 1, name: 'You’re covered' }).waitFor(STEP);
    const prompt = page.getByRole('dialog', { name: PROMPT });
    await prompt.waitFor(STEP);
    await focusMoves(page, true, 'the prompt takes focus when it opens');
    await checkPage(page, `${name}-feedback`, pageErrors);
    if (answer) {
      const send = prompt.getByRole('button', { name: 'Send feedback' });
      assert.ok(await send.isDisabled(), 'sending waits for a rating');
      await prompt.getByRole('radio', { name: '7', exact: true }).check();
      await prompt.getByRole('textbox').fill('Clear questions, quick to buy');
      await send.click();
      const thanks = page.getByRole('dialog', { name: 'Thank you for your feedback' });
      await thanks.waitFor(STEP);
      await checkPage(page, `${name}-feedback-thanks`, pageErrors);
      await thanks.getByRole('button', { name: 'Close' }).click();
    } else {
      await page.keyboard.press('Escape');
    }
    await page.getByRole('dialog').waitFor({ ...STEP, state: 'detached' });
    await focusMoves(page, false, 'closing the prompt gives focus back to the page');
    await checkPage(page, name, pageErrors);
    if (answer) {
      assert.equal(sent.length, 1, 'one rating is sent');
      assert.equal(sent[0].status(), 201, 'and the platform stored it');
      assert.deepEqual(await sent[0].json(), { recorded: true });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'You’re covered' }).waitFor(STEP);
      // Past the prompt's delay: a reload of the success page does not ask again.
      await page.waitForTimeout(4000);
      assert.equal(await page.getByRole('dialog').count(), 0, 'a reload does not ask again');
      assert.equal(sent.length, 1, 'and sends nothing more');
    } else {
      assert.equal(sent.length, 0, 'closing the prompt sends nothing');
    }
  } finally {
    page.off('response', onResponse);
  }
}
