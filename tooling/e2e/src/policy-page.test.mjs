// End-to-end: the policy page (spec 001 §2) on the real platform in Debian's Chromium. The demo
// customer signs in, finds their flex policy's card on home (plate, scheme, status, links per
// tab), opens each tab the page shows from the tab bar (details, billing and any other that has
// landed), turns auto-renewal off with a reason and on again; on a phone the tabs are a dropdown
// and nothing scrolls sideways; the old /policy/{id} address goes on to the policy's own. The
// card's next payment (or cover end) agrees with the billing tab, which asks for the policy once. An
// agent acting for the customer sees the same page in the console. Every page passes axe;
// screenshots at 1280 and 390 px go to ../screenshots/policy-page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACTING_FOR, AGENT } from './agent-steps.mjs';
import { checkPage, newPage } from './browser.mjs';
import { signInWithEmailCode } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const CUSTOMER = 'jane.customer@brand.example';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The demo's customer line: `Customer: <email> (user id <id>), active flex policy <number>`. */
const DEMO_CUSTOMER = /Customer:\s+\S+ \(user id ([^)]+)\), active flex policy (MINI-FLX-\d+)/;

const suite = useSuite();

function demoCustomer() {
  const match = DEMO_CUSTOMER.exec(suite.platform.log());
  assert.ok(match, 'the platform printed the demo customer');
  return { userId: match[1], policyNumber: match[2] };
}

/** Signs the demo customer in from home's Sign in button and waits for home again. */
async function signInAtHome(page, name, pageErrors) {
  await page.goto(`${suite.platform.url}/`);
  await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor(STEP);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await signInWithEmailCode(page, {
    platformUrl: suite.platform.url,
    email: CUSTOMER,
    name,
    pageErrors,
  });
  await page.waitForURL(`${suite.platform.url}/`, STEP);
}

/** The home card of the policy: the list item holding its number. */
function cardOf(page, policyNumber) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText(policyNumber, { exact: true }) });
}

/** Nothing on the page scrolls sideways. */
async function assertNoSidewaysScroll(page, what) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.equal(overflow, 0, `${what}: nothing scrolls sideways`);
}

test('on a desktop, home’s card opens the policy page; each tab, and auto-renewal off with a reason and on again', {
  timeout: 240_000,
}, async () => {
  const { policyNumber } = demoCustomer();
  const { context, page, pageErrors } = await newPage(suite.browser, DESKTOP);
  try {
    await signInAtHome(page, 'desktop', pageErrors);
    const card = cardOf(page, policyNumber);
    await card.getByRole('link', { name: `Manage ${policyNumber}` }).waitFor(STEP);
    // The car's registration as a number plate, the scheme, a link per tab.
    assert.equal(await card.locator('[data-plate]').count(), 1, 'the card shows a number plate');
    for (const link of ['Documents', 'Billing', 'Claims']) {
      await card.getByRole('link', { name: `${link} ${policyNumber}` }).waitFor(STEP);
    }
    await checkPage(page, 'desktop-home-cards', pageErrors);
    // The card's next payment (amount and London day) or else the cover's end; checked against
    // the billing tab below.
    await page.waitForLoadState('networkidle');
    const cardText = ((await card.first().textContent()) ?? '').replace(/\s+/g, ' ');
    const nextPayment = /Next payment ?(£[\d,]+\.\d{2}) on (\d{1,2} \w+ \d{4})/.exec(cardText);
    if (!nextPayment) {
      assert.match(cardText, /(Renews|Cover ends) ?\d{1,2} \w+ \d{4}/, `cover end: ${cardText}`);
    }

    await card.getByRole('link', { name: `Manage ${policyNumber}` }).click();
    await page.waitForURL(/\/flex\/policy\/[^/]+\/details$/, STEP);
    const policyUrl = page.url().replace(/\/details$/, '');
    await page.getByText(`Policy number ${policyNumber}`, { exact: true }).waitFor(STEP);
    const tabs = page.getByRole('navigation', { name: 'Policy sections' });
    const current = tabs.locator('a[aria-current="page"]');
    assert.equal(await current.textContent(), 'Details');
    await page.getByRole('region', { name: 'Your details' }).waitFor(STEP);
    const sidebar = page.getByRole('complementary', { name: 'Your premium and benefits' });
    await sidebar.getByRole('heading', { name: 'Your premium' }).waitFor(STEP);
    await checkPage(page, 'desktop-details', pageErrors);

    // Auto-renewal off: the renewal opt-out's reason is asked for, then it is off.
    const renewal = page.getByRole('region', { name: 'Automatic renewal' });
    await renewal
      .getByText(/^Your policy will renew automatically on \d+ \w+ \d{4}\.$/)
      .waitFor(STEP);
    await renewal.getByRole('button', { name: 'Turn off automatic renewal' }).click();
    await renewal.getByRole('button', { name: 'Turn off automatic renewal' }).click();
    await page.getByRole('alert').first().waitFor(STEP);
    await checkPage(page, 'desktop-details-reason-required', pageErrors);
    await renewal.getByRole('radio', { name: 'The price is too high' }).check();
    await renewal.getByRole('button', { name: 'Turn off automatic renewal' }).click();
    await renewal
      .getByText(/^Your policy will not renew\. Your cover ends on \d+ \w+ \d{4}\.$/)
      .waitFor(STEP);
    await renewal.getByText('Automatic renewal is off.').waitFor(STEP);
    await checkPage(page, 'desktop-details-renewal-off', pageErrors);
    // A reload reads it from the platform: it stays off.
    await page.reload();
    await renewal.getByRole('button', { name: 'Turn on automatic renewal' }).waitFor(STEP);
    // On again: one action.
    await renewal.getByRole('button', { name: 'Turn on automatic renewal' }).click();
    await renewal
      .getByText(/^Your policy will renew automatically on \d+ \w+ \d{4}\.$/)
      .waitFor(STEP);
    await renewal.getByRole('button', { name: 'Turn off automatic renewal' }).waitFor(STEP);
    await checkPage(page, 'desktop-details-renewal-on', pageErrors);

    // Every other tab the page shows, from the tab bar.
    const names = await tabs.getByRole('link').allTextContents();
    assert.ok(names.includes('Billing'), `a flex policy has a billing tab: ${names.join(', ')}`);
    for (const name of names.filter((one) => one !== 'Details')) {
      await tabs.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(new RegExp(`/${name.toLowerCase()}$`), STEP);
      // The bar marks the tab current once its page has rendered (read after, not racing it).
      await tabs.locator('a[aria-current="page"]', { hasText: name }).waitFor(STEP);
      assert.equal(await current.textContent(), name);
      await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor(STEP);
      await page.waitForLoadState('networkidle');
      await checkPage(page, `desktop-${name.toLowerCase()}`, pageErrors);
    }

    // The billing tab's estimate is the card's next payment, to the penny and the day; with no
    // payment to come the tab has no estimate above £0.00 either.
    const policyId = /\/policy\/([^/]+)$/.exec(policyUrl)?.[1];
    const policyRequests = [];
    const countPolicyRequest = (request) => {
      if (new URL(request.url()).pathname === `/api/policies/${policyId}`)
        policyRequests.push(request.url());
    };
    page.on('request', countPolicyRequest);
    await page.goto(`${policyUrl}/billing`);
    await page.getByRole('heading', { name: 'Payment methods' }).waitFor(STEP);
    await page.waitForLoadState('networkidle');
    page.off('request', countPolicyRequest);
    // One page load, one policy request: the billing tab takes the policy the page frame loaded.
    assert.equal(policyRequests.length, 1, `policy requests: ${policyRequests.join(', ')}`);
    const estimate = page.getByRole('region', { name: 'Next statement (estimate)' });
    const estimateText = (await estimate.count())
      ? ((await estimate.textContent()) ?? '').replace(/\s+/g, ' ')
      : '';
    if (nextPayment) {
      assert.ok(estimateText.includes(`Estimated amount${nextPayment[1]}`), estimateText);
      assert.ok(estimateText.includes(`Payment due${nextPayment[2]}`), estimateText);
    } else {
      assert.ok(!/Estimated amount£(?!0\.00)/.test(estimateText), `no payment: ${estimateText}`);
    }
    await checkPage(page, 'desktop-billing-direct', pageErrors);

    // The old address (emails link to it) and an unknown sub-path go to the page's own tabs (the
    // management, cancel and uploads sub-routes are pages of their own now).
    await page.goto(`${suite.platform.url}/policy/${policyId}/billing`);
    await page.waitForURL(/\/flex\/policy\/[^/]+\/billing$/, STEP);
    await page.goto(`${policyUrl}/no-such-page/here`);
    await page.waitForURL(/\/flex\/policy\/[^/]+\/details$/, STEP);
  } finally {
    await context.close();
  }
});

test('on a phone, the tabs are a labelled dropdown and the details and billing fit 390px', {
  timeout: 180_000,
}, async () => {
  const { policyNumber } = demoCustomer();
  const { context, page, pageErrors } = await newPage(suite.browser, PHONE);
  try {
    await signInAtHome(page, 'phone', pageErrors);
    const card = cardOf(page, policyNumber);
    await card.getByRole('link', { name: `Manage ${policyNumber}` }).click(STEP);
    await page.waitForURL(/\/flex\/policy\/[^/]+\/details$/, STEP);
    await page.getByRole('region', { name: 'Your details' }).waitFor(STEP);
    assert.equal(await page.getByRole('navigation', { name: 'Policy sections' }).count(), 0);
    const dropdown = page.getByRole('combobox', { name: 'Policy sections' });
    assert.equal(await dropdown.inputValue(), 'details');
    await assertNoSidewaysScroll(page, 'details');
    await checkPage(page, 'phone-details', pageErrors);
    await dropdown.selectOption({ label: 'Billing' });
    await page.waitForURL(/\/flex\/policy\/[^/]+\/billing$/, STEP);
    await page.getByRole('heading', { level: 2, name: 'Payment methods' }).waitFor(STEP);
    assert.equal(await dropdown.inputValue(), 'billing');
    await assertNoSidewaysScroll(page, 'billing');
    await checkPage(page, 'phone-billing', pageErrors);
  } finally {
    await context.close();
  }
});

test('a visitor opening a policy’s address is offered sign-in', { timeout: 60_000 }, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, DESKTOP);
  try {
    await page.goto(`${suite.platform.url}/flex/policy/P-ANY/details`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to see your policy' }).waitFor(STEP);
    await checkPage(page, 'visitor-sign-in-offer', pageErrors);
  } finally {
    await context.close();
  }
});

test('an agent acting for the customer sees the same policy page in the console', {
  timeout: 180_000,
}, async () => {
  const { userId, policyNumber } = demoCustomer();
  const { context, page, pageErrors } = await newPage(suite.browser, DESKTOP);
  try {
    await page.goto(`${suite.platform.url}/admin/`);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click(STEP);
    await signInWithEmailCode(page, {
      platformUrl: suite.platform.url,
      email: AGENT,
      name: 'agent',
      pageErrors,
    });
    await page.getByRole('heading', { level: 1, name: 'Find a customer' }).waitFor(STEP);
    await page
      .getByRole('link', { name: 'Know the customer’s user id? Act for them by id' })
      .click();
    await page.getByLabel('Customer’s user id').fill(userId);
    await page.getByRole('button', { name: 'Act as this customer' }).click();
    const bar = page.getByRole('region', { name: 'Admin view' });
    await bar.getByText(ACTING_FOR).waitFor(STEP);
    const card = cardOf(page, policyNumber);
    await card.getByRole('link', { name: `Manage ${policyNumber}` }).click(STEP);
    await page.waitForURL(/\/admin\/flex\/policy\/[^/]+\/details$/, STEP);
    await page.getByText(`Policy number ${policyNumber}`, { exact: true }).waitFor(STEP);
    await page.getByRole('region', { name: 'Their details' }).waitFor(STEP);
    await bar.getByText(ACTING_FOR).waitFor(STEP);
    await checkPage(page, 'agent-details', pageErrors);
    await page
      .getByRole('navigation', { name: 'Policy sections' })
      .getByRole('link', { name: 'Billing', exact: true })
      .click();
    await page.waitForURL(/\/admin\/flex\/policy\/[^/]+\/billing$/, STEP);
    await page.getByRole('heading', { level: 2, name: 'Payment methods' }).waitFor(STEP);
    await checkPage(page, 'agent-billing', pageErrors);
  } finally {
    await context.close();
  }
});
