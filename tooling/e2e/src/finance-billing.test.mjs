// End-to-end: the finance role's billing view of a customer across their accounts (issue 19,
// spec 002 §5 "impersonate-billing"), on the real platform in Debian's Chromium. The demo finance
// user (roles admin and finance) finds the demo customer, opens the billing view from their
// record, and every figure on it (each account's balance and outstanding amount, each statement's
// charges, amount outstanding, due date and status, each payment method) is the platform's
// GET /api/agent/customers/{id}/billing answer to the penny, read with the page's own token. The
// demo agent (no finance role) is offered no link, and the view's address gives them the finance
// role page, not an error. Every page passes axe at 1280 and 390 px, and at 390 px the page does
// not scroll sideways; screenshots go to ../screenshots/finance-billing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiGet, gbp, longDay } from './adjustment-steps.mjs';
import { AGENT, checkBothWidths, NARROW, openDemoRecord, WIDE } from './agent-steps.mjs';
import { newPage } from './browser.mjs';
import { signedInAccessToken } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();
const FINANCE = 'finance@brand.example';
const LINK = 'See their billing across all accounts';
const ROLE_PAGE = 'You need the finance role to see this';

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
    assert.ok(billing.accounts.length > 0, 'the demo customer has an account');
    assert.ok(
      billing.accounts.some((account) => account.statements.length > 0),
      'and a statement, so the figures are checked',
    );
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
