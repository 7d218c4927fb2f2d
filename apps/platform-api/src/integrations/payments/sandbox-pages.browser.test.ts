import { readFileSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import type { SandboxCardPayments } from './sandbox-card-payments';
import type { SandboxDirectDebit } from './sandbox-direct-debit';

// The hosted sandbox pages in Debian's Chromium: axe finds nothing (WCAG 2.2 A and AA, colour
// contrast included), and a customer pays with the keyboard alone, seeing where focus is.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const app = useTestApp({ anonymousToken: false });
let browser: Browser;
let key = 0;

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await context.addInitScript(axeSource);
  return context.newPage();
}

type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };

// Scripts run in the page are strings: this package's TypeScript has no DOM library.
async function axeViolations(page: Page): Promise<string[]> {
  const result = await page.evaluate<AxeResult>(
    `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(AXE_TAGS)} } })`,
  );
  return result.violations.map(
    (v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Waits for the form post `action` makes and the page it answers. */
async function submitted(page: Page, action: () => Promise<void>): Promise<void> {
  await Promise.all([
    page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame()),
    action(),
  ]);
  await page.waitForLoadState('load');
  // Chromium runs `autofocus` in a rendering step after load: wait for it (briefly) before the
  // test reads what has focus; if it never comes, the focus assertions that follow fail.
  await page
    .waitForFunction(
      'document.activeElement !== null && document.activeElement !== document.body',
      undefined,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
}

/** The focused element's id and whether its focus ring shows. */
function focused(page: Page) {
  return page.evaluate<{ id: string; text: string; ring: boolean }>(`(() => {
    const element = document.activeElement;
    return {
      id: element?.id ?? '',
      text: element?.textContent?.trim() ?? '',
      ring: element ? getComputedStyle(element).outlineStyle === 'solid' : false,
    };
  })()`);
}

async function checkout(): Promise<string> {
  key += 1;
  const session = await (
    app.app.platform.integrations.cardPayments as SandboxCardPayments
  ).createCheckoutSession({
    amountPence: 9999,
    description: 'Car insurance for MINI-2',
    // The shop the customer returns to: any page on the test platform (its 404 does).
    successUrl: `${app.baseUrl}/shop/paid?session={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${app.baseUrl}/shop/checkout`,
    saveCard: false,
    reference: 'PROP-2',
    idempotencyKey: `browser-${key}`,
  });
  return `${app.baseUrl}${session.url.slice(TEST_PUBLIC_URL.length)}`;
}

describe('the sandbox pages in a browser', () => {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  });
  afterAll(() => browser?.close());

  it('card page: no axe violations, errors focused and linked, paid with the keyboard alone', async () => {
    const page = await newPage();
    await page.goto(await checkout());
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ id: 'name', ring: true });
    await submitted(page, () => page.keyboard.press('Enter'));
    expect(await focused(page)).toMatchObject({ id: 'error-summary' });
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ id: 'name' });
    await page.keyboard.type('Ann Example');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4242 4242 4242 4242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/30');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ text: 'Pay £99.99', ring: true });
    await Promise.all([page.waitForURL(/shop\/paid/), page.keyboard.press('Enter')]);
    expect(page.url()).toMatch(/\/shop\/paid\?session=cs_test_/);
    await page.context().close();
  });

  it('challenge page: no axe violations, approved with the keyboard', async () => {
    const page = await newPage();
    await page.goto(await checkout());
    await page.fill('#name', 'Ann Example');
    await page.fill('#number', '4000 0025 0000 3155');
    await page.fill('#expiry', '12/30');
    await page.fill('#cvc', '123');
    await Promise.all([page.waitForURL(/authenticate$/), page.press('#cvc', 'Enter')]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ text: 'Complete authentication', ring: true });
    await Promise.all([page.waitForURL(/shop\/paid/), page.keyboard.press('Enter')]);
    await page.context().close();
  });

  it('Direct Debit page: no axe violations, confirmed with the keyboard', async () => {
    const flow = await (
      app.app.platform.integrations.directDebit as SandboxDirectDebit
    ).createRedirectFlow({
      description: 'MINI Insurance monthly payments',
      successUrl: `${app.baseUrl}/shop/dd`,
      sessionToken: 's',
      idempotencyKey: 'browser-flow',
    });
    const page = await newPage();
    await page.goto(`${app.baseUrl}${flow.redirectUrl.slice(TEST_PUBLIC_URL.length)}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ann Example');
    await page.keyboard.press('Tab');
    await page.keyboard.type('200000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('55779912');
    await submitted(page, () => page.keyboard.press('Enter'));
    expect(await focused(page)).toMatchObject({ id: 'error-summary' });
    expect(await axeViolations(page)).toEqual([]);
    await page.fill('#accountNumber', '55779911');
    await page.focus('#accountNumber');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ text: 'Set up Direct Debit', ring: true });
    await Promise.all([page.waitForURL(/shop\/dd/), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('redirect_flow_id')).toBe(flow.id);
    await page.context().close();
  });
});
