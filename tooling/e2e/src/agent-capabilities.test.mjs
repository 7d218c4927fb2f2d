// End-to-end: the supervisor's audit log (issue 19, "Every agent capability of the spec"), on the
// real platform in Debian's Chromium. The demo agent opens the demo customer's record (an audited
// view), acts for them and stops (an audited end); the demo supervisor (access:audit-log) finds
// the log from the console's home, opens it filtered by that customer from the customer's record,
// sees the agent's view and stop there in words as the platform's GET /api/agent/audit states
// them, narrows it to the agent, filters by the agent's name, the customer's email and today in
// UK day/month/year fields, and is told plainly on its field when a date is not one. Every page
// passes axe at 1280 and 390 px, where the log scrolls nothing sideways; screenshots go to
// ../screenshots/agent-capabilities. A customer's Unauthorised page on /admin/ is proved by
// sign-in.test.mjs ("a customer, who lacks access:impersonate, sees the Unauthorised page").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiGet } from './adjustment-steps.mjs';
import { AGENT, checkBothWidths, NARROW, openDemoRecord, WIDE } from './agent-steps.mjs';
import { newPage } from './browser.mjs';
import { signedInAccessToken } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();
const SUPERVISOR = 'supervisor@brand.example';
/** Both widths' screenshots and axe runs, and at 390 px the log reflowed: nothing scrolls sideways. */
async function checkLog(page, name, pageErrors) {
  await checkBothWidths(page, name, pageErrors);
  await page.setViewportSize(NARROW);
  const overflow = await page.evaluate(() => {
    const widest = Math.max(
      document.documentElement.scrollWidth,
      ...[...document.querySelectorAll('table')].map((table) => table.scrollWidth),
    );
    return widest - document.documentElement.clientWidth;
  });
  await page.setViewportSize(WIDE);
  assert.ok(overflow <= 0, `${name} scrolls sideways at 390 px by ${overflow} px`);
}

test('a supervisor reads what the agent did for the demo customer in the audit log, by customer and by agent', {
  timeout: 240_000,
}, async () => {
  const { url } = suite.platform;
  const agent = await newPage(suite.browser, WIDE);
  let customerId;
  try {
    customerId = await openDemoRecord(agent.page, agent.pageErrors, url, AGENT, 'audit-agent');
    // Acting for the customer and stopping: the stop is written to the log as the agent's.
    await agent.page.getByRole('button', { name: /^Act for / }).click();
    const bar = agent.page.getByRole('region', { name: 'Admin view' });
    await bar.getByRole('button', { name: 'Stop acting as this customer' }).click(STEP);
    await agent.page.getByRole('heading', { level: 1, name: 'Find a customer' }).waitFor(STEP);
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
    assert.ok(
      log.entries.some(
        (entry) => entry.action === 'impersonation.end' && entry.agentName === 'Alex Agent',
      ),
      'the agent’s stop is in the log',
    );
    // Each action in words, not its code.
    for (const said of ['Opened the customer’s record', 'Stopped acting for the customer']) {
      await table
        .getByRole('row')
        .filter({ hasText: 'Alex Agent' })
        .filter({ hasText: said })
        .first()
        .waitFor(STEP);
    }
    assert.equal(await table.getByText('customer.view').count(), 0);
    await checkLog(page, 'audit-by-customer', pageErrors);

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
    await checkLog(page, 'audit-by-agent', pageErrors);
    // The form follows the address: the customer filter is gone with the link's, and the agent
    // filtered by id is named by email in their field.
    assert.equal(await page.getByRole('textbox', { name: /^Customer/ }).inputValue(), '');
    await page.waitForFunction(
      (email) => document.querySelector('#audit-agent')?.value === email,
      AGENT,
      STEP,
    );

    // By the agent's name, the customer's email and today, typed as UK day, month and year.
    const record = await apiGet(url, `/agent/customers/${encodeURIComponent(customerId)}`, token);
    const [day, month, year] = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
    })
      .format(new Date())
      .split('/');
    await page.getByRole('textbox', { name: /^Agent/ }).fill('Alex Agent');
    await page.getByRole('textbox', { name: /^Customer/ }).fill(record.email);
    for (const name of [/From \(first day\)/, /To \(last day\)/]) {
      const group = page.getByRole('group', { name });
      await group.getByRole('textbox', { name: 'Day' }).fill(day);
      await group.getByRole('textbox', { name: 'Month' }).fill(month);
      await group.getByRole('textbox', { name: 'Year' }).fill(year);
    }
    await page.getByRole('button', { name: 'Show entries' }).click();
    const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    await page.waitForURL(
      (address) =>
        address.searchParams.get('agent') === 'Alex Agent' &&
        address.searchParams.get('customer') === record.email &&
        address.searchParams.get('from') === iso &&
        address.searchParams.get('to') === iso,
      STEP,
    );
    const byNames = page.getByRole('table', { name: /entries? shown, newest first$/ });
    await byNames
      .getByRole('row')
      .filter({ hasText: 'Stopped acting for the customer' })
      .first()
      .waitFor(STEP);
    const named = await byNames
      .getByRole('row')
      .evaluateAll((all) =>
        all.slice(1).map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent)),
      );
    assert.ok(named.length > 0);
    assert.deepEqual(new Set(named.map((cells) => cells[1])), new Set(['Alex Agent']));
    assert.equal(new Set(named.map((cells) => cells[2])).size, 1, 'one customer');
    await checkLog(page, 'audit-by-names', pageErrors);

    // A day that does not exist is said on its field, and the log shown stays as it was.
    const shownAt = page.url();
    const from = page.getByRole('group', { name: /From \(first day\)/ });
    await from.getByRole('textbox', { name: 'Day' }).fill('31');
    await from.getByRole('textbox', { name: 'Month' }).fill('2');
    await page.getByRole('button', { name: 'Show entries' }).click();
    await page.getByText('Enter the first day as a real date, for example 1 3 2026').waitFor(STEP);
    assert.equal(page.url(), shownAt);
    await checkLog(page, 'audit-bad-date', pageErrors);
  } finally {
    await context.close();
  }
});
