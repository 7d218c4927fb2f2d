// End-to-end: an agent changes a customer's address from the policy's start (issue 18 "an agent
// changes an address with a backdated effective date and takes the extra premium by phone"), on
// the real platform in Debian's Chromium. The policy paid in one payment is drive-away's, the only
// product sold that way (@brand/config: flex sells MONTHLY only), and its cover is free: a change
// has no extra premium, so the phone form is rightly not offered (the phone payment of an amount
// due is proved by the platform's adjustment-payments test and the journeys' ManagementScreens
// test, on a single payment made in their scenes). A new visitor buys drive-away from now at 390 px
// and signs in; the demo agent acts for them in the console at 1280 px, changes the address and,
// in the effective-date modal, backdates it to the policy's start. The review states the API's
// prices (the one payment: £0.00) and nothing to pay; confirmed, the result offers no feedback to
// an agent, the policy's new version starts at the inception to the minute, and the customer's
// email says so. Every page passes axe; screenshots go to ../screenshots/policy-adjustment-backdated.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  adjustmentIdOf,
  apiGet,
  atResult,
  coverTime,
  emailTo,
  regularInstalment,
  reviewFigures,
} from './adjustment-steps.mjs';
import { ACTING_FOR, actForCustomer } from './agent-steps.mjs';
import { checkPage, newPage } from './browser.mjs';
import { buyDriveaway, startToday } from './journey-steps.mjs';
import { signedInAccessToken, signedInUserId, signInFromHome } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * The customer's part at a phone's width: a drive-away bought from now, then signed in from home.
 * Answers the policy (as the API shows it), the customer's user id and access token.
 */
async function customerWithDriveaway(url, visitor) {
  const { context, page, pageErrors } = await newPage(suite.browser, PHONE);
  try {
    const { policyNumber } = await buyDriveaway(page, pageErrors, {
      url,
      visitor,
      overrides: { 'Start date': startToday },
    });
    await signInFromHome(page, {
      platformUrl: url,
      email: visitor.email,
      name: visitor.name,
      pageErrors,
    });
    const customerId = await signedInUserId(page);
    const token = await signedInAccessToken(page);
    assert.ok(customerId && token, "the SDK's cache names the customer and holds their token");
    const policies = await apiGet(url, '/policies', token);
    const policy = policies.find((one) => one.policyNumber === policyNumber);
    assert.ok(policy, `${policyNumber} among the customer's policies`);
    assert.equal(policy.policyDetail.policyStatus, 'ACTIVE', 'cover from now is ACTIVE at once');
    return { policy, customerId, token };
  } finally {
    await context.close();
  }
}

test('an agent changes a drive-away customer’s address from the policy start date', {
  timeout: 300_000,
}, async () => {
  const { url } = suite.platform;
  const visitor = { name: 'backdate-customer', email: 'bea.backdate@example.com' };
  const { policy, customerId, token } = await customerWithDriveaway(url, visitor);
  const { policyId, policyNumber } = policy;
  const { inceptedAt } = policy.policyDetail;

  const { context, page, pageErrors } = await newPage(suite.browser, DESKTOP);
  try {
    const bar = await actForCustomer(page, pageErrors, { url, customerId, name: 'backdate-agent' });
    await page.goto(`${url}/admin/driveaway/policy/${policyId}/management`);
    await page.getByRole('heading', { level: 1, name: 'Change their policy' }).waitFor(STEP);
    await bar.getByText(ACTING_FOR).waitFor(STEP);
    await checkPage(page, 'backdate-agent-index', pageErrors);
    await page.getByRole('link', { name: 'Change their address' }).click();
    await page.getByRole('heading', { level: 1, name: 'Their address' }).waitFor(STEP);

    // Another address on the customer's road.
    const form = page.getByRole('main');
    await form.getByRole('button', { name: 'Change', exact: true }).click();
    await page.getByLabel('Search for their address').pressSequentially('OX4 1AQ');
    await page
      .getByRole('button', { name: /OX4 1AQ/ })
      .first()
      .click(STEP);
    await page
      .getByRole('button', { name: /Windsor Road/ })
      .nth(1)
      .click(STEP);
    await checkPage(page, 'backdate-agent-address', pageErrors);
    await page.getByRole('button', { name: 'Continue' }).click();

    // The effective-date modal: from the policy's start.
    const modal = page.getByRole('dialog', { name: 'When should this change take effect?' });
    await modal.waitFor(STEP);
    await modal.getByRole('radio', { name: 'From the policy start date' }).check();
    await checkPage(page, 'backdate-agent-effective-date', pageErrors);
    await modal.getByRole('button', { name: 'Confirm' }).click();

    // The review: the one payment before and after as the API prices it, nothing to pay, so no
    // phone form.
    await page.getByRole('heading', { level: 1, name: 'Check their changes' }).waitFor(STEP);
    const adjustment = await apiGet(url, `/policyAdjustments/${adjustmentIdOf(page)}`, token);
    assert.equal(adjustment.effectiveAt, inceptedAt, 'backdated to the policy’s start');
    assert.deepEqual([adjustment.prorataPremium, adjustment.amountDue], [0, 0], 'free cover');
    const before = regularInstalment(policy.currentPolicyVersion.quote, 'SINGLE_PAYMENT');
    const after = regularInstalment(
      adjustment.updatedPolicyVersions.at(-1).quote,
      'SINGLE_PAYMENT',
    );
    assert.deepEqual(await reviewFigures(page, { agent: true }), {
      before,
      after,
      money: 'There is nothing to pay now.',
    });
    await page.getByText('Price of their cover now').waitFor(STEP);
    assert.equal(
      await page.getByRole('region', { name: 'Take a card payment by phone' }).count(),
      0,
      'nothing due, so no phone payment',
    );
    await checkPage(page, 'backdate-agent-1280-review', pageErrors);
    await page.setViewportSize(PHONE);
    await checkPage(page, 'backdate-agent-390-review', pageErrors);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    assert.equal(
      await atResult(page, pageErrors, 'backdate-agent-result', { agent: true }),
      'Their changes apply now.',
    );
    await bar.getByText(ACTING_FOR).waitFor(STEP);

    // The policy's new version starts at the inception, and the email states that minute.
    const changed = await apiGet(url, `/policies/${policyId}`, token);
    assert.equal(changed.currentPolicyVersion.startedAt, inceptedAt);
    const read = await apiGet(url, `/policyAdjustments/${adjustment.adjustmentId}`, token);
    assert.equal(read.confirmed, true);
    const email = await emailTo(url, visitor.email, `Your policy ${policyNumber} has been changed`);
    assert.ok(
      email.text.includes(`It takes effect from ${coverTime(inceptedAt)}.`),
      `the email's effective time: ${email.text}`,
    );
    assert.ok(email.text.includes('The change did not alter your premium.'), email.text);
  } finally {
    await context.close();
  }
});
