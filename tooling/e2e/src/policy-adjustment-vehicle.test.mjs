// End-to-end: changing the car's registration mid-term (issue 18 "change the car's registration
// mid-term and pay the difference by card"), on the real platform in Debian's Chromium. Spec 001
// §5 makes the vehicle read-only for customers and on drive-away (VEHICLE_READ_ONLY), so the change
// is an agent's, acting for a flex customer; and flex is billed monthly, so nothing is paid by card
// now: the difference is the new monthly price from the next statement. (No product sold pays
// once with a price: the card checkout of an amount due is proved by the platform's
// adjustment-payments test and the journeys' ManagementScreens test.) A new visitor buys flex from
// now; the demo agent acts for them at 1280 px, looks up another registration from the details
// tab's Registration row, applies it immediately, and reviews the API's monthly prices at 1280 and
// 390 px. Confirmed, the details tab shows the new registration, the documents tab's certificate
// is the policy's second with the new registration on it, and the customer's email states the
// reviewed price. Every page passes axe; screenshots go to ../screenshots/policy-adjustment-vehicle.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  adjustmentIdOf,
  apiGet,
  atResult,
  emailTo,
  gbp,
  partMonthLine,
  regularInstalment,
  reviewFigures,
} from './adjustment-steps.mjs';
import { ACTING_FOR, actForCustomer } from './agent-steps.mjs';
import { checkPage, newPage } from './browser.mjs';
import { openDocumentText } from './documents-steps.mjs';
import { startToday } from './journey-steps.mjs';
import { buyFlexByCardAndSignIn } from './payment-steps.mjs';
import { signedInUserId } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** A registration the shipped vehicle lookup maps to a 2019 car (its age identifier). */
const NEW_REGISTRATION = 'LB19 KTM';

/** The customer's part: flex bought from now and signed in. Answers the policy and who bought it. */
async function customerWithFlex(url, visitor) {
  const { context, page, pageErrors } = await newPage(suite.browser, DESKTOP);
  try {
    const bought = await buyFlexByCardAndSignIn(page, pageErrors, {
      url,
      visitor,
      overrides: { 'Start date': startToday },
    });
    const customerId = await signedInUserId(page);
    assert.ok(customerId, "the SDK's cache names the signed-in customer");
    return { ...bought, customerId };
  } finally {
    await context.close();
  }
}

test('an agent changes a flex customer’s registration mid-term: new registration, new certificate, the reviewed monthly price', {
  timeout: 300_000,
}, async () => {
  const { url } = suite.platform;
  const visitor = { name: 'vehicle-customer', email: 'val.vehicle@example.com' };
  const { policyNumber, policyId, token, customerId } = await customerWithFlex(url, visitor);
  const policy = await apiGet(url, `/policies/${policyId}`, token);
  assert.equal(policy.policyDetail.policyStatus, 'ACTIVE', 'cover from now is ACTIVE at once');

  const { context, page, pageErrors } = await newPage(suite.browser, DESKTOP);
  try {
    const bar = await actForCustomer(page, pageErrors, { url, customerId, name: 'vehicle-agent' });
    const policyPath = `/admin/flex/policy/${policyId}`;
    await page.goto(`${url}${policyPath}/details`);
    await page.getByRole('link', { name: /^Edit\s*Registration$/ }).click(STEP);
    await page.getByRole('heading', { level: 1, name: 'Their car' }).waitFor(STEP);
    await checkPage(page, 'vehicle-agent-your-car', pageErrors);

    // Another registration, looked up.
    await page.getByRole('main').getByRole('button', { name: 'Change', exact: true }).click();
    await page.getByLabel('Registration number').fill(NEW_REGISTRATION);
    await page.getByRole('button', { name: 'Find vehicle' }).click();
    await page.getByRole('button', { name: 'Use this vehicle' }).click(STEP);
    await checkPage(page, 'vehicle-agent-found', pageErrors);
    await page.getByRole('button', { name: 'Continue' }).click();
    const modal = page.getByRole('dialog', { name: 'When should this change take effect?' });
    await modal.waitFor(STEP);
    await modal.getByRole('radio', { name: 'Immediately' }).check();
    await modal.getByRole('button', { name: 'Confirm' }).click();

    // The review: the API's monthly prices, nothing to pay now (flex bills the difference monthly).
    await page.getByRole('heading', { level: 1, name: 'Check their changes' }).waitFor(STEP);
    const adjustment = await apiGet(url, `/policyAdjustments/${adjustmentIdOf(page)}`, token);
    assert.equal(adjustment.amountDue, 0, 'nothing is taken now on flex');
    const monthlyBefore = regularInstalment(policy.currentPolicyVersion.quote, 'MONTHLY');
    const monthlyAfter = regularInstalment(
      adjustment.updatedPolicyVersions.at(-1).quote,
      'MONTHLY',
    );
    assert.deepEqual(await reviewFigures(page, { agent: true }), {
      before: monthlyBefore,
      after: monthlyAfter,
      money: 'There is nothing to pay now.',
    });
    await page
      .getByRole('table', { name: 'What’s changing' })
      .getByText(NEW_REGISTRATION, { exact: false })
      .first()
      .waitFor(STEP);
    const partMonth = await partMonthLine(page, adjustment.prorataPremium, { agent: true });
    await checkPage(page, 'vehicle-agent-1280-review', pageErrors);
    await page.setViewportSize(PHONE);
    await checkPage(page, 'vehicle-agent-390-review', pageErrors);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    assert.equal(
      await atResult(page, pageErrors, 'vehicle-agent-result', { agent: true }),
      'Their changes apply now.',
    );

    // The details tab shows the new registration and the price the review stated.
    await page.getByRole('link', { name: 'Back to their policy' }).last().click();
    await page.waitForURL(/\/admin\/flex\/policy\/[^/]+\/details$/, STEP);
    const details = page.getByRole('region', { name: 'Their details' });
    await details.getByText(NEW_REGISTRATION, { exact: true }).waitFor(STEP);
    await bar.getByText(ACTING_FOR).waitFor(STEP);
    await checkPage(page, 'vehicle-agent-details-after', pageErrors);

    // The documents tab's certificate is the new version's, with the new registration.
    await page.goto(`${url}${policyPath}/documents`);
    await page.getByRole('heading', { level: 2, name: 'Their documents' }).waitFor(STEP);
    await checkPage(page, 'vehicle-agent-documents', pageErrors);
    const { words } = await openDocumentText(context, page, 'Certificate of motor insurance');
    assert.ok(words.includes(`${policyNumber}/2`), `the second certificate: ${words}`);
    assert.ok(words.includes(NEW_REGISTRATION), `the new registration on it: ${words}`);

    // The customer's email states the reviewed monthly price.
    const email = await emailTo(url, visitor.email, `Your policy ${policyNumber} has been changed`);
    assert.ok(
      email.text.includes(`From your next statement your monthly price is ${gbp(monthlyAfter)}.`),
      `the email's monthly price: ${email.text}`,
    );
    assert.ok(email.text.includes(partMonth), `the email's part month, as reviewed: ${email.text}`);
  } finally {
    await context.close();
  }
});
