// End-to-end: one cover period from quote to email (issue 15, point 1). A new visitor buys
// drive-away cover starting today (at 390 px) and starting later (at 1280 px); the quote's and the
// summary's "Cover starts" and "Cover ends", the success page's times and the confirmation email's
// are read off each and compared: a start today is "when you buy" until the purchase, then the
// minute of the purchase, and the end is the same minute five days on; a later day runs 00:00 to 00:00.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPage } from './browser.mjs';
import { answerSections, at, confirmAndGetCovered } from './journey-steps.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

const LONDON = 'Europe/London';
const DAY = 24 * 60 * 60 * 1000;

/** The London calendar day `days` from now, as the start date picker's values hold it. */
function londonIsoDay(days) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LONDON }).format(Date.now() + days * DAY);
}

/** A London day as the screens and email write it: "1 December 2026". */
function longDay(isoDay) {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T12:00:00Z`));
}

/** The description beside a definition list's term on the page. */
async function described(page, term) {
  const text = await page
    .locator('main[id$="-main"]')
    .getByText(term, { exact: true })
    .locator('xpath=following-sibling::*[1]')
    .textContent();
  return (text ?? '').trim();
}

async function coverRows(page) {
  return { start: await described(page, 'Cover starts'), end: await described(page, 'Cover ends') };
}

/** The confirmation email's "Cover starts" and "Cover ends" lines for `policyNumber`. */
async function emailedCover(email, policyNumber) {
  const outbox = await fetch(
    `${suite.platform.url}/outbox/messages.json?to=${encodeURIComponent(email)}`,
  ).then((response) => response.json());
  const sent = outbox.find((message) => message.subject.endsWith(policyNumber));
  assert.ok(sent, `no email about ${policyNumber}`);
  return {
    start: /Cover starts: (.+)/.exec(sent.text)?.[1]?.trim(),
    end: /Cover ends: (.+)/.exec(sent.text)?.[1]?.trim(),
  };
}

async function buyDriveaway(page, pageErrors, { visitor, startDay }) {
  await answerSections(page, pageErrors, {
    url: suite.platform.url,
    entry: '/driveaway',
    quoteHeading: /Your free drive-away cover/,
    visitor,
    overrides: {
      'Start date': async (startPage) => {
        await startPage.locator('select[name="startDate"]').selectOption(startDay);
      },
    },
  });
  await at(page, /Your free drive-away cover/, `${visitor.name}-quote`, pageErrors);
  const quoted = await coverRows(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('heading', { level: 1, name: /Your free drive-away cover/ })
    .waitFor({ state: 'detached', ...STEP });
  const next = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  if (next !== 'Set up your account') await page.getByRole('button', { name: 'Continue' }).click();
  await at(page, 'Set up your account', `${visitor.name}-account-setup`, pageErrors);
  await page.getByLabel(/email address/).fill(visitor.email);
  await page.getByLabel(/phone number/).fill('07700 900123');
  await page.getByRole('button', { name: 'Continue' }).click();

  await at(page, 'Check your details', `${visitor.name}-summary`, pageErrors);
  const summarised = await coverRows(page);
  for (const box of await page.locator('input[name="termsAccepted"]').all()) await box.check();
  const boughtAt = Date.now();
  // Drive-away saves a card on the sandbox page first (nothing charged), then binds.
  await confirmAndGetCovered(page, pageErrors, visitor.name);
  const text = ((await page.locator('main[id$="-main"]').textContent()) ?? '').replace(/\s+/g, ' ');
  const policyNumber = /(MINI-DAW-\d+)/.exec(text)?.[1];
  assert.ok(policyNumber, 'the success page names the policy number');
  const times =
    /cover start(?:ed|s) at (\d\d:\d\d on \d+ \w+ \d{4})(?:, the day you collect your car,)? and ends at (\d\d:\d\d on \d+ \w+ \d{4})/.exec(
      text,
    );
  assert.ok(times, `the success page states the start and end: ${text}`);
  const succeeded = { start: times[1], end: times[2] };
  return {
    quoted,
    summarised,
    succeeded,
    emailed: await emailedCover(visitor.email, policyNumber),
    boughtAt,
  };
}

/** "HH:mm" in London at `ms`. */
function londonClock(ms) {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: LONDON,
  }).format(ms);
}

test('cover starting today: "when you buy" on the quote and summary, then the minute of purchase to the same minute five days on, on the success page and in the email', {
  timeout: 240_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, { width: 390, height: 844 });
  try {
    const visitor = {
      name: 'cover-today-390',
      email: 'robin.today@example.com',
      lastName: 'Today',
    };
    const seen = await buyDriveaway(page, pageErrors, { visitor, startDay: londonIsoDay(0) });
    const endDay = longDay(londonIsoDay(5));
    const beforePurchase = {
      start: 'Immediately when you buy',
      end: `The same time of day as you buy, on ${endDay}`,
    };
    assert.deepEqual(seen.quoted, beforePurchase);
    assert.deepEqual(seen.summarised, beforePurchase);
    assert.deepEqual(seen.emailed, seen.succeeded);
    // The start is the purchase's own minute (the bind follows the click within the minute or so).
    const clocks = [0, 60_000, 120_000].map((late) => londonClock(seen.boughtAt + late));
    const [startClock, startDay] = seen.succeeded.start.split(' on ');
    assert.ok(clocks.includes(startClock), `${startClock} is not the purchase's minute ${clocks}`);
    assert.equal(startDay, longDay(londonIsoDay(0)));
    assert.equal(seen.succeeded.end, `${startClock} on ${endDay}`);
    assert.deepEqual(pageErrors, []);
  } finally {
    await context.close();
  }
});

test('cover starting on a later day runs from 00:00 that day to 00:00 five days on, on every screen and in the email', {
  timeout: 240_000,
}, async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, { width: 1280, height: 900 });
  try {
    const visitor = {
      name: 'cover-later-1280',
      email: 'sam.later@example.com',
      lastName: 'Later',
    };
    const seen = await buyDriveaway(page, pageErrors, { visitor, startDay: londonIsoDay(3) });
    const period = {
      start: `00:00 on ${longDay(londonIsoDay(3))}`,
      end: `00:00 on ${longDay(londonIsoDay(8))}`,
    };
    assert.deepEqual(seen.quoted, period);
    assert.deepEqual(seen.summarised, period);
    assert.deepEqual(seen.succeeded, period);
    assert.deepEqual(seen.emailed, period);
    assert.deepEqual(pageErrors, []);
  } finally {
    await context.close();
  }
});
