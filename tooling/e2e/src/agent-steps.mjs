// The admin console's first steps the agent end-to-end files share: the demo agent signs in at
// /admin/ with an emailed code and acts for a customer by their user id (ADR 0007), with the Admin
// view bar naming whom they act for on every page after.
import { checkPage } from './browser.mjs';
import { signInWithEmailCode } from './sign-in.mjs';
import { STEP } from './suite.mjs';

/** The demo agent (apps/platform-api/src/demo). */
export const AGENT = 'agent@brand.example';

/**
 * Signs the demo agent in to the console and acts for `customerId`; checks the impersonation page
 * (`name-impersonate`). Answers the Admin view bar, which names the customer from then on.
 */
export async function actForCustomer(page, pageErrors, { url, customerId, name }) {
  await page.goto(`${url}/admin/`);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click(STEP);
  await signInWithEmailCode(page, { platformUrl: url, email: AGENT, name, pageErrors });
  await page.getByRole('heading', { level: 1, name: 'Act as a customer' }).waitFor(STEP);
  await checkPage(page, `${name}-impersonate`, pageErrors);
  await page.getByLabel('Customer’s user id').fill(customerId);
  await page.getByRole('button', { name: 'Act as this customer' }).click();
  const bar = page.getByRole('region', { name: 'Admin view' });
  await bar.getByText(`Acting as ${customerId}`).waitFor(STEP);
  return bar;
}
