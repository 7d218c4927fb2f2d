// End-to-end: every checkout step of spec 000 §4 step 5 (issue 15 points 5 and 6), bought by a
// visitor who never signs in. Flex (DUAL, 390 px): the deposit by card on the sandbox's card page,
// then "Set up your Direct Debit" and the sandbox's Direct Debit page, then the success page naming
// the bank; the API shows the mandate on the policy's account. Drive-away (CARD, 1280 px, nothing
// to pay): "Save a card and get covered" saves a card on the sandbox's page, then the success
// page; the API shows the saved card. Screenshots go to ../screenshots/checkout-methods.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPage } from './browser.mjs';
import { answerSections, at, confirmAndGetCovered } from './journey-steps.mjs';
import {
  buyFlexToPayment,
  CARDS,
  expectCovered,
  goToCardPage,
  payByCard,
  setUpDirectDebitInCheckout,
} from './payment-steps.mjs';
import { atSuccess } from './success-page.mjs';
import { STEP, useSuite } from './suite.mjs';

// The collection a month on from the mandate is proven on the platform's own clock, where a month
// costs milliseconds (apps/platform-api .../checkout/dual-mandate-step.test.ts): a visitor's token
// lasts 12 hours, so a browser test could not read a month later without signing in.
const suite = useSuite();

/** Calls the platform's API with the visitor's own token (the tab's session storage holds it). */
async function visitorApi(page, method, path, body) {
  const token = await page.evaluate(() => sessionStorage.getItem('brand.anonymousToken'));
  assert.ok(token, 'the tab holds the visitor’s token: they never signed in');
  const response = await fetch(`${suite.platform.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  assert.equal(response.status, 200, `${method} ${path} answers HTTP ${response.status}`);
  return response.json();
}

/** The bound proposal's customer account and its payment methods, as the visitor reads them. */
async function accountOf(page, proposalCode) {
  const account = await visitorApi(page, 'POST', '/customerAccounts', { proposalCode });
  const methods = await visitorApi(
    page,
    'GET',
    `/customerAccounts/${account.accountId}/paymentMethods`,
  );
  return { account, methods };
}

const proposalCodeOf = (page) => /\/proposal\/(P[0-9A-F]+)/.exec(page.url())?.[1];

test('a visitor buys flex by DUAL at 390 px: the card deposit, then the Direct Debit, then the success page', {
  timeout: 240_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, { width: 390, height: 844 });
  try {
    const visitor = { name: 'dual-390', email: 'dana.dual@example.com' };
    await buyFlexToPayment(page, pageErrors, { url: suite.platform.url, visitor });
    const proposalCode = proposalCodeOf(page);
    assert.ok(proposalCode, page.url());
    await goToCardPage(page, pageErrors, 'dual-390-card-page');
    await payByCard(page, CARDS.succeeds);

    // Back from the card page: the deposit has bound the policy, and the Direct Debit comes next.
    const policyNumber = await expectCovered(page, pageErrors, 'dual-390-bound');
    await page.getByRole('heading', { level: 1, name: 'Set up your Direct Debit' }).waitFor(STEP);
    assert.equal(await page.getByRole('heading', { name: 'You’re covered' }).count(), 0);

    // A reload keeps the buyer on the step: nothing is in place yet.
    await page.reload();
    const success = await setUpDirectDebitInCheckout(page, pageErrors, {
      accountHolderName: 'Dana Dual',
      name: 'dual-390-direct-debit',
    });
    assert.match(success, new RegExp(`Policy number ${policyNumber}`));
    assert.match(
      success,
      /Your Direct Debit is set up: your monthly payments will be collected from BARCLAYS BANK PLC, account ending \d+\./,
    );
    // The success page's own address (a reload shows it again rather than completing twice).
    await page.waitForURL(new RegExp(`/flex/proposal/${proposalCode}$`), STEP);
    await page.reload();
    await atSuccess(page, pageErrors, 'dual-390-success-reloaded', { offered: false });

    // The API: one mandate on the policy's account, beside the deposit's card.
    const { account, methods } = await accountOf(page, proposalCode);
    assert.equal(account.policyNumber, policyNumber);
    assert.equal(account.paymentMethodType, 'BACS_DEBIT');
    const mandates = methods.filter((method) => method.type === 'BACS_DEBIT');
    assert.equal(mandates.length, 1, JSON.stringify(methods));
    assert.equal(mandates[0].bankName, 'BARCLAYS BANK PLC');
  } finally {
    await context.close();
  }
});

test('a visitor buys drive-away at 1280 px: nothing to pay, a card saved on the sandbox page, then the success page', {
  timeout: 240_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, { width: 1280, height: 900 });
  try {
    const visitor = { name: 'card-1280', email: 'cory.card@example.com' };
    const quoteHeading = /Your free drive-away cover/;
    await answerSections(page, pageErrors, {
      url: suite.platform.url,
      entry: '/driveaway',
      quoteHeading,
      visitor,
    });
    const proposalCode = proposalCodeOf(page);
    assert.ok(proposalCode, page.url());
    await at(page, quoteHeading, 'card-1280-quote', pageErrors);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: quoteHeading }).waitFor({
      state: 'detached',
      ...STEP,
    });
    await at(page, 'Set up your account', 'card-1280-account-setup', pageErrors);
    await page.getByLabel(/email address/).fill(visitor.email);
    await page.getByLabel(/phone number/).fill('07700 900123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await at(page, 'Check your details', 'card-1280-summary', pageErrors);
    for (const box of await page.locator('input[name="termsAccepted"]').all()) await box.check();

    // Confirm no longer binds: checkout asks for a card, charging nothing.
    await confirmAndGetCovered(page, pageErrors, 'card-1280');
    const text = (await page.getByRole('main').first().textContent()) ?? '';
    const policyNumber = /Policy number (MINI-DAW-\d+)/.exec(text)?.[1];
    assert.ok(policyNumber, text);

    // The API: the card is kept on the policy's account; nothing was paid.
    const { account, methods } = await accountOf(page, proposalCode);
    assert.equal(account.policyNumber, policyNumber);
    const cards = methods.filter((method) => method.type === 'CARD');
    assert.equal(cards.length, 1, JSON.stringify(methods));
    assert.equal(cards[0].cardLast4, '4242');
    const statements = await visitorApi(
      page,
      'GET',
      `/customerAccounts/${account.accountId}/statements`,
    );
    for (const statement of statements) assert.equal(statement.amountOutstanding, 0);
  } finally {
    await context.close();
  }
});
