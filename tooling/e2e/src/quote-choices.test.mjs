// End-to-end: the customer's choices survive a re-price, and the add-ons are priced (issue 15
// points 3 and 4). Flex at 1280 px: only the schedule its checkout sells is offered (no "In one
// payment" to be refused at Continue); ticked add-ons show a running total equal to the API's;
// another excess on the quote re-rates it and the add-ons and the excess stay. At 390 px a
// proposal with 2 years' no-claims discount is told why NCB protection is not offered.
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

/** The plan sentence the quote, add-ons and summary say for a schedule's instalments. */
function planSentence(schedule) {
  const [first, regular] = schedule.instalments;
  return first === regular
    ? `${pounds(regular)} a month`
    : `${pounds(first)} today, then ${pounds(regular)} a month`;
}

/** Ticks or re-chooses something that saves at once, and waits for its PATCH. */
async function saved(page, click) {
  await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.ok(),
      STEP,
    ),
    click(),
  ]);
}

const ADD_ONS = ['Motor legal expenses', 'Excess assist'];
const addOn = (page, cover) =>
  page.getByRole('checkbox', { name: new RegExp(`^${cover}: £[\\d.,]+ a month$`) });

test('flex at 1280 px: only what checkout sells is offered; add-ons and excess survive a re-price', {
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
    // Flex is sold monthly (its checkout's schedules): no "In one payment" to choose and be refused.
    const quoted = await apiProposal(page);
    assert.deepEqual(
      quoted.quote.availablePaymentSchedules.map((s) => s.type),
      ['MONTHLY'],
    );
    assert.equal(await page.getByRole('radio', { name: 'In one payment' }).count(), 0);
    const quoteUrl = page.url();

    // Add-ons priced, with a running total equal to the API's price.
    await page.getByRole('button', { name: 'Continue' }).click();
    await at(page, 'Add extra cover', 'choices-1280-add-ons', pageErrors);
    for (const cover of ADD_ONS) await saved(page, () => addOn(page, cover).click());
    const priced = await apiProposal(page);
    const monthly = priced.quote.availablePaymentSchedules.find((s) => s.active);
    assert.equal(monthly.type, 'MONTHLY');
    await page
      .locator('[data-add-ons-total] [role="status"]')
      .filter({ hasText: planSentence(monthly) })
      .waitFor(STEP);
    await checkPage(page, 'choices-1280-add-ons-ticked', pageErrors);

    // Back on the quote, another voluntary excess re-rates it: the add-ons and the excess stay.
    await page.goto(quoteUrl);
    await page.getByRole('heading', { level: 1, name: /Your monthly price/ }).waitFor(STEP);
    const excess = page.getByRole('group', { name: 'Voluntary excess' }).getByRole('radio');
    // Click, not check: the radio is the saved excess, so it turns only when the PATCH answers.
    await saved(page, () => excess.last().click());
    await page
      .getByRole('button', { name: 'Continue' })
      .and(page.locator(':enabled'))
      .waitFor(STEP);
    const after = await apiProposal(page);
    assert.notEqual(after.quote.quoteId, priced.quote.quoteId, 'the excess re-rated the quote');
    assert.ok(await excess.last().isChecked());
    assert.deepEqual(
      after.quote.coverOptions
        .filter((o) => o.selected)
        .map((o) => o.code)
        .sort(),
      ['excess_assist', 'legal_expenses'],
    );
    const active = after.quote.availablePaymentSchedules.find((s) => s.active);
    assert.ok(
      (await headline(page)).endsWith(planSentence(active)),
      `the headline says ${planSentence(active)}: ${await headline(page)}`,
    );
    await checkPage(page, 'choices-1280-after-excess', pageErrors);

    await page.getByRole('button', { name: 'Continue' }).click();
    await at(page, 'Add extra cover', 'choices-1280-add-ons-again', pageErrors);
    for (const cover of ADD_ONS) assert.ok(await addOn(page, cover).isChecked(), cover);
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
