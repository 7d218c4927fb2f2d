// End-to-end: an agent finds the caller without knowing any id (issue 19, "Find and know the
// customer"), on the real platform in Debian's Chromium. The demo agent signs in at /admin/, which
// opens on the customer search; the demo customer is found by their car's registration and by a
// misspelt surname, answered as the agent types; the record shows the facts to check the caller
// against, as the platform's record call states them (name, date of birth, postcode, email,
// phone, the policy and its account's balance to the penny); acting for them puts those facts in
// the Admin view bar. At 1280 and 390 px; every page passes axe; screenshots go to
// ../screenshots/agent-console. At 1280 px the agent also changes the customer's payment day
// from the billing tab, and the platform's account has the new day.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiGet, gbp } from './adjustment-steps.mjs';
import { ACTING_FOR, AGENT } from './agent-steps.mjs';
import { checkPage, newPage } from './browser.mjs';
import { signedInAccessToken, signInWithEmailCode } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

/** The customer's accounts as the console reads them: the agent's token, acting for `userId`. */
async function accountsFor(url, page, userId) {
  const response = await fetch(`${url}/api/customerAccounts`, {
    headers: {
      authorization: `Bearer ${await signedInAccessToken(page)}`,
      'x-impersonate-user': userId,
    },
  });
  assert.equal(response.status, 200, `GET /api/customerAccounts answers ${response.status}`);
  return response.json();
}
const DEMO_REGISTRATION = 'MN22 ELC';

for (const [size, viewport] of [
  ['1280', { width: 1280, height: 900 }],
  ['390', { width: 390, height: 844 }],
]) {
  test(`an agent finds the demo customer by registration and by a misspelt surname, checks who is calling and acts for them (${size} px)`, {
    timeout: 180_000,
  }, async () => {
    const { url } = suite.platform;
    const { context, page, pageErrors } = await newPage(suite.browser, viewport);
    try {
      await page.goto(`${url}/admin/`);
      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click(STEP);
      await signInWithEmailCode(page, {
        platformUrl: url,
        email: AGENT,
        name: `search-${size}`,
        pageErrors,
      });
      await page.getByRole('heading', { level: 1, name: 'Find a customer' }).waitFor(STEP);
      await checkPage(page, `${size}-search`, pageErrors);

      // By registration, typed as a caller reads it out (lower case, no space).
      const field = page.getByRole('textbox', { name: 'Search customers' });
      await field.pressSequentially('mn22elc');
      const results = page.getByRole('list', { name: /customers? found$/ });
      await results.waitFor(STEP).catch(async () => {
        await checkPage(page, `${size}-search-no-results`, pageErrors).catch(() => {});
        assert.fail(`no results; the page says: ${await page.getByRole('main').textContent()}`);
      });
      const byRegistration = results.getByRole('listitem').filter({ hasText: DEMO_REGISTRATION });
      await byRegistration.getByText('Matched on registration').waitFor(STEP);
      await checkPage(page, `${size}-search-registration`, pageErrors);
      const name = ((await byRegistration.getByRole('heading').textContent()) ?? '').trim();
      const surname = name.split(' ').at(-1) ?? '';
      assert.ok(surname.length >= 4, `the demo customer has a surname: "${name}"`);

      // By the surname with two letters swapped, as an agent mistypes it.
      const misspelt = `${surname.slice(0, 2)}${surname[3]}${surname[2]}${surname.slice(4)}`;
      assert.notEqual(misspelt.toLowerCase(), surname.toLowerCase());
      await field.fill(misspelt);
      await page
        .getByRole('status')
        .filter({ hasText: /customers? found$/ })
        .waitFor(STEP);
      const bySurname = results.getByRole('listitem').filter({ hasText: DEMO_REGISTRATION });
      await bySurname.getByText('Matched on name').waitFor(STEP);
      await checkPage(page, `${size}-search-misspelt`, pageErrors);

      // The record: what the platform's record call states, on the page.
      await bySurname.getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor(STEP);
      const userId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
      const token = await signedInAccessToken(page);
      const record = await apiGet(url, `/agent/customers/${encodeURIComponent(userId)}`, token);
      const identity = page.getByRole('region', { name: 'Check who is calling' });
      for (const fact of [record.postcode, record.email, record.phone].filter(Boolean)) {
        await identity.getByText(fact, { exact: true }).waitFor(STEP);
      }
      const [year, month, day] = record.dateOfBirth.split('-').map(Number);
      const born = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      await identity.getByText(born, { exact: true }).waitFor(STEP);
      const policies = page.getByRole('table', { name: 'Policies' });
      for (const policy of record.policies) {
        await policies.getByText(policy.policyNumber, { exact: true }).waitFor(STEP);
      }
      const accounts = page.getByRole('table', { name: 'Accounts' });
      for (const account of record.accounts) {
        const row = accounts.getByRole('row').filter({ hasText: account.accountCode });
        await row.getByText(gbp(account.accountBalance), { exact: true }).first().waitFor(STEP);
      }
      await checkPage(page, `${size}-record`, pageErrors);

      await page.getByRole('button', { name: `Act for ${name}` }).click();
      const bar = page.getByRole('region', { name: 'Admin view' });
      await bar.getByText(ACTING_FOR).waitFor(STEP);
      const said = ((await bar.getByText(ACTING_FOR).textContent()) ?? '').trim();
      assert.equal(said, `Acting for ${name}, born ${born}, postcode ${record.postcode}`);
      await page.getByRole('region', { name: 'Their policies' }).waitFor(STEP);
      await checkPage(page, `${size}-acting`, pageErrors);

      if (size === '1280') {
        // The agent changes the payment day of the customer's active account, from the billing tab.
        const account = record.accounts.find((one) => one.status === 'ACTIVE');
        assert.ok(account, `an active account: ${JSON.stringify(record.accounts)}`);
        const policy = record.policies.find((one) => one.policyNumber === account.policyNumber);
        const scheme = policy.schemeCode === 'BRAND-FLEX' ? 'flex' : 'driveaway';
        await page.goto(`${url}/admin/${scheme}/policy/${policy.policyId}/billing`);
        const facts = page.getByRole('region', { name: 'Their account' });
        await facts.getByRole('button', { name: 'Change payment day' }).click(STEP);
        const before = (await accountsFor(url, page, userId)).find(
          (one) => one.accountId === account.accountId,
        );
        const wanted = before?.paymentDay === 15 ? 16 : 15;
        await facts.getByRole('combobox', { name: /New payment day/ }).selectOption(String(wanted));
        await checkPage(page, `${size}-payment-day`, pageErrors);
        await facts.getByRole('button', { name: 'Save payment day' }).click();
        await facts
          .getByText(`The payment day is now the ${wanted}th of each month.`)
          .waitFor(STEP);
        const saved = (await accountsFor(url, page, userId)).find(
          (one) => one.accountId === account.accountId,
        );
        assert.equal(saved?.paymentDay, wanted, 'the account’s payment day, as saved');
        await checkPage(page, `${size}-payment-day-saved`, pageErrors);
      }

      // Stopping goes back to the search, acting for nobody.
      await bar.getByRole('button', { name: 'Stop acting as this customer' }).click();
      await page.getByRole('heading', { level: 1, name: 'Find a customer' }).waitFor(STEP);
      assert.equal(await bar.count(), 0);
    } finally {
      await context.close();
    }
  });
}
