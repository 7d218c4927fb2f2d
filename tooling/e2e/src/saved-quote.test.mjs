// End-to-end: finding a saved quote again (issue 15, point 8). A new visitor gets a flex quote at
// 390 px and presses "Email me this quote"; the email in the local outbox carries the reference,
// the quote page's price, the cover start, how long the price holds and a link to the retrieve
// page. Opening the quote's address in a fresh browser explains how to get back to it (not home);
// following the email's link there and answering what the email says to retrieves the quote with
// the same price, at 1280 px. Home and the header link a visitor to the retrieve page at both widths.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { answerSections, at, fillDate } from './journey-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** What SECTIONS' About you answers: the retrieve form asks for them. */
const DATE_OF_BIRTH = { day: '14', month: '6', year: '1982' };
const POSTCODE = 'OX4 1AQ';

/** The main content's text, spaces collapsed. */
async function mainText(page) {
  return ((await page.locator('main[id$="-main"]').textContent()) ?? '').replace(/\s+/g, ' ');
}

/** The quote page's headline price sentence ("£18.47 today, then £18.38 a month"). */
async function headlinePrice(page) {
  const text = await mainText(page);
  const found = /£[\d,]+\.\d\d (?:today, then £[\d,]+\.\d\d )?a month/.exec(text)?.[0];
  assert.ok(found, `a monthly price on the quote page: ${text}`);
  return found;
}

/** The newest quote email to `email` in the local outbox, waiting for it a little. */
async function quoteEmail(email) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const outbox = await fetch(
      `${suite.platform.url}/outbox/messages.json?to=${encodeURIComponent(email)}`,
    ).then((response) => response.json());
    const sent = outbox.filter((message) => /car insurance quote/.test(message.subject));
    if (sent.length > 0) return sent;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`no quote email to ${email}`);
}

/** The header's and home's links to the retrieve page, as a visitor sees them. */
async function checkRetrieveLinks(viewport) {
  const { context, page, pageErrors } = await newPage(suite.browser, viewport);
  try {
    await page.goto(`${suite.platform.url}/`);
    const header = page.getByRole('banner');
    const headerLink = header.getByRole('link', { name: 'Retrieve a saved quote' });
    await headerLink.waitFor(STEP);
    const home = page.getByRole('region', { name: 'Retrieve a saved quote' });
    await home.getByRole('link', { name: 'Retrieve your quote' }).waitFor(STEP);
    await checkPage(page, `home-${viewport.width}`, pageErrors);
    await headerLink.click();
    await at(page, 'Retrieve your quote', `retrieve-from-header-${viewport.width}`, pageErrors);
  } finally {
    await context.close();
  }
}

test('a visitor emails their quote, then finds it again from the email in a fresh browser', {
  timeout: 150_000,
}, async () => {
  const email = `sam.saved.${Date.now()}@example.com`;
  const visitor = { name: 'saved-390', email };
  const first = await newPage(suite.browser, PHONE);
  let quoteUrl;
  let price;
  try {
    const { page, pageErrors } = first;
    await answerSections(page, pageErrors, {
      url: suite.platform.url,
      entry: '/flex',
      quoteHeading: /Your monthly price/,
      visitor,
    });
    await page.getByRole('heading', { level: 1, name: /Your monthly price/ }).waitFor(STEP);
    quoteUrl = page.url();
    price = await headlinePrice(page);
    const press = page.getByRole('button', { name: 'Email me this quote' });
    await press.scrollIntoViewIfNeeded();
    await checkPage(page, 'quote-390', pageErrors);
    // Two presses in a row send one email.
    await press.click();
    await page
      .getByRole('status')
      .filter({ hasText: `We’ve emailed your quote to ${email}` })
      .waitFor(STEP);
    await press.click();
    await page.waitForLoadState('networkidle');
    await checkPage(page, 'quote-emailed-390', pageErrors);
  } finally {
    await first.context.close();
  }

  const sent = await quoteEmail(email);
  assert.equal(sent.length, 1, 'two presses in a row send one email');
  const [message] = sent;
  const reference = /Quote reference: (\S+)/.exec(message.text)?.[1];
  assert.ok(reference, message.text);
  assert.ok(message.subject.endsWith(reference), message.subject);
  assert.match(message.text, new RegExp(`Price: ${price.replace(/[.$]/g, '\\$&')}`));
  assert.match(message.text, /Cover starts: /);
  assert.match(message.text, /This price holds until \d\d:\d\d on \d+ \w+ \d{4}/);
  assert.match(
    message.text,
    /Enter your quote reference \(\S+\), your date of birth and your postcode\./,
  );
  const link = /Open (\S+)/.exec(message.text)?.[1];
  assert.equal(link, `${suite.platform.url}/retrieve/${reference}`);
  // Nothing that would open the quote without the retrieve check.
  assert.doesNotMatch(message.text, /token|\/proposal\//i);
  assert.doesNotMatch(message.text, /1982|OX4/);

  const fresh = await newPage(suite.browser, DESKTOP);
  try {
    const { page, pageErrors } = fresh;
    // The quote's address in a browser that has not got it: how to get back to it, not home.
    await page.goto(quoteUrl);
    await at(page, 'Open your saved quote', 'not-here-1280', pageErrors);
    assert.match(await mainText(page), /retrieve it with your quote reference/);

    // The email's link, and what the email says to type.
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Retrieve your quote' }).waitFor(STEP);
    assert.equal(await page.getByLabel(/Quote reference/).inputValue(), reference);
    await fillDate(page, { ...DATE_OF_BIRTH, month: '06' });
    await page.getByLabel(/Postcode/).fill(POSTCODE);
    await checkPage(page, 'retrieve-from-email-1280', pageErrors);
    await page.getByRole('button', { name: 'Find my quote' }).click();
    await at(page, /Your monthly price/, 'retrieved-quote-1280', pageErrors);
    assert.equal(await headlinePrice(page), price, 'the retrieved quote has the emailed price');
  } finally {
    await fresh.context.close();
  }

  // And at the other width: the explanation page.
  const phone = await newPage(suite.browser, PHONE);
  try {
    await phone.page.goto(quoteUrl);
    await at(phone.page, 'Open your saved quote', 'not-here-390', phone.pageErrors);
  } finally {
    await phone.context.close();
  }
});

test('home and the header link a visitor to the retrieve page at 390 and 1280 px', {
  timeout: 60_000,
}, async () => {
  await checkRetrieveLinks(PHONE);
  await checkRetrieveLinks(DESKTOP);
});
