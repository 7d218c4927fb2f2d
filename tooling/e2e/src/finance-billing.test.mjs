// End-to-end: the finance role's billing view of a customer across their accounts (issue 19,
// spec 002 §5 "impersonate-billing"), on the real platform in Debian's Chromium. The demo finance
// user (roles admin and finance) finds the demo customer (whose cover is free for a year) and a
// customer who has just bought flex by card, opens the billing view from each one's record, and
// every figure on it (each account's balance and outstanding amount, each statement's charges,
// amount outstanding, due date and status, each payment method) is the platform's
// GET /api/agent/customers/{id}/billing answer to the penny, read with the page's own token. The
// demo agent (no finance role) is offered no link, and the view's address gives them the finance
// role page, not an error. Every page passes axe at 1280 and 390 px, and at 390 px the page does
// not scroll sideways; screenshots go to ../screenshots/finance-billing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiGet, gbp, longDay } from './adjustment-steps.mjs';
import {
  AGENT,
  checkBothWidths,
  NARROW,
  openDemoRecord,
  openFoundRecord,
  WIDE,
} from './agent-steps.mjs';
import { newPage } from './browser.mjs';
import { startToday } from './journey-steps.mjs';
import { buyFlexByCardAndSignIn } from './payment-steps.mjs';
import { signedInAccessToken, signedInUserId } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();
const FINANCE = 'finance@brand.example';
const LINK = 'See their billing across all accounts';
const ROLE_PAGE = 'You need the finance role to see this';
/** A customer who buys flex by card: an account with a premium, a payment and a card on it. */
const PAYER = { name: 'finance-payer', email: 'fay.payer@example.com' };

/** An account's balance in the billing tab's words. */
function balanceText(pence) {
  if (pence < 0) return `${gbp(-pence)} in credit`;
  if (pence === 0) return `${gbp(0)}, nothing to pay`;
  return `${gbp(pence)} to pay`;
}

/** The description of the term `term` in a definition list inside `scope`. */
function described(scope, term) {
  return scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

/** How far the page scrolls sideways (0 when it reflows). */
function sidewaysScroll(page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Opens the billing view from the record and answers the platform's billing of `customerId`. */
async function openBillingView(page, url, customerId) {
  await page.getByRole('link', { name: LINK }).click();
  await page.getByRole('heading', { level: 1, name: /’s billing$/ }).waitFor(STEP);
  assert.equal(
    new URL(page.url()).pathname,
    `/admin/customers/${encodeURIComponent(customerId)}/billing`,
  );
  const billing = await apiGet(
    url,
    `/agent/customers/${encodeURIComponent(customerId)}/billing`,
    await signedInAccessToken(page),
  );
  assert.ok(billing.accounts.length > 0, 'the customer has an account');
  assert.ok(
    billing.accounts.some((account) => account.statements.length > 0),
    'and a statement, so the figures are checked',
  );
  return billing;
}

async function expectAccountAsAnswered(page, account) {
  const region = page.getByRole('region', {
    name: `Account ${account.accountCode}, policy ${account.policyNumber}`,
  });
  await region.waitFor(STEP);
  assert.equal(
    (await described(region, 'Account balance').textContent())?.trim(),
    balanceText(account.accountBalance),
  );
  assert.equal(
    (await described(region, /^Outstanding$/).textContent())?.trim(),
    gbp(account.outstandingAmount),
  );

  const methods = region.getByRole('list').getByRole('listitem');
  assert.equal(await methods.count(), account.paymentMethods.length, 'one line per method');
  for (const [index, method] of account.paymentMethods.entries()) {
    const text = await methods.nth(index).textContent();
    const ending = method.type === 'CARD' ? method.cardLast4 : method.accountNumberEnding;
    assert.ok(text?.includes(`ending ${ending}`), `method ${index} names its ending: ${text}`);
  }

  const table = region.getByRole('table', {
    name: `Statements on account ${account.accountCode}, newest first`,
  });
  const rows = table.locator('tbody tr');
  assert.equal(await rows.count(), account.statements.length, 'one row per statement');
  for (const [index, statement] of account.statements.entries()) {
    const row = rows.nth(index);
    assert.equal(
      (await row.getByRole('rowheader').textContent())?.trim(),
      `Statement ${statement.statementNumber + 1}`,
    );
    const figure = async (field) =>
      (
        await row.locator(`td[data-field="${field}"] > span:not([data-label])`).textContent()
      )?.trim();
    assert.equal(await figure('charges'), gbp(statement.subtotalBalance), 'charges');
    assert.equal(await figure('outstanding'), gbp(statement.amountOutstanding), 'outstanding');
    assert.ok(
      (await row.textContent())?.includes(longDay(statement.paymentDueAt)),
      'the due date, as a UK date',
    );
    assert.equal(
      await row.locator('[data-status]').last().getAttribute('data-status'),
      statement.status,
    );
  }
}

test('a finance user sees the billing view of the demo customer’s accounts, to the penny; an agent without the role is told so', {
  timeout: 240_000,
}, async () => {
  const { url } = suite.platform;
  const { context, page, pageErrors } = await newPage(suite.browser, WIDE);
  let customerId;
  try {
    customerId = await openDemoRecord(page, pageErrors, url, FINANCE, 'finance');
    // The demo customer's cover is free for a year (a promotion): every figure is £0.00.
    const billing = await openBillingView(page, url, customerId);
    for (const account of billing.accounts) await expectAccountAsAnswered(page, account);
    await checkBothWidths(page, 'billing', pageErrors);

    await page.setViewportSize(NARROW);
    assert.equal(await sidewaysScroll(page), 0, 'the view reflows at 390 px');
    // Stacked, each figure still reads as the platform's.
    for (const account of billing.accounts) await expectAccountAsAnswered(page, account);
    await page.setViewportSize(WIDE);
  } finally {
    await context.close();
  }

  const agent = await newPage(suite.browser, WIDE);
  try {
    assert.equal(
      await openDemoRecord(agent.page, agent.pageErrors, url, AGENT, 'agent'),
      customerId,
    );
    assert.equal(await agent.page.getByRole('link', { name: LINK }).count(), 0, 'no link');
    await agent.page.goto(`${url}/admin/customers/${encodeURIComponent(customerId)}/billing`);
    await agent.page.getByRole('heading', { level: 1, name: ROLE_PAGE }).waitFor(STEP);
    await checkBothWidths(agent.page, 'role-missing', agent.pageErrors);
    await agent.page.getByRole('link', { name: 'Back to the customer’s record' }).click();
    await agent.page.getByRole('heading', { level: 2, name: 'Check who is calling' }).waitFor(STEP);
  } finally {
    await agent.context.close();
  }
});

test('a finance user sees the billing of a customer who paid by card, every figure to the penny', {
  timeout: 300_000,
}, async () => {
  const { url } = suite.platform;
  const customer = await newPage(suite.browser, WIDE);
  let customerId;
  try {
    await buyFlexByCardAndSignIn(customer.page, customer.pageErrors, {
      url,
      visitor: PAYER,
      overrides: { 'Start date': startToday },
    });
    customerId = await signedInUserId(customer.page);
    assert.ok(customerId, "the SDK's cache names the signed-in customer");
  } finally {
    await customer.context.close();
  }

  const { context, page, pageErrors } = await newPage(suite.browser, WIDE);
  try {
    assert.equal(
      await openFoundRecord(page, pageErrors, {
        url,
        email: FINANCE,
        name: 'finance-payer-search',
        query: PAYER.email,
        match: PAYER.email,
      }),
      customerId,
    );
    const billing = await openBillingView(page, url, customerId);
    const charged = billing.accounts.flatMap((account) =>
      account.statements.filter((statement) => statement.subtotalBalance !== 0),
    );
    assert.ok(charged.length > 0, 'a statement with a premium on it');
    assert.ok(
      billing.accounts.some((account) => account.paymentMethods.length > 0),
      'the card they paid with',
    );
    for (const account of billing.accounts) await expectAccountAsAnswered(page, account);
    await checkBothWidths(page, 'payer-billing', pageErrors);
    await page.setViewportSize(NARROW);
    assert.equal(await sidewaysScroll(page), 0, 'the view reflows at 390 px');
    for (const account of billing.accounts) await expectAccountAsAnswered(page, account);
  } finally {
    await context.close();
  }
});
