// End-to-end: the agents' edits of what a customer cannot change (issue 19, "Every agent
// capability of the spec": claims edits with action:mta-claims and refused without it; the
// normally read-only fields), on the real platform in Debian's Chromium. The demo customer's
// policy is in its renewal window (seed-renewal.ts), where spec 001 §8 blocks every change for
// everyone, so a new visitor buys flex from now and the agents find them by their email instead.
// The claims agent (action:mta-claims) adds a claim from the policy's claims section and confirms
// the price the API states; the demo agent (no action:mta-claims) sees that section read-only
// with its explanation, and the platform refuses the same change sent straight to it with the
// agent's token; the demo agent changes the policyholder's surname, which the customer's own
// about-you section shows read-only. The agent's pages at 1280 px (the review also at 390 px),
// every page passes axe; screenshots go to ../screenshots/agent-edits.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import {
  adjustmentIdOf,
  apiGet,
  atResult,
  gbp,
  regularInstalment,
  reviewFigures,
} from './adjustment-steps.mjs';
import { ACTING_FOR, AGENT } from './agent-steps.mjs';
import { checkPage, newPage } from './browser.mjs';
import { fillDateIn, startToday } from './journey-steps.mjs';
import { buyFlexByCardAndSignIn } from './payment-steps.mjs';
import { signedInAccessToken, signedInUserId, signInWithEmailCode } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();
const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };
/** The demo agent who may also change claims (apps/platform-api/src/demo/seed-demo.ts). */
const CLAIMS_AGENT = 'claims.agent@brand.example';
const VISITOR = { name: 'edits-customer', email: 'eddie.edits@example.com' };
const CLAIMS_QUESTION = /claims or losses in the last 5 years/;
/** The claim the claims agent adds: a settled non-fault accident that left the NCD alone. */
const CLAIM = {
  type: 'Accident (not my fault)',
  date: ['10', '1', '2025'],
  iso: '2025-01-10',
  /** How the section and the review list it: in words, not its stored code and day. */
  listed: 'Accident (not my fault) 10 January 2025',
};
const NEW_SURNAME = 'Shah-Edwards';

/** The customer's part, done once: flex bought from now, still signed in on its own page. */
const customer = { context: null, page: null, pageErrors: [], policyId: '', token: '', userId: '' };
let bought = null;

/**
 * The customer, bought on the first test's call (node:test runs a file's top-level before hooks
 * alongside the suite's, so it cannot be a hook of its own); closed with the file's other pages.
 */
function customerBought() {
  bought ??= (async () => {
    Object.assign(customer, await newPage(suite.browser, WIDE));
    const policy = await buyFlexByCardAndSignIn(customer.page, customer.pageErrors, {
      url: suite.platform.url,
      visitor: VISITOR,
      overrides: { 'Start date': startToday },
    });
    customer.policyId = policy.policyId;
    customer.token = policy.token;
    customer.userId = await signedInUserId(customer.page);
    assert.ok(customer.userId, "the SDK's cache names the signed-in customer");
  })();
  return bought;
}
after(async () => {
  await customer.context?.close();
});

/**
 * Signs `email` in to the console, finds the customer by their email and acts for them from their
 * record. Answers the Admin view bar (which names them from then on) and the agent's token.
 */
async function actForTheCustomer(page, pageErrors, email, name) {
  const { url } = suite.platform;
  await page.goto(`${url}/admin/`);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click(STEP);
  await signInWithEmailCode(page, { platformUrl: url, email, name, pageErrors });
  await page.getByRole('heading', { level: 1, name: 'Find a customer' }).waitFor(STEP);
  await page.getByRole('textbox', { name: 'Search customers' }).pressSequentially(VISITOR.email);
  const found = page
    .getByRole('list', { name: /customers? found$/ })
    .getByRole('listitem')
    .filter({ hasText: VISITOR.email });
  await found.getByRole('link').first().click(STEP);
  await page.getByRole('heading', { level: 2, name: 'Check who is calling' }).waitFor(STEP);
  await checkPage(page, `${name}-record`, pageErrors);
  await page.getByRole('button', { name: /^Act for / }).click();
  const bar = page.getByRole('region', { name: 'Admin view' });
  await bar.getByText(ACTING_FOR).waitFor(STEP);
  const token = await signedInAccessToken(page);
  assert.ok(token, 'the signed-in agent holds an access token');
  return { bar, token };
}

/**
 * From the policy's management index (checked as `name-index`), the section titled `title`: its
 * "Change …" link, then its page.
 */
async function openSection(page, pageErrors, title, name) {
  await page.goto(`${suite.platform.url}/admin/flex/policy/${customer.policyId}/management`);
  await page.getByRole('heading', { level: 1, name: 'Change their policy' }).waitFor(STEP);
  await checkPage(page, `${name}-index`, pageErrors);
  await page.getByRole('link', { name: `Change ${title.toLowerCase()}`, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor(STEP);
  await checkPage(page, name, pageErrors);
}

/** "Continue", then "Immediately" in the agent's effective-date modal, to the review page. */
async function continueToReview(page) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'When should this change take effect?' });
  await modal.waitFor(STEP);
  await modal.getByRole('radio', { name: 'Immediately' }).check();
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check their changes' }).waitFor(STEP);
}

/**
 * The review's prices against the API's answer (asked as the customer) for the adjustment it
 * shows, to the penny; `was` is the policy before it.
 */
async function reviewMatchesTheApi(page, was) {
  const adjustment = await apiGet(
    suite.platform.url,
    `/policyAdjustments/${adjustmentIdOf(page)}`,
    customer.token,
  );
  assert.deepEqual(await reviewFigures(page, { agent: true }), {
    before: regularInstalment(was.currentPolicyVersion.quote, 'MONTHLY'),
    after: regularInstalment(adjustment.updatedPolicyVersions.at(-1).quote, 'MONTHLY'),
    money:
      adjustment.amountDue > 0
        ? `To pay now: ${gbp(adjustment.amountDue)}`
        : 'There is nothing to pay now.',
  });
  return adjustment;
}

test('an agent holding action:mta-claims adds a claim to a customer’s policy at the price the API states', {
  timeout: 420_000,
}, async () => {
  const { url } = suite.platform;
  await customerBought();
  const was = await apiGet(url, `/policies/${customer.policyId}`, customer.token);
  assert.equal(was.policyDetail.policyStatus, 'ACTIVE', 'cover from now is ACTIVE at once');
  const { context, page, pageErrors } = await newPage(suite.browser, WIDE);
  try {
    await actForTheCustomer(page, pageErrors, CLAIMS_AGENT, 'claims-agent');
    await openSection(page, pageErrors, 'Claims history', 'claims-agent-section');

    // The claim, as the section's form asks for it.
    const question = page.getByRole('group', { name: CLAIMS_QUESTION });
    await question.getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.getByRole('combobox', { name: /What type of claim was it/ }).click();
    await page.getByRole('option', { name: CLAIM.type, exact: true }).click(STEP);
    await fillDateIn(page, /When did it happen/, CLAIM.date);
    await page
      .getByRole('group', { name: /affect their no claims discount/ })
      .getByRole('radio', { name: 'No', exact: true })
      .check();
    await checkPage(page, 'claims-agent-claim-entered', pageErrors);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('list', { name: CLAIMS_QUESTION })
      .getByRole('listitem')
      .getByText(CLAIM.listed, { exact: true })
      .waitFor(STEP);
    await continueToReview(page);

    // The review states the claim in words, as the section listed it.
    await page
      .getByRole('table', { name: 'What’s changing' })
      .getByRole('row', { name: /claims or losses/ })
      .getByRole('cell', { name: CLAIM.listed, exact: true })
      .waitFor(STEP);
    await reviewMatchesTheApi(page, was);
    await checkPage(page, 'claims-agent-1280-review', pageErrors);
    await page.setViewportSize(NARROW);
    await checkPage(page, 'claims-agent-390-review', pageErrors);
    await page.setViewportSize(WIDE);
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    assert.equal(
      await atResult(page, pageErrors, 'claims-agent-result', { agent: true }),
      'Their changes apply now.',
    );

    // The policy holds the claim: the API's answers and the claims section, read again.
    const now = await apiGet(url, `/policies/${customer.policyId}`, customer.token);
    assert.deepEqual(now.currentPolicyVersion.data.policyholder.vehicleClaimsHistory, {
      answer: true,
      items: [{ claimType: 'AccidentNotFault', date: CLAIM.iso, ncdAffected: false }],
    });
    await openSection(page, pageErrors, 'Claims history', 'claims-agent-section-after');
    await page
      .getByRole('list', { name: CLAIMS_QUESTION })
      .getByRole('listitem')
      .getByText(CLAIM.listed, { exact: true })
      .waitFor(STEP);
  } finally {
    await context.close();
  }
});

test('an agent without action:mta-claims sees the claims read-only and the platform refuses their claims change', {
  timeout: 360_000,
}, async () => {
  const { url } = suite.platform;
  await customerBought();
  const { context, page, pageErrors } = await newPage(suite.browser, WIDE);
  try {
    const { token } = await actForTheCustomer(page, pageErrors, AGENT, 'agent-claims');
    await openSection(page, pageErrors, 'Claims history', 'agent-claims-section');

    // Nothing on the form changes the claims, and the page says why.
    const form = page.getByRole('main');
    const question = form.getByRole('group', { name: CLAIMS_QUESTION });
    for (const radio of await question.getByRole('radio').all()) {
      assert.equal(await radio.isDisabled(), true, 'the yes/no answer is disabled');
    }
    for (const name of [/^Change/, /^Remove/, 'Add another', 'Save']) {
      for (const button of await form.getByRole('button', { name }).all()) {
        assert.equal(await button.isDisabled(), true, `no ${name} control works`);
      }
    }
    await form.getByRole('button', { name: /^Why can.t I change this\?$/ }).click();
    const why = page.getByRole('dialog', { name: /^You can.t change this$/ });
    await why
      .getByText('This answer cannot be changed here. Please contact us if it is wrong.')
      .waitFor(STEP);
    await checkPage(page, 'agent-claims-why', pageErrors);
    await why.getByRole('button', { name: 'Close' }).first().click();
    await why.waitFor({ state: 'hidden', ...STEP });

    // Sent straight to the platform with the agent's own token, acting for the customer.
    const claims = {
      answer: true,
      items: [{ claimType: 'Theft', date: '2024-06-01', ncdAffected: true }],
    };
    const response = await fetch(`${url}/api/policyAdjustments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'x-impersonate-user': customer.userId,
        'content-type': 'application/json',
        'idempotency-key': `agent-edits-claims-${Date.now()}`,
      },
      body: JSON.stringify({
        adjustmentType: 'MTA',
        policyId: customer.policyId,
        changes: [
          {
            type: 'PROFILE_DISCLOSURE_CHANGE',
            profileCode: 'PH',
            update: [{ path: 'policyholder.vehicleClaimsHistory', value: claims }],
          },
        ],
      }),
    });
    const problem = await response.json();
    assert.deepEqual(
      { status: response.status, code: problem.code },
      { status: 403, code: 'adjustment.readOnlyAnswer' },
      JSON.stringify(problem),
    );
    // The policy's claims are as they were.
    const policy = await apiGet(url, `/policies/${customer.policyId}`, customer.token);
    assert.equal(
      policy.currentPolicyVersion.data.policyholder.vehicleClaimsHistory.items.some(
        (item) => item.claimType === 'Theft',
      ),
      false,
      'the refused claim is not on the policy',
    );
  } finally {
    await context.close();
  }
});

test('an agent changes the policyholder’s surname, which the customer sees read-only with its explanation', {
  timeout: 360_000,
}, async () => {
  const { url } = suite.platform;
  await customerBought();
  // The customer's own view: the name cannot be changed, and the modal says why.
  const mine = customer.page;
  await mine.goto(`${url}/flex/policy/${customer.policyId}/management/section/about-you`);
  await mine.getByRole('heading', { level: 1, name: 'About you' }).waitFor(STEP);
  const lastName = mine.getByRole('textbox', { name: /^Last name/ });
  assert.equal(await lastName.isDisabled(), true, 'the customer cannot edit their surname');
  await checkPage(mine, 'customer-about-you', customer.pageErrors);
  await mine
    .getByRole('button', { name: /^Why can.t I change this\?$/ })
    .first()
    .click();
  await mine.getByRole('dialog', { name: /^You can.t change this$/ }).waitFor(STEP);
  await checkPage(mine, 'customer-about-you-why', customer.pageErrors);

  const was = await apiGet(url, `/policies/${customer.policyId}`, customer.token);
  const { context, page, pageErrors } = await newPage(suite.browser, WIDE);
  try {
    const { bar } = await actForTheCustomer(page, pageErrors, AGENT, 'agent-name');
    await openSection(page, pageErrors, 'About you', 'agent-about-you');
    const field = page.getByRole('textbox', { name: /^Last name/ });
    assert.equal(await field.isDisabled(), false, 'an agent may change the surname');
    await field.fill(NEW_SURNAME);
    await continueToReview(page);
    await page
      .getByRole('table', { name: 'What’s changing' })
      .getByText(NEW_SURNAME, { exact: false })
      .first()
      .waitFor(STEP);
    await reviewMatchesTheApi(page, was);
    await checkPage(page, 'agent-name-review', pageErrors);
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    await atResult(page, pageErrors, 'agent-name-result', { agent: true });

    // The details tab names the policyholder by the new surname, as the API's policy does.
    await page.getByRole('link', { name: 'Back to their policy' }).last().click();
    await page.waitForURL(/\/admin\/flex\/policy\/[^/]+\/details$/, STEP);
    await page
      .getByRole('region', { name: 'Their details' })
      .getByText(`Priya ${NEW_SURNAME}`, { exact: true })
      .waitFor(STEP);
    await bar.getByText(ACTING_FOR).waitFor(STEP);
    await checkPage(page, 'agent-name-details-after', pageErrors);
    const now = await apiGet(url, `/policies/${customer.policyId}`, customer.token);
    assert.equal(now.currentPolicyVersion.data.policyholder.name.lastName, NEW_SURNAME);
  } finally {
    await context.close();
  }
});
