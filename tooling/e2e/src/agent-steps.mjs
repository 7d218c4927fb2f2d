// The admin console's first steps the agent end-to-end files share: the demo agent signs in at
// /admin/ with an emailed code and acts for a customer by their user id (ADR 0007), with the Admin
// view bar naming whom they act for (name, date of birth, postcode) on every page after.
import { checkPage } from './browser.mjs';
import { signInWithEmailCode } from './sign-in.mjs';
import { STEP } from './suite.mjs';

/**
 * A customer page's text as the console shows it to an agent: every "your" reads "their"
 * (@brand/config's inAgentWording; the test states the rule again as its own expectation).
 */
export function asAgentReads(text) {
  return text.replace(/\bYour\b/g, 'Their').replace(/\byour\b/g, 'their');
}

/** What the Admin view bar says while acting for a customer: the facts a caller is checked by. */
export const ACTING_FOR = /^Acting for .+, born .+, postcode .+$/;

/** The demo agent (apps/platform-api/src/demo). */
export const AGENT = 'agent@brand.example';

/**
 * Signs the demo agent in to the console, which opens on the customer search (`name-search`),
 * and acts for `customerId` by their user id from the search's link (`name-impersonate`).
 * Answers the Admin view bar, which names the customer from then on.
 */
export async function actForCustomer(page, pageErrors, { url, customerId, name }) {
  await page.goto(`${url}/admin/`);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click(STEP);
  await signInWithEmailCode(page, { platformUrl: url, email: AGENT, name, pageErrors });
  await page.getByRole('heading', { level: 1, name: 'Find a customer' }).waitFor(STEP);
  await checkPage(page, `${name}-search`, pageErrors);
  await page.getByRole('link', { name: 'Know the customer’s user id? Act for them by id' }).click();
  await page.getByRole('heading', { level: 1, name: 'Act as a customer' }).waitFor(STEP);
  await checkPage(page, `${name}-impersonate`, pageErrors);
  await page.getByLabel('Customer’s user id').fill(customerId);
  await page.getByRole('button', { name: 'Act as this customer' }).click();
  const bar = page.getByRole('region', { name: 'Admin view' });
  await bar.getByText(ACTING_FOR).waitFor(STEP);
  return bar;
}

/** The console's two widths the agent tests check: a desk's screen and a phone's. */
export const WIDE = { width: 1280, height: 900 };
export const NARROW = { width: 390, height: 844 };

/** The demo customer's car, which finds them in the console's search. */
export const DEMO_REGISTRATION = 'MN22 ELC';

/**
 * Signs `email` (demo staff) in to the console and opens the record of the customer the search
 * for `query` finds with `match` in their result; answers the customer's user id.
 */
export async function openFoundRecord(page, pageErrors, { url, email, name, query, match }) {
  await page.goto(`${url}/admin/`);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click(STEP);
  await signInWithEmailCode(page, { platformUrl: url, email, name, pageErrors });
  await page.getByRole('heading', { level: 1, name: 'Find a customer' }).waitFor(STEP);
  await page.getByRole('textbox', { name: 'Search customers' }).pressSequentially(query);
  const found = page
    .getByRole('list', { name: /customers? found$/ })
    .getByRole('listitem')
    .filter({ hasText: match });
  await found.getByRole('link').first().click(STEP);
  await page.getByRole('heading', { level: 2, name: 'Check who is calling' }).waitFor(STEP);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
}

/** Signs `email` in to the console and opens the demo customer's record (by registration). */
export function openDemoRecord(page, pageErrors, url, email, name) {
  return openFoundRecord(page, pageErrors, {
    url,
    email,
    name,
    query: 'mn22elc',
    match: DEMO_REGISTRATION,
  });
}

/** Both widths' screenshots and axe runs of the page as it stands. */
export async function checkBothWidths(page, name, pageErrors) {
  await checkPage(page, `1280-${name}`, pageErrors);
  await page.setViewportSize(NARROW);
  await checkPage(page, `390-${name}`, pageErrors);
  await page.setViewportSize(WIDE);
}
