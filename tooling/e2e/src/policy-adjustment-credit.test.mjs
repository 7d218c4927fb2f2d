// End-to-end: a change that lowers a flex policy's price (issue 18 "lower the excess and see the
// credit on the next statement"), on the real platform in Debian's Chromium with the test clock on.
// In our rating a higher voluntary excess is the cheaper one (VOLUNTARY_EXCESS_FACTORS), so the
// customer raises it to the highest option: the review at 390 and 1280 px shows the monthly price
// before and after, as the API prices them, and nothing to pay now; once confirmed, the billing tab's
// estimate is the new monthly price less the part-month credit, the email says both, and when the
// test clock reaches the next statement the credit is a line on it and the estimate after it is the
// new monthly price, each equal to the API's to the penny. Every page passes axe; screenshots go to
// ../screenshots/policy-adjustment-credit.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  adjustmentIdOf,
  apiGet,
  atResult,
  emailTo,
  gbp,
  partMonthLine,
  pence,
  regularInstalment,
  reviewFigures,
} from './adjustment-steps.mjs';
import { checkPage, newPage } from './browser.mjs';
import { startToday } from './journey-steps.mjs';
import { advanceClock, buyFlexByCardAndSignIn, platformNow } from './payment-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite({ env: { PAYMENT_TEST_CLOCK: 'on' } });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const DAY_MS = 86_400_000;

/** A figure on the billing tab: the description beside `term` in `region`, as pence. */
async function figureBeside(region, term) {
  const text = (await region.textContent()) ?? '';
  const figure = new RegExp(`${term}\\s*(-?£[\\d,]+\\.\\d\\d)`).exec(text.replace(/\s+/g, ' '));
  assert.ok(figure, `"${term}" and a figure in: ${text}`);
  return pence(figure[1]);
}

test('a flex customer raises the voluntary excess: the part-month credit is a line on the next statement and the new monthly price its estimate', {
  timeout: 360_000,
}, async () => {
  const { url } = suite.platform;
  const { context, page, pageErrors } = await newPage(suite.browser, DESKTOP);
  const visitor = { name: 'credit', email: 'cora.credit@example.com', lastName: 'Credit' };
  try {
    const { policyNumber, policyPath, policyId, token } = await buyFlexByCardAndSignIn(
      page,
      pageErrors,
      {
        url,
        visitor,
        overrides: { 'Start date': startToday },
      },
    );
    const bought = await apiGet(url, `/policies/${policyId}`, token);
    assert.equal(bought.policyDetail.policyStatus, 'ACTIVE', 'cover from now is ACTIVE at once');
    const monthlyBefore = regularInstalment(bought.currentPolicyVersion.quote, 'MONTHLY');

    // The change, at a phone's width: the highest voluntary excess.
    await page.setViewportSize(PHONE);
    await page.goto(`${url}${policyPath}/details`);
    await page.getByRole('link', { name: 'Change voluntary excess' }).click(STEP);
    await page
      .getByRole('heading', { level: 1, name: 'Change your voluntary excess' })
      .waitFor(STEP);
    await page.getByRole('radio', { name: '£300.00' }).check();
    await checkPage(page, 'credit-390-excess', pageErrors);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your changes' }).waitFor(STEP);

    // The review states the API's prices: the month's before and after, nothing to pay now, and
    // the new price from the next statement.
    const adjustment = await apiGet(url, `/policyAdjustments/${adjustmentIdOf(page)}`, token);
    const monthlyAfter = regularInstalment(
      adjustment.updatedPolicyVersions.at(-1).quote,
      'MONTHLY',
    );
    assert.ok(monthlyAfter < monthlyBefore, `cheaper: ${monthlyBefore} to ${monthlyAfter}`);
    assert.ok(adjustment.prorataPremium < 0, `a part-month credit: ${adjustment.prorataPremium}`);
    assert.equal(adjustment.amountDue, 0, 'nothing is taken now on flex');
    const review = await reviewFigures(page);
    assert.deepEqual(review, {
      before: monthlyBefore,
      after: monthlyAfter,
      money: 'There is nothing to pay now.',
    });
    await page.getByText('Your new monthly price starts from your next statement.').waitFor(STEP);
    const partMonth = await partMonthLine(page, adjustment.prorataPremium);
    await checkPage(page, 'credit-390-review', pageErrors);
    await page.setViewportSize(DESKTOP);
    await checkPage(page, 'credit-1280-review', pageErrors);
    await page.getByRole('button', { name: 'Confirm changes' }).click();
    assert.equal(
      await atResult(page, pageErrors, 'credit-1280-result'),
      'Your changes apply now.',
      'a change to cover already started applies now',
    );

    // The email says the new monthly price and the credit, in the review's figures.
    const email = await emailTo(url, visitor.email, `Your policy ${policyNumber} has been changed`);
    assert.ok(
      email.text.includes(`From your next statement your monthly price is ${gbp(monthlyAfter)}.`),
      `the email's monthly price: ${email.text}`,
    );
    assert.ok(email.text.includes(partMonth), `the email's credit, as reviewed: ${email.text}`);

    // Before the next statement: its estimate is the new price less the credit, as the API says.
    const [account] = await apiGet(
      url,
      `/customerAccounts?policyNumber=${encodeURIComponent(policyNumber)}`,
      token,
    );
    const [estimate] = await apiGet(
      url,
      `/customerAccounts/${account.accountId}/nextStatementEstimate`,
      token,
    );
    assert.equal(estimate.amount, monthlyAfter + adjustment.prorataPremium);
    await page.goto(`${url}${policyPath}/billing`);
    const estimateRegion = page.getByRole('region', { name: 'Next statement (estimate)' });
    await estimateRegion.waitFor(STEP);
    assert.equal(await figureBeside(estimateRegion, 'Estimated amount'), estimate.amount);
    await checkPage(page, 'credit-1280-billing-estimate', pageErrors);

    // The test clock reaches the next statement's day: the statement carries the credit as a line
    // of its own beside the new monthly price, and the estimate after it is the new price.
    const now = await platformNow(url);
    const days = Math.ceil((Date.parse(estimate.paymentDueAt) - now.getTime()) / DAY_MS) + 1;
    await advanceClock(url, days);
    const statements = await apiGet(
      url,
      `/customerAccounts/${account.accountId}/statements`,
      token,
    );
    const issued = statements.find((one) => one.statementNumber === estimate.statementNumber);
    assert.ok(
      issued,
      `statement ${estimate.statementNumber} issued: ${JSON.stringify(statements)}`,
    );
    const { lineItems } = await apiGet(
      url,
      `/customerAccounts/${account.accountId}/statements/${issued.statementId}`,
      token,
    );
    const creditLine = lineItems.find(
      (item) => item.subType === 'MTA' && item.type === 'CREDIT_JOURNAL',
    );
    assert.ok(creditLine, `a credit line: ${JSON.stringify(lineItems)}`);
    assert.equal(creditLine.amount, adjustment.prorataPremium, 'the credit, to the penny');

    await page.reload();
    // The tab counts statements from 1 (the first payment's is statement 0 to the API).
    const shownNumber = estimate.statementNumber + 1;
    const latest = page.getByRole('region', { name: 'Latest statement' });
    await latest.getByText(`Statement ${shownNumber}`, { exact: true }).first().waitFor(STEP);
    const items = latest.getByRole('table', { name: `Items on statement ${shownNumber}` });
    const creditRow = items.getByRole('row').filter({ hasText: 'Change to your policy' });
    await creditRow.waitFor(STEP);
    const rowText = ((await creditRow.textContent()) ?? '').replace(/\s+/g, ' ');
    // The tab writes a credit as its amount and the word credit.
    const shownCredit = /(£[\d,]+\.\d\d) credit/.exec(rowText)?.[1];
    assert.ok(shownCredit, `the credit line's amount: ${rowText}`);
    assert.equal(pence(shownCredit), -creditLine.amount, 'the tab shows the API’s credit line');
    const [after] = await apiGet(
      url,
      `/customerAccounts/${account.accountId}/nextStatementEstimate`,
      token,
    );
    assert.equal(after.amount, monthlyAfter, 'the following statement is the new monthly price');
    const nextRegion = page.getByRole('region', { name: 'Next statement (estimate)' });
    assert.equal(await figureBeside(nextRegion, 'Estimated amount'), monthlyAfter);
    await checkPage(page, 'credit-1280-billing-statement', pageErrors);
    await page.setViewportSize(PHONE);
    await checkPage(page, 'credit-390-billing-statement', pageErrors);
  } finally {
    await context.close();
  }
});
