// End-to-end: a new visitor on a 320px-wide phone buys free drive-away cover using only the
// keyboard (Tab, Shift+Tab, Enter, Space, arrow keys and typing: no clicks, no filling of a field
// the visitor has not tabbed to). After every navigation focus is on the page's h1; every control
// Tab lands on shows a focus indicator; no page scrolls sideways; axe passes every page
// (issue 7). Screenshots go to ../screenshots/keyboard.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPage, newPage } from './browser.mjs';
import { atSuccess } from './success-page.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

/** The narrowest screen the portal supports (WCAG 1.4.10 reflow). */
const PHONE = { width: 320, height: 640 };
/** More Tab presses than any page has stops: a target not reached by then is not reachable. */
const TAB_LIMIT = 80;

/**
 * What a user perceives of the focused element: its tag, type, accessible name (approximated from
 * aria-labelledby, aria-label, its labels or its text), its group's legend, whether it is checked
 * or editable, and whether a focus indicator (an outline or a box shadow) shows on it.
 */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    const text = (node) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const byIds = (ids) =>
      ids
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(' ');
    if (!el || el === document.body) return { tag: 'body', name: '', indicator: false };
    const labelledBy = el.getAttribute('aria-labelledby');
    const name = labelledBy
      ? byIds(labelledBy)
      : (el.getAttribute('aria-label') ??
        (el.labels?.length ? [...el.labels].map(text).join(' ') : text(el)));
    const style = getComputedStyle(el);
    // Something else drawn over the middle of the focused control (a fixed banner) hides it.
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const obscured = Boolean(
      hit && !el.contains(hit) && !hit.contains(el) && !(el.labels && [...el.labels].includes(hit)),
    );
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return {
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute('type') ?? el.getAttribute('role') ?? '',
      name,
      group: `${text(el.closest('fieldset')?.querySelector('legend'))} [${el.getAttribute('name') ?? ''}]`,
      checked: Boolean(el.checked),
      editable: el.matches('input:not([type=radio],[type=checkbox]), textarea'),
      indicator: outline || style.boxShadow !== 'none',
      obscured: obscured
        ? `by ${hit.tagName.toLowerCase()} "${text(hit).slice(0, 40)}" (focused box ${Math.round(box.y)}-${Math.round(box.bottom)} of ${innerHeight})`
        : '',
    };
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the focused element matches `predicate`, as a
 * user moves through the page; fails when `TAB_LIMIT` presses do not get there or when a stop on
 * the way shows no focus indicator. Resolves the focused element's description.
 */
async function tabTo(page, predicate, { backwards = false, what = predicate.toString() } = {}) {
  const visited = [];
  for (let presses = 0; presses < TAB_LIMIT; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const here = await focused(page);
    visited.push(`${here.tag}[${here.type}] ${here.name} ${here.group}`.slice(0, 120));
    if (here.tag !== 'body' && here.tag !== 'iframe') {
      assert.ok(here.indicator, `no visible focus on ${visited.at(-1)} at ${page.url()}`);
      assert.ok(!here.obscured, `${visited.at(-1)} is hidden ${here.obscured} at ${page.url()}`);
    }
    if (predicate(here)) return here;
  }
  assert.fail(`Tab never reached ${what} at ${page.url()}; it went:\n  ${visited.join('\n  ')}`);
}

const button = (pattern) => (el) =>
  (el.tag === 'button' || el.type === 'button') && pattern.test(el.name);

/** Tabs to the text box labelled `label`, clears it and types `text`. */
async function typeInto(page, label, text) {
  await tabTo(page, (el) => el.editable && label.test(el.name), { what: `${label}` });
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

/** Tabs to the button named `label` and presses Enter on it. */
async function press(page, label) {
  await tabTo(page, button(label), { what: `the ${label} button` });
  await page.keyboard.press('Enter');
}

/** Tabs to the checkbox named `label` and ticks it with Space. */
async function tick(page, label) {
  const box = await tabTo(page, (el) => el.type === 'checkbox' && label.test(el.name), {
    what: `the ${label} checkbox`,
  });
  if (!box.checked) await page.keyboard.press('Space');
  assert.ok((await focused(page)).checked, `${label} is ticked`);
}

/**
 * Tabs into the radio group whose legend matches `group` (Tab lands on its checked radio, or its
 * first) and moves with the arrow keys to the radio named `option`, which arrows check.
 */
async function choose(page, group, option) {
  let radio = await tabTo(page, (el) => el.type === 'radio' && group.test(el.group), {
    what: `the ${group} radios`,
  });
  for (let moves = 0; !option.test(radio.name) && moves < 20; moves++) {
    await page.keyboard.press('ArrowDown');
    radio = await focused(page);
  }
  assert.match(radio.name, option);
  if (!radio.checked) await page.keyboard.press('Space');
  assert.ok((await focused(page)).checked, `${option} is chosen`);
}

/** Tabs to the searchable select labelled `label`, opens it with ArrowDown and takes the first. */
async function pickFirst(page, label) {
  await tabTo(page, (el) => el.type === 'combobox' && label.test(el.name), { what: `${label}` });
  await page.keyboard.press('ArrowDown');
  await page.locator('[role=option]').first().waitFor(STEP);
  await page.keyboard.press('Enter');
  await page
    .locator('[role=option]')
    .first()
    .waitFor({ state: 'detached', ...STEP });
}

/** Tabs through Day, Month and Year, typing each part. */
async function typeDate(page, { day, month, year }) {
  await typeInto(page, /^Day$/, day);
  await typeInto(page, /^Month$/, month);
  await typeInto(page, /^Year$/, year);
}

/** Tabs to a native select named `label` and moves down `steps` options with the arrow key. */
async function selectDown(page, label, steps) {
  await tabTo(page, (el) => el.tag === 'select' && label.test(el.name), { what: `${label}` });
  for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowDown');
}

/** Nothing on the page is wider than the screen, so nothing scrolls sideways. */
async function assertNoSidewaysScroll(page, name) {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const limit = window.innerWidth;
    const over = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > limit + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 60));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: limit,
      widest: over.slice(0, 5),
    };
  });
  assert.ok(
    scrollWidth <= innerWidth,
    `${name} scrolls sideways at ${innerWidth}px (${scrollWidth}px wide): ${widest.join(', ')}`,
  );
}

/**
 * A page after a navigation: its h1 matches `heading` and has focus, nothing scrolls sideways and
 * the page passes axe. Resolves the heading's text.
 */
async function arrive(page, heading, name, pageErrors) {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await h1.waitFor(STEP);
  await page.waitForLoadState('networkidle');
  const here = await focused(page);
  assert.equal(here.tag, 'h1', `focus is on the h1 of ${name}, not ${here.tag} "${here.name}"`);
  assert.ok(
    heading instanceof RegExp ? heading.test(here.name) : here.name === heading,
    `the focused h1 reads "${here.name}"`,
  );
  await assertNoSidewaysScroll(page, name);
  await checkPage(page, name, pageErrors);
  return here.name;
}

/** Waits until the h1 reads differently from `previous` (the next page has come). */
async function leave(page, previous) {
  await page
    .getByRole('heading', { level: 1, name: previous, exact: true })
    .waitFor({ state: 'detached', ...STEP });
}

/** The entry page and the first section share their heading: the entry's button going tells them apart. */
async function startedQuote(page) {
  await page
    .getByRole('button', { name: 'Start my quote' })
    .waitFor({ state: 'detached', ...STEP });
  // The start makes the proposal, then its screens load with their route ("Just a moment").
  await page.waitForURL(/\/proposal\/P[0-9A-F]+\//, STEP);
  await page
    .getByRole('heading', { level: 1 })
    .filter({ hasNotText: 'Just a moment' })
    .waitFor(STEP);
}

/** What a section's step answers when it has saved the section itself (no Save and continue). */
const SAVED = 'saved';

/** How a keyboard user answers each disclosure section, by its heading. */
const SECTIONS = {
  'Before we begin': async (page) => {
    await tick(page, /I confirm that I meet/);
    if (await page.getByLabel(/What is your retailer number/).count()) {
      await typeInto(page, /What is your retailer number/, '81239');
    }
  },
  'Your car': async (page, pageErrors) => {
    await typeInto(page, /^Registration number/, 'MN22 ELC');
    await press(page, /^Find vehicle$/);
    await page.getByRole('button', { name: 'Use this vehicle' }).waitFor(STEP);
    const afterSearch = await focused(page);
    assert.notEqual(afterSearch.tag, 'body', 'focus stays on the page after the vehicle search');
    await press(page, /^Use this vehicle$/);
    await page.getByText('MINI', { exact: false }).first().waitFor(STEP);
    const after = await focused(page);
    assert.notEqual(after.tag, 'body', 'focus stays on the page after choosing the vehicle');
    await assertNoSidewaysScroll(page, 'your-car-found');
    await checkPage(page, 'your-car-found', pageErrors);
  },
  'About you': async (page) => {
    await typeInto(page, /^First name/, 'Priya');
    await typeInto(page, /^Last name/, 'Shah');
    await typeDate(page, { day: '14', month: '6', year: '1982' });
    await typeInto(page, /^Search for your address/, 'OX4 1AQ');
    await page
      .getByRole('button', { name: /OX4 1AQ/ })
      .first()
      .waitFor(STEP);
    await press(page, /OX4 1AQ/);
    await page
      .getByRole('button', { name: /Windsor Road/ })
      .first()
      .waitFor(STEP);
    const afterPostcode = await focused(page);
    assert.notEqual(afterPostcode.tag, 'body', 'focus stays on the page after picking a postcode');
    await press(page, /Windsor Road/);
    await page
      .getByRole('button', { name: /^Change/ })
      .first()
      .waitFor(STEP);
    const afterAddress = await focused(page);
    assert.notEqual(afterAddress.tag, 'body', 'focus stays on the page after picking the address');
    await choose(page, /own your home|home/i, /^I own my home/);
    await tabTo(page, (el) => el.type === 'combobox' && /marital status/.test(el.name), {
      what: 'marital status',
    });
    await page.keyboard.type('Married');
    await page.keyboard.press('Enter');
    await choose(page, /employment|occupation|work/i, /^Retired/);
  },
  // With no driver added, "No other drivers" saves the section itself.
  'Additional drivers': async (page) => {
    await press(page, /^No other drivers$/);
    return SAVED;
  },
  'Claims history': async (page) => {
    await choose(page, /./, /^No$/);
  },
  'Driving licence': async (page) => {
    await pickFirst(page, /type of driving licence/);
    await typeDate(page, { day: '10', month: '5', year: '2001' });
    await choose(page, /./, /^No$/);
    await choose(page, /other cars/i, /^No, I can’t drive any other cars/);
  },
  'Contact details': async (page, _errors, visitor) => {
    await typeInto(page, /email address/, visitor.email);
    await typeInto(page, /phone number/, '07700 900123');
  },
  'Your cover': async (page) => {
    await choose(page, /use/i, /^Social, domestic and pleasure, including commuting/);
    await typeInto(page, /How many miles/, '8000');
    await pickFirst(page, /kept overnight/);
    await pickFirst(page, /legal owner/);
    await pickFirst(page, /registered keeper/);
    await choose(page, /modifi/i, /^No$/);
    await choose(page, /tracker/i, /^No$/);
    await choose(page, /./, /^New$/);
    await choose(page, /./, /^5 years$/);
    await choose(page, /./, /^On a private car/);
    await selectDown(page, /./, 1);
    await selectDown(page, /./, 1);
  },
  'Start date': async (page) => {
    if (await page.locator('select[name="startDate"]').count()) {
      await selectDown(page, /./, 2);
    } else {
      await typeDate(page, { day: '1', month: '12', year: '2026' });
    }
  },
  'Your offer': async (page) => {
    await typeInto(page, /What is your retailer number/, '81239');
    await typeInto(page, /What is your order number/, '1234567');
    await tick(page, /I have read and accept the terms of this offer/);
  },
};

test('a keyboard-only visitor on a 320px screen buys free drive-away cover', async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, PHONE);
  const visitor = { email: 'kim.keys@example.com' };
  try {
    await page.goto(`${suite.platform.url}/driveaway`);
    await page.getByRole('heading', { level: 1, name: 'Before we begin' }).waitFor(STEP);
    await assertNoSidewaysScroll(page, 'entry');
    await checkPage(page, 'entry', pageErrors);
    // A visitor answers the cookie banner first.
    await press(page, /^Essential cookies only$/);
    await page
      .getByRole('button', { name: 'Essential cookies only' })
      .waitFor({ state: 'detached' });
    await press(page, /^Start my quote$/);
    await startedQuote(page);

    let previous = 'Before we begin';
    for (let step = 0; step < 15; step++) {
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor(STEP);
      const title = (await h1.textContent())?.trim() ?? '';
      await arrive(page, title, title.toLowerCase().replaceAll(/\W+/g, '-'), pageErrors);
      if (/Your free drive-away cover/.test(title)) break;
      const answer = SECTIONS[title];
      assert.ok(answer, `an unexpected page "${title}" at ${page.url()}`);
      if ((await answer(page, pageErrors, visitor)) !== SAVED) {
        await press(page, /^Save and continue$/);
      }
      previous = title;
      await leave(page, previous);
    }

    assert.match(await page.locator('main[id$="-main"]').textContent(), /Total\s*£0\.00/);
    await press(page, /^Continue$/);
    await leave(page, 'Your free drive-away cover');

    await arrive(page, /Set up your account/, 'account-setup', pageErrors);
    await typeInto(page, /email address/, visitor.email);
    await typeInto(page, /phone number/, '07700 900123');
    await press(page, /^Continue$/);
    await leave(page, 'Set up your account');

    await arrive(page, /Check your details/, 'summary', pageErrors);
    const terms = await page.locator('input[name="termsAccepted"]').count();
    for (let box = 0; box < terms; box++) {
      const reached = await tabTo(page, (el) => el.type === 'checkbox' && !el.checked, {
        what: 'an unticked terms box',
      });
      assert.ok(!reached.checked);
      await page.keyboard.press('Space');
    }
    await press(page, /^Confirm/);
    await leave(page, 'Check your details');

    // Nothing to pay: checkout saves a card on the sandbox's card page first (spec 000 §4 step 5).
    await arrive(page, /Confirm your free cover/, 'checkout', pageErrors);
    await press(page, /^Save a card and get covered$/);
    await page.getByRole('heading', { level: 1, name: 'Save a card' }).waitFor(STEP);
    await typeInto(page, /^Name on card/, 'Kim Keyboard');
    await typeInto(page, /^Card number/, '4242 4242 4242 4242');
    await typeInto(page, /^Expiry date/, '12/30');
    await typeInto(page, /^Security code/, '123');
    await press(page, /^Save card$/);
    await page
      .getByRole('heading', { level: 1, name: 'You’re covered' })
      .waitFor({ timeout: 40_000 });
    // The feedback prompt opens over it; Escape closes it, and focus is back on the h1.
    await atSuccess(page, pageErrors, 'success');
    await arrive(page, /You’re covered/, 'success-after-feedback', pageErrors);
    assert.match(await page.locator('main[id$="-main"]').textContent(), /MINI-DAW-\d+/);
  } finally {
    await context.close();
  }
});

test('a failed submit moves focus to the error summary, and its link to the field', async () => {
  const { context, page, pageErrors } = await newPage(suite.browser, PHONE);
  try {
    await page.goto(`${suite.platform.url}/driveaway`);
    await page.getByRole('heading', { level: 1, name: 'Before we begin' }).waitFor(STEP);
    await press(page, /^Start my quote$/);
    await startedQuote(page);
    await arrive(page, /Before we begin/, 'errors-before-we-begin', pageErrors);
    await press(page, /^Save and continue$/);
    // The summary takes focus once the answers are checked (on a loaded machine, not at once).
    await page
      .waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert', null, STEP)
      .catch(() => {});
    const here = await focused(page);
    assert.equal(
      here.type,
      'alert',
      `focus is on the error summary, not ${here.tag} "${here.name}"`,
    );
    assert.ok(here.indicator, 'the focused error summary shows a focus indicator');
    await assertNoSidewaysScroll(page, 'errors-summary');
    await checkPage(page, 'errors-summary', pageErrors);

    // The summary's first action ("Show me" or the first listed error) takes focus to the field.
    await page.keyboard.press('Tab');
    const action = await focused(page);
    assert.ok(action.indicator, `no visible focus on the summary's ${action.name}`);
    await page.keyboard.press('Enter');
    const field = await focused(page);
    assert.ok(
      ['input', 'select', 'textarea'].includes(field.tag),
      `${action.name} moves focus to the field in error, not ${field.tag} "${field.name}"`,
    );
  } finally {
    await context.close();
  }
});
