// End-to-end: adding a driver the insurer refers (issue 18 "add a driver that refers"; spec 001
// §4: the referred page's agreement, and confirming ends the policy at once), on the real platform
// in Debian's Chromium. A new flex customer, covered from now, adds a driver from the details tab
// at 390 px; the driver has had insurance refused (a declaration the rating refers,
// `declarationsClear`). The review at 390 and 1280 px is the referred page: no price, an agreement
// to tick before the destructive confirm. Confirming goes home, where the policy shows Cancelled;
// the API says CANCELLED with cover ended at the confirm, the policy page offers only the ended
// tabs, and the email says when cover ended, to the minute. Every page passes axe; screenshots go
// to ../screenshots/policy-adjustment-referral.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adjustmentIdOf, apiGet, coverTime, emailTo, pence } from './adjustment-steps.mjs';
import { checkPage, newPage } from './browser.mjs';
import { answerDriverQuestions, startToday } from './journey-steps.mjs';
import { buyFlexByCardAndSignIn } from './payment-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** The declaration the rating refers (config's en-GB text of `previously-refused-insurance`). */
const REFUSED =
  'Have you ever had insurance refused, cancelled or declared void, or had special terms imposed?';

test('a flex customer adds a driver who refers, agrees, and the policy ends at once', {
  timeout: 300_000,
}, async () => {
  const { url } = suite.platform;
  const { context, page, pageErrors } = await newPage(suite.browser, DESKTOP);
  const visitor = { name: 'referral', email: 'rey.referral@example.com', lastName: 'Referral' };
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

    // The drivers section from the details tab's Drivers row, at a phone's width.
    await page.setViewportSize(PHONE);
    await page.goto(`${url}${policyPath}/details`);
    await page.getByRole('link', { name: /^Edit\s*Drivers$/ }).click(STEP);
    await page.getByRole('heading', { level: 1, name: 'Additional drivers' }).waitFor(STEP);
    assert.match(page.url(), /\/management\/section\/drivers$/);
    await page.getByRole('link', { name: 'Add a driver' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a driver' }).waitFor(STEP);
    assert.match(page.url(), /\/management\/section\/drivers\/profile$/);
    await answerDriverQuestions(page, { firstName: 'Robin', lastName: 'Referral' });
    await page.getByLabel(REFUSED).check();
    await checkPage(page, 'referral-390-driver', pageErrors);
    await page.getByRole('button', { name: 'Continue' }).click();

    // The referred page: no price to agree to, the agreement first, then the destructive confirm.
    await page
      .getByRole('heading', { level: 1, name: 'We need to look at this change' })
      .waitFor(STEP);
    const adjustment = await apiGet(url, `/policyAdjustments/${adjustmentIdOf(page)}`, token);
    assert.equal(adjustment.reviewOutcome, 'referred');
    assert.equal(adjustment.updatedPolicyVersions.at(-1).quote.ratingStatus, 'REFERRAL');
    assert.deepEqual([adjustment.prorataPremium, adjustment.amountDue], [0, 0], 'no price');
    await page.getByText(/If you confirm it, your policy will end straight away/).waitFor(STEP);
    assert.equal(await page.getByRole('heading', { name: 'Your price' }).count(), 0, 'no price');
    await page
      .getByRole('region', { name: 'What happens to your money' })
      .getByText(/We will refund what you have paid for cover after your policy ends/)
      .waitFor(STEP);
    const confirm = page.getByRole('button', { name: 'Confirm and end my policy' });
    assert.equal(await confirm.isDisabled(), true, 'confirming waits for the agreement');
    await checkPage(page, 'referral-390-referred', pageErrors);
    await page.setViewportSize(DESKTOP);
    await checkPage(page, 'referral-1280-referred', pageErrors);
    await page
      .getByRole('checkbox', {
        name: 'I understand that confirming this change ends my policy now.',
      })
      .check();
    const confirmedAfter = Date.now();
    await confirm.click();

    // Home: the policy is over, now.
    await page.waitForURL(`${url}/`, STEP);
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByText(policyNumber, { exact: true }) });
    await card.getByText('Cancelled', { exact: true }).waitFor(STEP);
    await checkPage(page, 'referral-1280-home', pageErrors);
    const ended = await apiGet(url, `/policies/${policyId}`, token);
    assert.equal(ended.policyDetail.policyStatus, 'CANCELLED');
    const endedAt = Date.parse(ended.policyDetail.terminatedAt);
    assert.ok(
      endedAt >= confirmedAfter - 60_000 && endedAt <= Date.now(),
      `cover ended at the confirm: ${ended.policyDetail.terminatedAt}`,
    );
    const read = await apiGet(url, `/policyAdjustments/${adjustment.adjustmentId}`, token);
    assert.equal(read.confirmed, true);

    // The policy page offers only an ended policy's tabs: its details go to the first of them.
    await page.goto(`${url}${policyPath}/details`);
    await page.waitForURL(/\/(billing|claims)$/, STEP);
    await page.getByRole('link', { name: 'Claims', exact: true }).waitFor(STEP);
    assert.equal(await page.getByRole('link', { name: 'Details', exact: true }).count(), 0);

    // The unused cover is paid back, as the API's final statement says, to the penny.
    const [account] = await apiGet(
      url,
      `/customerAccounts?policyNumber=${encodeURIComponent(policyNumber)}`,
      token,
    );
    const [latest] = await apiGet(url, `/customerAccounts/${account.accountId}/statements`, token);
    assert.equal(latest.final, true, 'a final statement');
    const { lineItems } = await apiGet(
      url,
      `/customerAccounts/${account.accountId}/statements/${latest.statementId}`,
      token,
    );
    const refund = lineItems.find((item) => item.type === 'REFUND');
    assert.ok(refund, `a refund on the final statement: ${JSON.stringify(lineItems)}`);
    await page.goto(`${url}${policyPath}/billing`);
    const statement = page.getByRole('region', { name: 'Latest statement' });
    const refundRow = statement.getByRole('row').filter({ hasText: 'Refund' });
    await refundRow.first().waitFor(STEP);
    const refundText = ((await refundRow.first().textContent()) ?? '').replace(/\s+/g, ' ');
    assert.equal(pence(/(-?£[\d,]+\.\d\d)/.exec(refundText)?.[1] ?? ''), refund.amount);
    await checkPage(page, 'referral-1280-billing-after', pageErrors);
    await page.setViewportSize(PHONE);
    await checkPage(page, 'referral-390-billing-after', pageErrors);

    // The email says the cover ended at the time the API holds, to the minute.
    const email = await emailTo(url, visitor.email, `Your policy ${policyNumber} has ended`);
    assert.ok(
      email.text.includes(
        `cover under this policy ended at ${coverTime(ended.policyDetail.terminatedAt)}.`,
      ),
      `the email's end of cover: ${email.text}`,
    );
  } finally {
    await context.close();
  }
});
