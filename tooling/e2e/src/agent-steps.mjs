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
