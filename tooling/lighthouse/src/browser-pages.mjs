// The two pages that need someone's session, prepared in the debugging Chromium before Lighthouse
// measures them: a visitor's flex quote with a price (answered through the disclosure as the e2e
// journeys do) and the demo customer's policy page, signed in on the platform's own sign-in.
import { checkPage, newPage } from '@brand/e2e/src/browser.mjs';
import { demoCustomer } from '@brand/e2e/src/demo-data.mjs';
import { answerSections, at } from '@brand/e2e/src/journey-steps.mjs';
import { signInWithEmailCode, waitForVisitorMerged } from '@brand/e2e/src/sign-in.mjs';
import { STEP } from '@brand/e2e/src/suite.mjs';
import { chromium } from 'playwright-core';
import { addAxe } from '../../scripts/axe.mjs';

/** Where the portal keeps a visitor's session (app-shell's ANONYMOUS_TOKEN_KEY). */
const VISITOR_TOKEN_KEY = 'brand.anonymousToken';
/** The flex quote's heading: the page the journey shows after the last disclosure section. */
const FLEX_QUOTE = /Your monthly price/;
/** Phone-sized, like Lighthouse's mobile run: the pages are answered as a phone shows them. */
const PHONE = { width: 390, height: 844 };

/**
 * A new visitor's flex quote with a price, answered in a context of its own: its address, the
 * tab's session storage that holds the visitor's session (lighthouse-in-tab.mjs writes it into the
 * measured tab) and the API read that shows the quote (landed-on.mjs).
 */
async function visitorQuote(browser, platformUrl) {
  const { context, page, pageErrors } = await newPage(browser, PHONE);
  try {
    await answerSections(page, pageErrors, {
      url: platformUrl,
      entry: '/flex',
      quoteHeading: FLEX_QUOTE,
      visitor: { name: 'lighthouse-visitor', email: 'lighthouse.visitor@example.com' },
    });
    await at(page, FLEX_QUOTE, 'lighthouse-visitor-quote', pageErrors);
    const token = await page.evaluate((key) => sessionStorage.getItem(key), VISITOR_TOKEN_KEY);
    if (!token) throw new Error(`the visitor's quote at ${page.url()} holds no session`);
    const code = /\/proposal\/(P[0-9A-F]+)/.exec(page.url())?.[1];
    if (!code) throw new Error(`no proposal code in the quote's address ${page.url()}`);
    return {
      url: page.url(),
      sessionStorage: { [VISITOR_TOKEN_KEY]: token },
      read: `/api/proposals/${code}`,
    };
  } finally {
    await context.close();
  }
}

/**
 * Signs the demo customer in, in the profile's own context (the one a tab Lighthouse opens shares:
 * the sign-in's tokens are its local storage), and opens their policy from home's card: the
 * details tab's address and the API read that shows the policy.
 */
async function customerPolicyPage(browser, platform) {
  const { email, policyNumber } = demoCustomer(platform.log());
  const [context] = browser.contexts();
  // axe for the sign-in's checks; it leaves with this connection, before Lighthouse measures.
  await addAxe(context);
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    await page.goto(`${platform.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor(STEP);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await signInWithEmailCode(page, {
      platformUrl: platform.url,
      email,
      name: 'lighthouse-customer',
      pageErrors,
    });
    await page.waitForURL(`${platform.url}/`, STEP);
    await waitForVisitorMerged(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: `Manage ${policyNumber}` })
      .click(STEP);
    await page.waitForURL(/\/policy\/[^/]+\/details$/, STEP);
    await page.getByText(`Policy number ${policyNumber}`, { exact: true }).waitFor(STEP);
    await checkPage(page, 'lighthouse-customer-policy', pageErrors);
    const policyId = /\/policy\/([^/]+)\/details$/.exec(new URL(page.url()).pathname)[1];
    return { url: page.url(), read: `/api/policies/${policyId}` };
  } finally {
    await page.close();
  }
}

/**
 * Prepares both pages in the Chromium listening on `port`; answers `{ visitor, customer }`, each
 * `{ url, read, sessionStorage? }` or `{ error }` (a page that could not be prepared is not
 * measured).
 * Playwright disconnects before it answers, so nothing of its own (axe) is in a measured tab.
 */
export async function prepareBrowserPages(port, platform) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const prepared = {};
  try {
    prepared.visitor = await visitorQuote(browser, platform.url).catch((error) => ({ error }));
    prepared.customer = await customerPolicyPage(browser, platform).catch((error) => ({ error }));
  } finally {
    // Over CDP this disconnects: the browser and its default context (the sign-in) stay.
    await browser.close();
  }
  return prepared;
}
