// End-to-end: the customer's choices survive a re-price, and the add-ons are priced (issue 15
// points 3 and 4). Flex at 1280 px: "In one payment", then another excess; the schedule, the title
// and the headline stay one payment; back on monthly (the only schedule flex's checkout sells),
// ticking add-ons shows a running total equal to the API's. At 390 px a proposal with 2 years'
// no-claims discount is told why NCB protection is not offered.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { answerSections, at, SECTIONS } from './journey-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
/** Pence as the pages write them. */
const pounds = (pence) => gbp.format(pence / 100);

/** The proposal as the visitor's anonymous token reads it from the API. */
async function apiProposal(page) {
  const code = /\/proposal\/(P[0-9A-F]+)/.exec(page.url())?.[1];
  assert.ok(code, `a proposal code in ${page.url()}`);
  const token = await page.evaluate(() => sessionStorage.getItem('brand.anonymousToken'));
  const response = await fetch(`${suite.platform.url}/api/proposals/${code}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 200);
  return response.json();
}

/** The headline panel's label and price, one space between them. */
async function headline(page) {
  const parts = await page.locator('[data-headline-price] p').allTextContents();
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

test('flex at 1280 px: one payment survives an excess change; add-ons total the API’s price', {
  timeout: 180_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, { width: 1280, height: 900 });
  try {
    const visitor = { name: 'choices-1280', email: 'casey.choices@example.com' };
    await answerSections(page, pageErrors, {
      url: suite.platform.url,
      entry: '/flex',
      quoteHeading: /Your monthly price/,
      visitor,
    });
    await at(page, /Your monthly price/, 'choices-1280-quote', pageErrors);
    await page.getByRole('radio', { name: 'In one payment' }).check();
    await page.getByRole('heading', { level: 1, name: 'Your price in one payment' }).waitFor(STEP);
    assert.match(await headline(page), /in one payment/);

    // Another voluntary excess re-rates the quote: the choice of one payment stays.
    const before = await apiProposal(page);
    // The highest voluntary excess (the fieldset's last choice).
    await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.ok(),
        STEP,
      ),
      // Click, not check: the radio is the saved excess, so it turns only when the PATCH answers.
      page.getByRole('group', { name: 'Voluntary excess' }).getByRole('radio').last().click(),
    ]);
    await page
      .getByRole('button', { name: 'Continue' })
      .and(page.locator(':enabled'))
      .waitFor(STEP);
    const after = await apiProposal(page);
    assert.notEqual(after.quote.quoteId, before.quote.quoteId, 'the excess re-rated the quote');
    assert.ok(await page.getByRole('radio', { name: 'In one payment' }).isChecked());
    const single = after.quote.availablePaymentSchedules.find((s) => s.type === 'SINGLE_PAYMENT');
    assert.equal(
      await headline(page),
      `Your price ${pounds(single.instalments[0])} in one payment`,
    );
    await page.getByRole('heading', { level: 1, name: 'Your price in one payment' }).waitFor(STEP);
    await checkPage(page, 'choices-1280-after-excess', pageErrors);

    // Flex's checkout sells monthly payments only (config's checkout.paymentSchedules: the
    // platform refuses to save SINGLE_PAYMENT for flex), so the customer goes on monthly.
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await page.getByRole('heading', { level: 1, name: /Your monthly price/ }).waitFor(STEP);
    await page.getByRole('button', { name: 'Continue' }).click();
    await at(page, 'Add extra cover', 'choices-1280-add-ons', pageErrors);
    for (const cover of ['Motor legal expenses', 'Excess assist']) {
      await Promise.all([
        page.waitForResponse(
          (response) => response.request().method() === 'PATCH' && response.ok(),
          STEP,
        ),
        // Click: the tick is the saved cover, so it shows once the PATCH answers.
        page.getByRole('checkbox', { name: new RegExp(`^${cover}: £[\\d.,]+ a month$`) }).click(),
      ]);
    }
    const priced = await apiProposal(page);
    const monthly = priced.quote.availablePaymentSchedules.find((s) => s.active);
    assert.equal(monthly.type, 'MONTHLY');
    assert.deepEqual(
      priced.quote.coverOptions
        .filter((o) => o.selected)
        .map((o) => o.code)
        .sort(),
      ['excess_assist', 'legal_expenses'],
    );
    const [first, regular] = monthly.instalments;
    const sentence =
      first === regular
        ? `${pounds(regular)} a month`
        : `${pounds(first)} today, then ${pounds(regular)} a month`;
    await page
      .locator('[data-add-ons-total] [role="status"]')
      .filter({ hasText: sentence })
      .waitFor(STEP);
    await checkPage(page, 'choices-1280-add-ons-ticked', pageErrors);
  } finally {
    await context.close();
  }
});

test('at 390 px, with 2 years’ no-claims discount, the add-ons say why NCB protection is not offered', {
  timeout: 180_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, { width: 390, height: 844 });
  try {
    const visitor = { name: 'choices-390', email: 'casey.ncd@example.com' };
    await answerSections(page, pageErrors, {
      url: suite.platform.url,
      entry: '/flex',
      quoteHeading: /Your monthly price/,
      visitor,
      overrides: {
        'Your cover': async (page, errors, who) => {
          await SECTIONS['Your cover'](page, errors, who);
          await page.getByLabel('2 years', { exact: true }).check();
        },
      },
    });
    await at(page, /Your monthly price/, 'choices-390-quote', pageErrors);
    await page.getByRole('button', { name: 'Continue' }).click();
    await at(page, 'Add extra cover', 'choices-390-add-ons', pageErrors);
    const unavailable = page.getByRole('region', { name: 'Not available on this quote' });
    await unavailable
      .getByText(
        'No claims bonus protection needs a no-claims discount of at least 4 years. You told us you have 2.',
      )
      .waitFor(STEP);
    assert.equal(
      await page.getByRole('checkbox', { name: /No claims bonus protection/ }).count(),
      0,
    );
  } finally {
    await context.close();
  }
});
