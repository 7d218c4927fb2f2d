// Signing in on the platform's own sign-in pages with an emailed one-time code, read from the
// local outbox (`GET /outbox/messages.json?to=`, newest first).
import { checkPage } from './browser.mjs';

const CODE = /\b(\d{6})\b/;

async function newestCode(platformUrl, email, after) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(
      `${platformUrl}/outbox/messages.json?to=${encodeURIComponent(email)}`,
    );
    if (!response.ok) throw new Error(`the outbox answered HTTP ${response.status}`);
    const [newest] = await response.json();
    // Only a code sent for this sign-in: an earlier test's email may still be the newest.
    if (newest && Date.parse(newest.createdAt) >= after) {
      const match = CODE.exec(newest.text);
      if (!match) throw new Error(`no 6-digit code in the email: ${newest.text}`);
      return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no sign-in code reached the outbox for ${email}`);
}

/**
 * On the sign-in page (`/auth/interaction/<uid>`): asks for a code for `email`, reads it from the
 * outbox and signs in, checking both steps with axe. Leaves the browser on its way back to the app.
 */
export async function signInWithEmailCode(page, { platformUrl, email, name, pageErrors }) {
  await page.waitForURL(/\/auth\/interaction\/[^/]+/, { timeout: 20_000 });
  await checkPage(page, `${name}-sign-in-email`, pageErrors);
  await page.getByLabel('Email address').fill(email);
  // The outbox stamps with the server's clock; a second's slack for the two clocks' rounding.
  const sentAfter = Date.now() - 1_000;
  await page.getByRole('button', { name: 'Send a sign-in code' }).click();
  const codeInput = page.getByLabel('Sign-in code');
  await codeInput.waitFor();
  await checkPage(page, `${name}-sign-in-code`, pageErrors);
  await codeInput.fill(await newestCode(platformUrl, email, sentAfter));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * From home's Sign in button: signs `email` in (checked as `name-`), back home with whatever this
 * tab's visitor bought merged into the account, and the user read again after the merge (the
 * account button shows initials), so no read is left in flight.
 */
export async function signInFromHome(page, { platformUrl, email, name, pageErrors }) {
  await page.goto(`${platformUrl}/`);
  await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor({ timeout: 20_000 });
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await signInWithEmailCode(page, { platformUrl, email, name, pageErrors });
  await page.waitForURL(`${platformUrl}/`, { timeout: 20_000 });
  await waitForVisitorMerged(page);
  await page
    .getByRole('button', { name: /Account menu$/ })
    .filter({ hasText: /^[A-Z]{2}\b/ })
    .waitFor({ timeout: 20_000 });
}

/** The signed-in user's id (`sub`) from the Auth0 SDK's cache in the page's local storage. */
export async function signedInUserId(page) {
  return page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (!key?.startsWith('@@auth0spajs@@') || !key.endsWith('@@user@@')) continue;
      const entry = JSON.parse(localStorage.getItem(key) ?? '{}');
      const sub = entry?.decodedToken?.user?.sub;
      if (typeof sub === 'string') return sub;
    }
    return null;
  });
}

/**
 * Waits until the portal has merged what this tab's visitor held (quotes, a guest purchase) into
 * the signed-in account: the merge with the visitor's own token is the only way a visitor's
 * records join an account (ADR 0017), and the portal forgets the token once it is done.
 */
export async function waitForVisitorMerged(page) {
  await page.waitForFunction(() => sessionStorage.getItem('brand.anonymousToken') === null, null, {
    timeout: 20_000,
  });
}

/**
 * The signed-in user's access token from the Auth0 SDK's cache in the page's local storage: what
 * the app sends as its bearer, so a test can ask the API what the page was shown.
 */
export async function signedInAccessToken(page) {
  return page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (!key?.startsWith('@@auth0spajs@@::')) continue;
      const token = JSON.parse(localStorage.getItem(key) ?? '{}')?.body?.access_token;
      if (typeof token === 'string') return token;
    }
    return null;
  });
}
