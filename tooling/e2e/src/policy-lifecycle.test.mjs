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
import { buyDriveaway, startToday } from './journey-steps.mjs';
import { advanceClock } from './payment-steps.mjs';
import { signInFromHome } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite({ env: { PAYMENT_TEST_CLOCK: 'on' } });

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
    const { proposalCode: code } = await buyDriveaway(page, pageErrors, {
      url: suite.platform.url,
      visitor,
      overrides: { 'Start date': startToday },
    });

    const token = await page.evaluate(() => sessionStorage.getItem('brand.anonymousToken'));
    assert.ok(token, 'the visitor holds an anonymous token');
    const bought = await apiGet(`/proposals/${code}`, token);
    assert.equal(bought.status, 'POLICY');
    const { policyId, policyNumber, startAt, endAt } = bought;
    const before = await apiGet(`/policies/${policyId}`, token);
    assert.equal(before.policyDetail.policyStatus, 'ACTIVE', 'cover from now is ACTIVE at once');
    assert.deepEqual(before.statusTransitions, []);

    // Signed in as the buyer before the clock moves (the visitor's purchase joins the account
    // with the visitor's token, which the jump would outlive; the user read again after the
    // merge has finished, so the home read after the jump is the only one in flight).
    await signInFromHome(page, {
      platformUrl: suite.platform.url,
      email: visitor.email,
      name: `${name}-390`,
      pageErrors,
    });

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
