// End-to-end: the built customer portal and admin console on the real platform (its embedded
// OpenID Connect server, the demo data, the local outbox) in Debian's Chromium, through the real
// @auth0/auth0-spa-js SDK. Every page visited passes axe; screenshots go to ../screenshots.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AGENT } from './agent-steps.mjs';
import { checkPage, newPage } from './browser.mjs';
import { signedInUserId, signInWithEmailCode } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const CUSTOMER = 'jane.customer@brand.example';

const suite = useSuite();
let customerId = null;

/**
 * The policies section of a home page: at least one live policy card. The console's home, for an
 * agent acting for the customer, calls it "Their policies".
 */
async function expectPolicies(page, whose) {
  const section = page.getByRole('region', { name: /^(Your|Their) policies$/ });
  await section.waitFor(STEP);
  try {
    await section.getByRole('listitem').first().waitFor(STEP);
  } catch {
    assert.fail(
      `${whose}'s active policy is not listed; the page shows: ${await section.textContent()}`,
    );
  }
  assert.match(await section.textContent(), /Active/);
}

/** Signs the customer in on the portal in a fresh profile and returns their user id. */
async function signInCustomerForId() {
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    await page.goto(`${suite.platform.url}/sign-in`);
    await signInWithEmailCode(page, {
      platformUrl: suite.platform.url,
      email: CUSTOMER,
      name: 'customer-id',
      pageErrors,
    });
    await page.getByText(/^Signed in as /).waitFor(STEP);
    return await signedInUserId(page);
  } finally {
    await context.close();
  }
}

test('a customer signs in with an emailed code, stays signed in after a reload, and signs out', {
  timeout: 180_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    await page.goto(`${suite.platform.url}/`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Sign in' }).waitFor(STEP);
    await checkPage(page, 'portal-visitor', pageErrors);

    await main.getByRole('button', { name: 'Sign in' }).click();
    await signInWithEmailCode(page, {
      platformUrl: suite.platform.url,
      email: CUSTOMER,
      name: 'portal-customer',
      pageErrors,
    });
    await page.waitForURL(`${suite.platform.url}/`, STEP);
    await page.getByText(/^Signed in as /).waitFor(STEP);
    await expectPolicies(page, 'the customer');
    const account = page.getByRole('button', { name: /Account menu$/ });
    assert.match(
      (await account.getAttribute('aria-label')) ?? (await account.textContent()),
      /^[A-Z?]{2}/,
    );
    await checkPage(page, 'portal-customer-home', pageErrors);
    customerId = await signedInUserId(page);
    assert.ok(customerId, "the SDK's cache names the signed-in user");

    // Silent sign-in: a reload keeps the customer signed in.
    await page.reload();
    await page.getByText(/^Signed in as /).waitFor(STEP);
    await expectPolicies(page, 'the customer');
    await checkPage(page, 'portal-customer-reloaded', pageErrors);

    // The account menu by keyboard alone: open, go to its last item (Sign out), choose it. The
    // button is disabled until the menu's code has loaded (it loads apart from the first page).
    await page.locator('header button:not([disabled])', { hasText: 'Account menu' }).waitFor(STEP);
    await account.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor(STEP);
    await checkPage(page, 'portal-account-menu', pageErrors);
    await page.keyboard.press('End');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Sign out');
    await page.keyboard.press('Enter');

    await page.waitForURL(`${suite.platform.url}/`, STEP);
    await main.getByRole('button', { name: 'Sign in' }).waitFor(STEP);
    assert.equal(await page.getByText(/^Signed in as /).count(), 0);
    await checkPage(page, 'portal-signed-out', pageErrors);

    // The session at the identity server ended too: signing in asks for the email again.
    await main.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/auth\/interaction\//, STEP);
    await page.getByLabel('Email address').waitFor(STEP);
  } finally {
    await context.close();
  }
});

test('an admin signs in on /admin/, impersonates the customer and sees the Admin view bar and their policies', {
  timeout: 180_000,
}, async () => {
  customerId ??= await signInCustomerForId();
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    await page.goto(`${suite.platform.url}/admin/`);
    const main = page.getByRole('main');
    await page
      .getByRole('heading', { level: 1, name: 'Sign in to the agents’ console' })
      .waitFor(STEP);
    await checkPage(page, 'admin-visitor-sign-in', pageErrors);

    await main.getByRole('button', { name: 'Sign in' }).click();
    await signInWithEmailCode(page, {
      platformUrl: suite.platform.url,
      email: AGENT,
      name: 'admin-agent',
      pageErrors,
    });
    await page.getByRole('heading', { level: 1, name: 'Find a customer' }).waitFor(STEP);
    await checkPage(page, 'admin-search', pageErrors);
    await page
      .getByRole('link', { name: 'Know the customer’s user id? Act for them by id' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Act as a customer' }).waitFor(STEP);
    await checkPage(page, 'admin-impersonate', pageErrors);

    // An empty id is refused with an announced error; so is one that is no customer's, and
    // nobody is acted for.
    await main.getByRole('button', { name: 'Act as this customer' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter the customer’s user id' }).waitFor(STEP);
    await checkPage(page, 'admin-impersonate-error', pageErrors);
    await page.getByLabel('Customer’s user id').fill(AGENT);
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'No customer has this user id.' })
      .waitFor(STEP);
    assert.equal(await page.getByRole('region', { name: 'Admin view' }).count(), 0);

    await page.getByLabel('Customer’s user id').fill(customerId);
    await page.keyboard.press('Enter');
    const bar = page.getByRole('region', { name: 'Admin view' });
    await bar.waitFor(STEP);
    await bar.getByText(/^Acting for .+, born .+, postcode .+$/).waitFor(STEP);
    // The bar is red (the words say "Admin view" too: colour is never the only sign).
    // Read until the bar answers with a colour: a re-render can detach the element first found,
    // whose computed style is then the empty string.
    let colour = '';
    for (let tries = 0; !/\d/.test(colour) && tries < 40; tries += 1) {
      if (tries > 0) await page.waitForTimeout(250);
      colour = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    }
    const [red, green, blue] = (colour.match(/\d+/g) ?? []).map(Number);
    assert.ok(
      red > 150 && green < 90 && blue < 90,
      `the Admin view bar is red (${red},${green},${blue})`,
    );
    await expectPolicies(page, 'the impersonated customer');
    await checkPage(page, 'admin-acting-for-customer', pageErrors);

    // Kept in session storage: a reload still acts for the customer.
    await page.reload();
    await bar.waitFor(STEP);
    await expectPolicies(page, 'the impersonated customer');

    await bar.getByRole('button', { name: 'Stop acting as this customer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Find a customer' }).waitFor(STEP);
    assert.equal(await bar.count(), 0);

    // ?impersonate= in the address starts acting for the customer too.
    await page.goto(`${suite.platform.url}/admin/?impersonate=${encodeURIComponent(customerId)}`);
    await bar.waitFor(STEP);
    await expectPolicies(page, 'the impersonated customer');
    await checkPage(page, 'admin-impersonate-from-url', pageErrors);
  } finally {
    await context.close();
  }
});

test('a customer, who lacks access:impersonate, sees the Unauthorised page on /admin/', {
  timeout: 120_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser);
  try {
    await page.goto(`${suite.platform.url}/admin/`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Sign in' }).click();
    await signInWithEmailCode(page, {
      platformUrl: suite.platform.url,
      email: CUSTOMER,
      name: 'admin-customer',
      pageErrors,
    });
    await page.waitForURL(`${suite.platform.url}/admin/`, STEP);
    await page.getByRole('button', { name: /Account menu$/ }).waitFor(STEP);
    await page.getByRole('heading', { level: 1, name: 'You can’t view this page' }).waitFor(STEP);
    assert.equal(await main.getByRole('button').count(), 0, 'no Sign in for a signed-in user');
    assert.equal(await page.getByRole('region', { name: 'Admin view' }).count(), 0);
    await checkPage(page, 'admin-customer-unauthorised', pageErrors);
  } finally {
    await context.close();
  }
});
