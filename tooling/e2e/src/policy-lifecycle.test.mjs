// End-to-end: a drive-away policy's life on the test clock (issue 17 "The policy's life", ADR
// 0032). A new visitor buys drive-away cover starting now (390 px); the platform's test clock
// (PAYMENT_TEST_CLOCK=on) moves on past its days, running the lifecycle job each day; the API shows
// the policy ACTIVE before, and the signed-in customer's home card then shows it Lapsed, ended on
// its term's last day, offering only the ended tabs (claims: drive-away has no billing tab), whose
// page opens at 1280 px. The account button keeps the buyer's initials and the ended drive-away's
// flex upsell is no longer listed as a quote. Every page passes axe; screenshots go to ../screenshots/policy-lifecycle.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { answerSections, at, confirmAndGetCovered, SECTIONS } from './journey-steps.mjs';
import { advanceClock } from './payment-steps.mjs';
import { signInWithEmailCode, waitForVisitorMerged } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite({ env: { PAYMENT_TEST_CLOCK: 'on' } });

/** The London calendar day today, as the start date picker's values hold it. */
function londonToday() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(Date.now());
}

/** GET `path` on the platform with `token`. */
async function apiGet(path, token) {
  const response = await fetch(`${suite.platform.url}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 200, `GET /api${path}`);
  return response.json();
}

test('a drive-away policy lapses after its days on the test clock and shows the ended tabs', {
  timeout: 300_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, { width: 390, height: 844 });
  const name = 'lifecycle';
  const visitor = { name, email: 'riley.lifecycle@example.com', lastName: 'Lifecycle' };
  try {
    await answerSections(page, pageErrors, {
      url: suite.platform.url,
      entry: '/driveaway',
      quoteHeading: /Your free drive-away cover/,
      visitor,
      overrides: {
        'What you’ll need before we begin': SECTIONS['Before we begin'],
        'Start date': async (startPage) => {
          await startPage.locator('select[name="startDate"]').selectOption(londonToday());
        },
      },
    });
    const code = /\/proposal\/(P[0-9A-F]+)/.exec(page.url())?.[1];
    assert.ok(code, `a proposal code in ${page.url()}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('heading', { level: 1, name: /Your free drive-away cover/ })
      .waitFor({ state: 'detached', ...STEP });
    const next = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    if (next !== 'Set up your account')
      await page.getByRole('button', { name: 'Continue' }).click();
    await at(page, 'Set up your account', `${name}-390-account-setup`, pageErrors);
    await page.getByLabel(/email address/).fill(visitor.email);
    await page.getByLabel(/phone number/).fill('07700 900123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await at(page, 'Check your details', `${name}-390-summary`, pageErrors);
    for (const box of await page.locator('input[name="termsAccepted"]').all()) await box.check();
    await confirmAndGetCovered(page, pageErrors, `${name}-390`);

    const token = await page.evaluate(() => sessionStorage.getItem('brand.anonymousToken'));
    assert.ok(token, 'the visitor holds an anonymous token');
    const bought = await apiGet(`/proposals/${code}`, token);
    assert.equal(bought.status, 'POLICY');
    const { policyId, policyNumber, startAt, endAt } = bought;
    const before = await apiGet(`/policies/${policyId}`, token);
    assert.equal(before.policyDetail.policyStatus, 'ACTIVE', 'cover from now is ACTIVE at once');
    assert.deepEqual(before.statusTransitions, []);

    // Signed in as the buyer before the clock moves (the visitor's purchase joins the account
    // with the visitor's token, which the jump would outlive).
    await page.goto(`${suite.platform.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor(STEP);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await signInWithEmailCode(page, {
      platformUrl: suite.platform.url,
      email: visitor.email,
      name: `${name}-390`,
      pageErrors,
    });
    await page.waitForURL(`${suite.platform.url}/`, STEP);
    await waitForVisitorMerged(page);
    // The merge then reads the user again (the policyholder's name): let that finish before the
    // clock moves, so the home read after the jump is the only one in flight.
    await page
      .getByRole('button', { name: /Account menu$/ })
      .filter({ hasText: /^[A-Z]L\b/ })
      .waitFor(STEP);

    // Past the drive-away's days: the lifecycle job runs on each day the clock moves; home shows
    // the policy ended.
    const days = Math.ceil((Date.parse(endAt) - Date.parse(startAt)) / 86_400_000) + 1;
    await advanceClock(suite.platform.url, days);
    await page.reload();
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByText(policyNumber, { exact: true }) });
    const claims = card.getByRole('link', { name: `Claims ${policyNumber}` });
    await claims.waitFor(STEP).catch(async (error) => {
      // Said in the log, since a CI run's screenshots are not kept: what home showed instead.
      await checkPage(page, `${name}-390-home-after-lapse`, []).catch(() => {});
      const shown = ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');
      throw new Error(`home at ${page.url()} shows no Claims link for ${policyNumber}: ${shown}`, {
        cause: error,
      });
    });
    for (const gone of ['Manage', 'Documents', 'Billing']) {
      assert.equal(
        await card.getByRole('link', { name: `${gone} ${policyNumber}` }).count(),
        0,
        `an ended drive-away has no ${gone} link`,
      );
    }
    // The card says so: the status badge, and the day the cover ended (its term's end, London).
    const cardText = ((await card.first().textContent()) ?? '').replace(/\s+/g, ' ');
    assert.match(cardText, /Lapsed/, `the card shows the policy lapsed: ${cardText}`);
    const endedOn = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    }).format(new Date(endAt));
    // textContent joins a term and its description without a space.
    assert.match(cardText, new RegExp(`Cover ended ?${endedOn}`), `ended ${endedOn}`);
    // The account button has the buyer's initials: the guest purchase merged after the sign-in
    // brought the policyholder's name, and the app read the user again (not '??').
    const account = page.getByRole('button', { name: /Account menu$/ });
    assert.match(((await account.textContent()) ?? '').trim(), /^[A-Z]L\b/);
    // The flex upsell continued the drive-away; with that ended it is no quote to go back to.
    assert.equal(
      await page.getByRole('heading', { name: 'Your quotes' }).count(),
      0,
      'no ended upsell is listed among the quotes',
    );
    await checkPage(page, `${name}-390-home-lapsed`, pageErrors);

    await page.setViewportSize({ width: 1280, height: 900 });
    await checkPage(page, `${name}-1280-home-lapsed`, pageErrors);
    await claims.click();
    await page.waitForURL(/\/driveaway\/policy\/[^/]+\/claims$/, STEP);
    await page.getByText(`Policy number ${policyNumber}`, { exact: true }).waitFor(STEP);
    await checkPage(page, `${name}-1280-policy-claims`, pageErrors);

    assert.deepEqual(pageErrors, []);
  } finally {
    await context.close();
  }
});
