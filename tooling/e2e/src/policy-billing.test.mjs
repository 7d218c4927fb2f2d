// End-to-end: the billing tab's gaps (issue 17 "Billing tab gaps") on the real platform in Debian's
// Chromium. The demo customer opens the billing tab, sees the chart of the last 12 months'
// payments, adds or replaces their card on the sandbox's card setup page (the card field's way
// beside it is card-entry.test.mjs) and sets up or replaces a
// Direct Debit on the sandbox's direct-debit page, each coming back to the tab; the tab passes axe
// at 1280, 390 and 320 px, and at 320 px nothing scrolls sideways (the statements stack). Screenshots
// go to ../screenshots/policy-billing.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractText } from 'unpdf';
import { checkPage, newPage } from './browser.mjs';
import { BANK_ACCOUNT, CARDS, payByCard, reloadUntil } from './payment-steps.mjs';
import { signInWithEmailCode } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const CUSTOMER = 'jane.customer@brand.example';
const DESKTOP = { width: 1280, height: 900 };

const suite = useSuite();

/** Signs the demo customer in from home's Sign in button and waits for home again. */
async function signInAtHome(page, pageErrors) {
  await page.goto(`${suite.platform.url}/`);
  await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor(STEP);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await signInWithEmailCode(page, {
    platformUrl: suite.platform.url,
    email: CUSTOMER,
    name: 'billing',
    pageErrors,
  });
  await page.waitForURL(`${suite.platform.url}/`, STEP);
}

/** The demo policy's billing tab, from its home card's billing link, loaded. */
async function openBillingTab(page) {
  await page
    .getByRole('main')
    .getByRole('link', { name: /Billing/ })
    .first()
    .click();
  await page.waitForURL(/\/flex\/policy\/[^/]+\/billing$/, STEP);
  await page.getByRole('heading', { level: 2, name: 'Payment methods' }).waitFor(STEP);
}

/** What scrolls sideways: the page's width beyond the viewport, in CSS pixels. */
const sidewaysOverflow = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the demo customer replaces the card and sets up a Direct Debit from the billing tab, sees the chart, and the tab reflows to 320 px', {
  timeout: 300_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, DESKTOP);
  try {
    await signInAtHome(page, pageErrors);
    await openBillingTab(page);
    const methods = page.getByRole('region', { name: 'Payment methods' });

    // The chart of the last 12 months: the demo's first year is free (the electric promotion), so
    // one sentence says nothing was paid, with no empty drawing or table of zeros (the drawing is
    // checked with a deposit in payments.test.mjs).
    const chart = page.getByRole('figure', { name: 'Your payments in the last 12 months' });
    await chart.getByText('You have made no payments in the last 12 months.').waitFor(STEP);
    assert.equal(await chart.getByRole('img').count(), 0, 'no drawing of nothing');
    assert.equal(await chart.getByRole('table').count(), 0, 'no table of zeros');
    await checkPage(page, '1280-billing', pageErrors);

    // The latest statement as a PDF: its button asks for a signed link and opens it in a new tab;
    // the PDF states the statement's number and the tab's amount outstanding, to the penny.
    const latest = page.getByRole('region', { name: 'Latest statement' });
    const card = latest.getByRole('article');
    const cardText = ((await card.textContent()) ?? '').replace(/\s+/g, ' ');
    const shownNumber = /Statement (\d+)/.exec(cardText)?.[1];
    const outstanding = /Amount outstanding\s*(-?£[\d,]+\.\d\d)/.exec(cardText)?.[1];
    assert.ok(shownNumber && outstanding, `the latest statement's number and amount (${cardText})`);
    const statementFile = context.waitForEvent('request', {
      predicate: (request) => request.url().includes('/api/billing/statements/files/'),
      timeout: STEP.timeout,
    });
    await card
      .getByRole('button', {
        name: `Download PDF of statement ${shownNumber} (opens in a new tab)`,
      })
      .click();
    const statementUrl = (await statementFile).url();
    const fileName = decodeURIComponent(new URL(statementUrl).pathname.split('/').pop());
    assert.match(fileName, new RegExp(`^[A-Z0-9-]+-statement-${shownNumber}\\.pdf$`));
    const statementPdf = await context.request.get(statementUrl);
    assert.equal(statementPdf.status(), 200);
    assert.equal(statementPdf.headers()['content-type'], 'application/pdf');
    assert.equal(statementPdf.headers()['content-disposition'], `inline; filename="${fileName}"`);
    const { text: statementText } = await extractText(new Uint8Array(await statementPdf.body()), {
      mergePages: true,
    });
    const statementWords = statementText.replace(/\s+/g, ' ');
    assert.ok(statementWords.includes(`Statement ${shownNumber}`), 'the statement number');
    assert.ok(
      statementWords.includes(`Amount outstanding ${outstanding}`),
      `the amount outstanding ${outstanding} (${statementWords})`,
    );
    for (const popup of context.pages().filter((other) => other !== page)) await popup.close();

    // Add or replace the card: the sandbox's setup page, then back to the tab with the new card.
    await methods.getByRole('button', { name: /^(Add a card|Replace your card)$/ }).click();
    // The card field opens first (card-entry.test.mjs); the hosted page stays one press away.
    await methods.getByRole('button', { name: 'Use our secure payment page instead' }).click();
    await page.waitForURL(/\/sandbox\/card\/[^/]+$/, STEP);
    await page.getByRole('heading', { level: 1, name: 'Save a card' }).waitFor(STEP);
    await checkPage(page, '1280-sandbox-card-setup', pageErrors);
    await payByCard(page, CARDS.succeeds, 'Jane Customer');
    await page.waitForURL(/\/policy\/[^/]+\/billing\?status=cardSaved(&|$)/, STEP);
    await page.getByText('Your card has been saved.').waitFor(STEP);
    // The card is kept when the provider's webhook lands: the tab shows it after a reload or two.
    await reloadUntil(page, {
      loaded: page.getByRole('heading', { level: 2, name: 'Payment methods' }),
      condition: async () => (await methods.getByText(/ending 4242, expires/).count()) > 0,
    });
    await methods.getByRole('button', { name: 'Replace your card' }).waitFor(STEP);
    await checkPage(page, '1280-billing-card-saved', pageErrors);

    // Set up or replace the Direct Debit: the sandbox's page, back with redirect_flow_id, which
    // the tab completes into the mandate it then lists.
    await methods
      .getByRole('button', { name: /^(Set up a Direct Debit|Replace your Direct Debit)$/ })
      .click();
    await page.waitForURL(/\/sandbox\/direct-debit\/[^/]+$/, STEP);
    await page.getByRole('heading', { level: 1, name: 'Set up a Direct Debit' }).waitFor(STEP);
    await checkPage(page, '1280-sandbox-direct-debit', pageErrors);
    await page.getByLabel('Name of account holder').fill('Jane Customer');
    await page.getByLabel('Sort code').fill(BANK_ACCOUNT.sortCode);
    await page.getByLabel('Account number').fill(BANK_ACCOUNT.accountNumber);
    await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
    await page.waitForURL(/\/policy\/[^/]+\/billing\?.*redirect_flow_id=/, STEP);
    await page
      .getByText('Your Direct Debit is set up. We will use it for your next payment.')
      .waitFor(STEP);
    await methods
      .getByText(/Direct Debit from BARCLAYS BANK PLC, account ending \d+/)
      .first()
      .waitFor(STEP);
    await methods.getByRole('button', { name: 'Replace your Direct Debit' }).waitFor(STEP);
    // A reload completes the same flow again: the platform answers the same mandate, no second.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Payment methods' }).waitFor(STEP);
    await methods
      .getByText(/Direct Debit from BARCLAYS/)
      .first()
      .waitFor(STEP);
    assert.equal(
      await methods.getByText(/Direct Debit from BARCLAYS/).count(),
      1,
      'one mandate however often the return page loads',
    );
    // The mandate is this account's and its payments move to it, though the card stays listed.
    const mandateItem = methods
      .getByRole('listitem')
      .filter({ hasText: /Direct Debit from BARCLAYS/ });
    await mandateItem.getByText('Used for your payments', { exact: true }).waitFor(STEP);
    assert.equal(
      await methods.getByText('Used for your payments', { exact: true }).count(),
      1,
      'one method is used for the payments: the new Direct Debit',
    );
    await checkPage(page, '1280-billing-direct-debit', pageErrors);

    // A phone: 390 px, then 320 px, where nothing scrolls sideways and the statements stack.
    await page.setViewportSize({ width: 390, height: 844 });
    await checkPage(page, '390-billing', pageErrors);
    assert.equal(await sidewaysOverflow(page), 0, 'nothing scrolls sideways at 390 px');
    await page.setViewportSize({ width: 320, height: 720 });
    await checkPage(page, '320-billing', pageErrors);
    assert.equal(await sidewaysOverflow(page), 0, 'nothing scrolls sideways at 320 px');
    const tables = page.getByRole('table', { name: /^Items on statement \d+$/ });
    assert.ok((await tables.count()) > 0, 'the latest statement lists its items');
    const stacked = await tables
      .first()
      .evaluate((table) =>
        [...table.querySelectorAll('tbody tr')].every(
          (row) => getComputedStyle(row).display === 'grid',
        ),
      );
    assert.equal(stacked, true, 'each statement row stacks at 320 px');
  } finally {
    await context.close();
  }
});
