// End-to-end: the screens state a policy's figures and times as the API answers them (issue 17,
// part "agree"). The demo customer's flex policy: its home card (start day, next payment), its
// details tab (cover start and end to the minute, each excess line, the month's premium) and its
// billing tab (the next payment and its day) are read from the page and compared with the very
// answers the page was given, to the penny and the minute in London time. The API, PDFs and emails
// are compared among themselves by apps/platform-api/src/modules/policies/policy-agreement.test.ts.
// Every page passes axe; screenshots at 390 and 1280 px go to ../screenshots/policy-agreement.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { signInWithEmailCode } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const CUSTOMER = 'jane.customer@brand.example';
/** The demo's customer line: `Customer: <email> (user id <id>), active flex policy <number>`. */
const DEMO_CUSTOMER = /Customer:\s+\S+ \(user id [^)]+\), active flex policy (MINI-FLX-\d+)/;

const suite = useSuite();

// Written out with Intl rather than taken from the apps, so a fault in their formatter shows.
const gbp = (pence) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
function londonParts(iso) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  return (type) => parts.find((part) => part.type === type)?.value;
}
const londonDay = (iso) => {
  const part = londonParts(iso);
  return `${part('day')} ${part('month')} ${part('year')}`;
};
const coverTime = (iso) => {
  const part = londonParts(iso);
  return `${part('hour')}:${part('minute')} on ${londonDay(iso)}`;
};

/**
 * The JSON of every successful GET the page makes to the API, by path: what the screens were
 * given, to compare with what they state.
 */
function recordAnswers(page) {
  const answers = new Map();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.request().method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
    if (!response.ok()) return;
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    try {
      answers.set(url.pathname, await response.json());
    } catch {
      // A page that navigated away has no body to read; the next load answers again.
    }
  });
  return answers;
}

/**
 * The latest answer of the path the test waits for that `accept`s (the response listener may
 * still be reading it; an answer from before the sign-in is not the customer's).
 */
async function answerOf(answers, pattern, accept = () => true) {
  for (let tries = 0; tries < 100; tries++) {
    for (const [path, body] of answers) if (pattern.test(path) && accept(body)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the page never read ${pattern}`);
}

/** A description list row's value by its term, within a region. */
async function rowValue(region, term) {
  const row = region.locator('dt', { hasText: term }).first();
  await row.waitFor(STEP);
  return ((await row.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
}

for (const [size, viewport] of [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
]) {
  test(`the home card, details and billing tabs state the API's figures and times (${size})`, {
    timeout: 240_000,
  }, async () => {
    const { context, page, pageErrors } = await newPage(suite.browser, viewport);
    const answers = recordAnswers(page);
    try {
      await page.goto(`${suite.platform.url}/`);
      await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor(STEP);
      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await signInWithEmailCode(page, {
        platformUrl: suite.platform.url,
        email: CUSTOMER,
        name: `${size}-agreement`,
        pageErrors,
      });
      await page.waitForURL(`${suite.platform.url}/`, STEP);

      // Home: the card's start day and next payment are the policy's and its estimate's.
      const policyNumber = DEMO_CUSTOMER.exec(suite.platform.log())?.[1];
      assert.ok(policyNumber, 'the platform printed the demo customer');
      const policies = await answerOf(answers, /^\/api\/policies$/, (list) =>
        list.some((one) => one.policyNumber === policyNumber),
      );
      const policy = policies.find((one) => one.policyNumber === policyNumber);
      const card = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByText(policy.policyNumber, { exact: true }) })
        // The card's own item, not its links' items (they name the policy too).
        .first();
      await card.getByRole('link', { name: `Manage ${policy.policyNumber}` }).waitFor(STEP);
      const estimates = await answerOf(
        answers,
        /^\/api\/customerAccounts\/[^/]+\/nextStatementEstimate$/,
      );
      const accounts = await answerOf(answers, /^\/api\/customerAccounts$/, (list) =>
        list.some((one) => one.policyId === policy.policyId),
      );
      const account = accounts.find((one) => one.policyId === policy.policyId);
      // The demo policy was bought most of a year ago: its last instalment may be billed already,
      // or the next be a free month's £0.00; then the card states its end instead.
      const estimate = estimates.find((next) => next.amount > 0);
      const cardText = await card.textContent();
      assert.ok(
        cardText.includes(londonDay(policy.policyDetail.inceptedAt)),
        `the card states the start day ${londonDay(policy.policyDetail.inceptedAt)}: ${cardText}`,
      );
      const stated = estimate
        ? `${gbp(estimate.amount)} on ${londonDay(estimate.paymentDueAt)}`
        : londonDay(policy.policyDetail.expiredAt);
      assert.ok(cardText.includes(stated), `the card states ${stated}: ${cardText}`);
      await checkPage(page, `${size}-home-card`, pageErrors);

      // Details: cover start and end to the minute, each excess line, the month's premium.
      await card.getByRole('link', { name: `Manage ${policy.policyNumber}` }).click();
      await page.waitForURL(/\/flex\/policy\/[^/]+\/details$/, STEP);
      const detail = await answerOf(answers, new RegExp(`^/api/policies/${policy.policyId}$`));
      const details = page.getByRole('region', { name: 'Your details' });
      await details.waitFor(STEP);
      assert.equal(
        await rowValue(details, 'Cover starts'),
        coverTime(detail.currentPolicyVersion.startedAt),
      );
      assert.equal(
        await rowValue(details, 'Cover starts'),
        coverTime(detail.policyDetail.inceptedAt),
      );
      if (detail.policyDetail.expiredAt) {
        assert.equal(
          await rowValue(details, 'Cover ends'),
          coverTime(detail.policyDetail.expiredAt),
        );
      }
      const quote = detail.currentPolicyVersion.quote;
      const excess = page.getByRole('region', { name: 'Your excess' });
      const excessText = await excess.textContent();
      for (const line of quote.excess) {
        // The quote's line is the total the customer pays, the voluntary excess inside it.
        assert.ok(
          excessText.includes(`${gbp(line.excess)} in total`),
          `the ${line.excessCategory} excess is ${gbp(line.excess)} in total: ${excessText}`,
        );
      }
      const schedule = quote.availablePaymentSchedules.find((one) => one.active);
      const month = schedule.instalments[1] ?? schedule.instalments[0];
      const sidebar = page.getByRole('complementary', { name: 'Your premium and benefits' });
      const sidebarText = await sidebar.textContent();
      assert.ok(sidebarText.includes(gbp(month)), `the premium is ${gbp(month)}: ${sidebarText}`);
      await checkPage(page, `${size}-details`, pageErrors);

      // Billing: the amount outstanding, and the next payment and its day as the card stated them.
      await page.goto(page.url().replace(/\/details$/, '/billing'));
      await page.waitForURL(/\/billing$/, STEP);
      const main = page.getByRole('main');
      const billing = page.getByRole('region', { name: 'Your account' });
      await billing.waitFor(STEP);
      assert.equal(await rowValue(billing, 'Outstanding'), gbp(account.outstandingAmount));
      if (estimate) {
        await main.getByText(gbp(estimate.amount), { exact: true }).first().waitFor(STEP);
        await main
          .getByText(londonDay(estimate.paymentDueAt), { exact: true })
          .first()
          .waitFor(STEP);
      }
      await page.waitForLoadState('networkidle');
      await checkPage(page, `${size}-billing`, pageErrors);
    } finally {
      await context.close();
    }
  });
}
