// End-to-end: the supervisor's audit log (issue 19, "Every agent capability of the spec"), on the
// real platform in Debian's Chromium. The demo agent opens the demo customer's record (an audited
// view); the demo supervisor (access:audit-log) finds the log from the console's home, opens it
// filtered by that customer from the customer's record, sees the agent's view there as the
// platform's GET /api/agent/audit states it, narrows it to the agent, and is told plainly when a
// date is not one. Every page passes axe at 1280 and 390 px; screenshots go to
// ../screenshots/agent-capabilities. A customer's Unauthorised page on /admin/ is proved by
// sign-in.test.mjs ("a customer, who lacks access:impersonate, sees the Unauthorised page").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiGet } from './adjustment-steps.mjs';
import { AGENT, checkBothWidths, openDemoRecord, WIDE } from './agent-steps.mjs';
import { newPage } from './browser.mjs';
import { signedInAccessToken } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();
const SUPERVISOR = 'supervisor@brand.example';
test('a supervisor reads what the agent did for the demo customer in the audit log, by customer and by agent', {
  timeout: 240_000,
}, async () => {
  const { url } = suite.platform;
  const agent = await newPage(suite.browser, WIDE);
  let customerId;
  try {
    customerId = await openDemoRecord(agent.page, agent.pageErrors, url, AGENT, 'audit-agent');
    // An agent holds no access:audit-log: no way to the log is offered.
    await agent.page.goto(`${url}/admin/`);
    await agent.page.getByRole('heading', { level: 1, name: 'Find a customer' }).waitFor(STEP);
    assert.equal(await agent.page.getByRole('link', { name: /audit log/ }).count(), 0);
  } finally {
    await agent.context.close();
  }

  const { context, page, pageErrors } = await newPage(suite.browser, WIDE);
  try {
    assert.equal(
      await openDemoRecord(page, pageErrors, url, SUPERVISOR, 'audit-supervisor'),
      customerId,
    );
    await page
      .getByRole('link', { name: 'See everything agents did for this customer in the audit log' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor(STEP);
    const table = page.getByRole('table', { name: /entries? shown, newest first$/ });
    await table.waitFor(STEP);

    // The table states what the platform's log does, row for row.
    const token = await signedInAccessToken(page);
    const log = await apiGet(
      url,
      `/agent/audit?customerUserId=${encodeURIComponent(customerId)}`,
      token,
    );
    const rows = table.getByRole('row');
    assert.equal((await rows.count()) - 1, log.entries.length, 'one row per entry of the page');
    const agentsView = log.entries.find(
      (entry) => entry.action === 'customer.view' && entry.agentName === 'Alex Agent',
    );
    assert.ok(
      agentsView,
      `the agent's view is in the log: ${JSON.stringify(log.entries.slice(0, 5))}`,
    );
    await table
      .getByRole('row')
      .filter({ hasText: 'Alex Agent' })
      .filter({ hasText: 'customer.view' })
      .first()
      .waitFor(STEP);
    await checkBothWidths(page, 'audit-by-customer', pageErrors);

    // Narrowed to the agent: every row is theirs.
    await table.getByRole('link', { name: 'Alex Agent' }).first().click();
    await page.waitForURL(/\/admin\/audit\?agentUserId=/, STEP);
    const byAgent = page.getByRole('table', { name: /entries? shown, newest first$/ });
    await byAgent.waitFor(STEP);
    const agentCells = await byAgent
      .getByRole('row')
      .evaluateAll((all) =>
        all.slice(1).map((row) => row.querySelectorAll('td')[1]?.textContent?.trim()),
      );
    assert.ok(agentCells.length > 0);
    assert.deepEqual(new Set(agentCells), new Set(['Alex Agent']));
    await checkBothWidths(page, 'audit-by-agent', pageErrors);
    // The form follows the address: the customer filter is gone with the link's.
    assert.equal(await page.getByRole('textbox', { name: 'Customer’s user id' }).inputValue(), '');

    // A date as a caller says it is refused with the sentence, not an error page.
    await page.getByRole('textbox', { name: /From \(first day\)/ }).fill('01/03/2026');
    await page.getByRole('button', { name: 'Show entries' }).click();
    await page
      .getByText('Enter each date as year-month-day, for example 2026-03-01.')
      .waitFor(STEP);
    await checkBothWidths(page, 'audit-bad-date', pageErrors);
  } finally {
    await context.close();
  }
});
