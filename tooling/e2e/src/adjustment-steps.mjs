// The steps the policy-change end-to-end files share: asking the API what the page was shown, the
// review page's figures, and confirming a change through to its result page. Figures are compared
// as pence, as the platform keeps them, so a review, a statement and the API agree to the penny.
import assert from 'node:assert/strict';
import { asAgentReads } from './agent-steps.mjs';
import { checkPage } from './browser.mjs';
import { STEP } from './suite.mjs';

/** GET `/api{path}` on the platform with a bearer `token`; answers the JSON body. */
export async function apiGet(url, path, token) {
  const response = await fetch(`${url}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 200, `GET /api${path} answers HTTP ${response.status}`);
  return response.json();
}

/** Pence from a figure as the pages print it ("£1,234.56", "-£3.10"). */
export function pence(text) {
  const match = /^(-?)£([\d,]+)\.(\d\d)$/.exec(text.trim());
  assert.ok(match, `a sum of money: "${text}"`);
  return (match[1] ? -1 : 1) * (Number(match[2].replaceAll(',', '')) * 100 + Number(match[3]));
}

/** Pence as every page, PDF and email states a sum (`formatGBP`): "£1,234.56". */
export function gbp(amount) {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(
    amount / 100,
  );
}

/** A schedule's regular payment (pence): the quote's instalments after the first, as every page states it. */
export function regularInstalment(quote, type) {
  const schedule = quote?.availablePaymentSchedules?.find((one) => one.type === type);
  assert.ok(schedule, `a ${type} schedule in the quote`);
  return schedule.instalments[1] ?? schedule.instalments[0];
}

/** The adjustment id the review page's address names. */
export function adjustmentIdOf(page) {
  const id = /\/adjustment\/([^/?#]+)/.exec(page.url())?.[1];
  assert.ok(id, `an adjustment in ${page.url()}`);
  return id;
}

/**
 * On a review page ("Check your changes"): the price before and after (pence) and the sentence
 * saying what is paid or refunded now. `agent`: the console's wording ("Their price").
 */
export async function reviewFigures(page, { agent = false } = {}) {
  const price = page.getByRole('region', { name: agent ? 'Their price' : 'Your price' });
  await price.waitFor(STEP);
  const figures = await price.locator('dd').allTextContents();
  assert.equal(figures.length, 2, `the price before and after: ${figures.join(' | ')}`);
  const money = price.getByText(
    /^(To pay now: £[\d,]+\.\d\d|We will refund £[\d,]+\.\d\d\.|There is nothing to pay now\.)$/,
  );
  await money.waitFor(STEP);
  return {
    before: pence(figures[0]),
    after: pence(figures[1]),
    money: ((await money.textContent()) ?? '').trim(),
  };
}

/**
 * On a flex review: the sentence stating the part-month difference the next statement carries
 * (`prorataPremium`, pence); waits for it (in the console's wording for an `agent`) and answers
 * it in the words the customer's email uses.
 */
export async function partMonthLine(page, prorataPremium, { agent = false } = {}) {
  const text =
    prorataPremium > 0
      ? `Your next statement also includes ${gbp(prorataPremium)} for the rest of this month.`
      : `Your next statement also includes a credit of ${gbp(-prorataPremium)} for the rest of this month.`;
  const shown = agent ? asAgentReads(text) : text;
  await page
    .getByRole('region', { name: agent ? 'Their price' : 'Your price' })
    .getByText(shown)
    .waitFor(STEP);
  return text;
}

/**
 * On the result page after a confirm: checks it (with the customer's feedback prompt closed, or,
 * for an agent, none offered past its delay) and answers the sentence saying when the change
 * applies, as shown (an agent reads "Their changes…").
 */
export async function atResult(page, pageErrors, name, { agent = false } = {}) {
  await page
    .getByRole('heading', {
      level: 1,
      name: agent ? 'Their policy has been updated' : 'Your policy has been updated',
    })
    .waitFor(STEP)
    .catch(async () =>
      assert.fail(`no success page: ${await page.locator('main').first().textContent()}`),
    );
  const when = page.getByText(
    /^((Your|Their) changes apply now\.|(Your|Their) changes apply from \d{2}:\d{2} on .+\.|(Your|Their) changes will take effect at \d{2}:\d{2} on .+\.)$/,
  );
  await when.waitFor(STEP);
  if (agent) {
    // Past the prompt's delay: an agent is never asked for the customer's feedback (spec 001 §4).
    await page.waitForTimeout(3000);
    assert.equal(await page.getByRole('dialog').count(), 0, 'no feedback prompt for an agent');
  } else {
    const prompt = page.getByRole('dialog', { name: 'How was changing your policy?' });
    await prompt.waitFor(STEP);
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'hidden', ...STEP });
  }
  await checkPage(page, name, pageErrors);
  return ((await when.textContent()) ?? '').trim();
}

/** A day as the pages state it, in London: "1 December 2026". */
export function longDay(iso) {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}

/** A time as every page, PDF and email states it (`formatCoverTime`): "00:00 on 1 December 2026". */
export function coverTime(iso) {
  const clock = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
  return `${clock} on ${longDay(iso)}`;
}

/**
 * The newest email to `to` whose subject includes `subject`, from the local outbox; the email
 * delivery job sends queued emails on its run, so the outbox is asked until it has one.
 */
export async function emailTo(url, to, subject) {
  let subjects = [];
  for (let tries = 0; tries < 60; tries += 1) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
    const response = await fetch(`${url}/outbox/messages.json?to=${encodeURIComponent(to)}`);
    assert.equal(response.status, 200, `the outbox answers HTTP ${response.status}`);
    const messages = await response.json();
    subjects = messages.map((message) => message.subject);
    const email = messages.find((message) => message.subject.includes(subject));
    if (email) return email;
  }
  return assert.fail(`no email "${subject}" to ${to} in ${JSON.stringify(subjects)}`);
}
