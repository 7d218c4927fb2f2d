// End-to-end: the chat (issue 19, "Chat, where the spec says chat") on the real platform, in
// Debian's Chromium, in two browser contexts. A visitor referred for a driving ban opens the chat
// from the referral page and writes; the demo agent signs in to the console, finds the
// conversation in the queue (waiting, where it was opened), opens it beside what the visitor was
// doing and answers; the answer arrives in the visitor's chat log without a reload, over the
// event stream. After a reload the visitor's conversation is still there. Every page passes axe,
// at 1280 and 390 px; screenshots go to ../screenshots/chat.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AGENT } from './agent-steps.mjs';
import { checkPage, newPage } from './browser.mjs';
import { answerSections, at, SECTIONS } from './journey-steps.mjs';
import { signInWithEmailCode } from './sign-in.mjs';
import { STEP, useSuite } from './suite.mjs';

const suite = useSuite();

const REFERRAL = /unable to offer you a quote/;
const QUESTION = 'Why can’t you quote me? The ban ended last year.';
const ANSWER = 'Hello, I can see your quote. Let me check the ban’s dates with you.';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The visitor's chat panel. */
function chatPanel(page) {
  return page.getByRole('dialog', { name: 'Chat with us' });
}

/** Checks the page at both widths, back at `viewport` after. */
async function checkBothWidths(page, name, pageErrors, viewport = WIDE) {
  await page.setViewportSize(WIDE);
  await checkPage(page, `${name}-1280`, pageErrors);
  await page.setViewportSize(PHONE);
  await checkPage(page, `${name}-390`, pageErrors);
  await page.setViewportSize(viewport);
}

test('a referred visitor chats from the referral page, an agent answers from the queue, and the answer arrives live', {
  timeout: 300_000,
}, async () => {
  const { url } = suite.platform;
  const visitor = await newPage(suite.browser, WIDE);
  const agent = await newPage(suite.browser, WIDE);
  try {
    // The visitor, referred for a ban, opens the chat from the referral page and writes.
    const { page, pageErrors } = visitor;
    await answerSections(page, pageErrors, {
      url,
      entry: '/driveaway',
      quoteHeading: REFERRAL,
      visitor: { name: 'chat', email: 'casey.chat@example.com', lastName: 'Chat' },
      overrides: {
        'Driving licence': async (driving) => {
          await SECTIONS['Driving licence'](driving);
          await driving.getByLabel(/banned or disqualified from driving/).check();
        },
      },
    });
    await at(page, REFERRAL, 'referral', pageErrors);
    const proposalCode = page.url().match(/\/proposal\/(P[0-9A-F]+)/)?.[1];
    assert.ok(proposalCode, `the referral page is a proposal's: ${page.url()}`);
    await page.getByRole('main').getByRole('button', { name: 'Chat with us' }).click();
    const panel = chatPanel(page);
    await panel.waitFor(STEP);
    const log = panel.getByRole('log', { name: 'Conversation' });
    await log.getByText(/An agent will answer here/).waitFor(STEP);
    const box = panel.getByRole('textbox', { name: 'Your message' });
    assert.ok(
      await box.evaluate((element) => element === document.activeElement),
      'the message box has focus',
    );
    await box.pressSequentially(QUESTION);
    await box.press('Enter');
    await log.getByText(QUESTION).waitFor(STEP);
    await log.getByText('Sending…').waitFor({ state: 'detached', ...STEP });
    await checkBothWidths(page, 'visitor-sent', pageErrors);

    // The agent signs in to the console and finds the conversation in the queue.
    await agent.page.goto(`${url}/admin/`);
    await agent.page.getByRole('main').getByRole('button', { name: 'Sign in' }).click(STEP);
    await signInWithEmailCode(agent.page, {
      platformUrl: url,
      email: AGENT,
      name: 'agent',
      pageErrors: agent.pageErrors,
    });
    await agent.page.getByRole('heading', { level: 1, name: 'Find a customer' }).waitFor(STEP);
    await agent.page.getByRole('link', { name: 'Chat', exact: true }).click();
    await agent.page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor(STEP);
    const queue = agent.page.getByRole('list', { name: 'Open conversations, waiting first' });
    const item = queue.getByRole('listitem').filter({ hasText: QUESTION });
    await item.waitFor(STEP);
    const itemText = (await item.textContent()) ?? '';
    // A visitor is named as their quote's answers name them (the first name), else "Visitor".
    const link = item.getByRole('link');
    const customerName = ((await link.textContent()) ?? '').trim();
    assert.ok(customerName.length > 0, 'the queue names the visitor');
    assert.match(itemText, /waiting (less than a minute|\d+ min)/);
    assert.match(itemText, new RegExp(`Opened from /driveaway/proposal/${proposalCode}`));
    await checkBothWidths(agent.page, 'agent-queue', agent.pageErrors);

    // It opens beside what the visitor was doing; the agent answers.
    await link.click();
    await agent.page
      .getByRole('heading', { level: 1, name: `Chat with ${customerName}` })
      .waitFor(STEP);
    const agentLog = agent.page.getByRole('log', { name: 'Conversation with the customer' });
    await agentLog.getByText(QUESTION).waitFor(STEP);
    await agent.page
      .getByText(
        `This visitor is not signed in, so there is no customer record. Their quote is ${proposalCode}.`,
      )
      .waitFor(STEP);
    const answer = agent.page.getByRole('textbox', { name: 'Answer' });
    await answer.fill(ANSWER);
    await answer.press('Enter');
    await agentLog.getByText(ANSWER).waitFor(STEP);
    await agentLog.getByText('Sending…').waitFor({ state: 'detached', ...STEP });
    await checkBothWidths(agent.page, 'agent-answered', agent.pageErrors);
    // Every message says who wrote it and when: the agent's own answer is "You" (as the platform
    // marks it, so also after a reload), the visitor's question their first name.
    const authorOf = (text) =>
      agentLog.locator('div').filter({ hasText: text }).last().locator('.who').textContent();
    const firstName = customerName.split(' ')[0];
    assert.match((await authorOf(QUESTION)) ?? '', new RegExp(`^${firstName} at \\d\\d:\\d\\d$`));
    assert.match((await authorOf(ANSWER)) ?? '', /^You at \d\d:\d\d$/);
    await agent.page.reload();
    await agentLog.getByText(ANSWER).waitFor(STEP);
    assert.match((await authorOf(ANSWER)) ?? '', /^You at \d\d:\d\d$/);

    // The visitor's chat shows the answer without a reload.
    await log.getByText(ANSWER).waitFor(STEP);
    await log.getByText(/An agent will answer here/).waitFor({ state: 'detached', ...STEP });
    await checkBothWidths(page, 'visitor-answered', pageErrors);

    // A reload: the conversation is read again and the panel is back with it.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: REFERRAL }).waitFor(STEP);
    const again = chatPanel(page).getByRole('log', { name: 'Conversation' });
    await again.getByText(QUESTION).waitFor(STEP);
    await again.getByText(ANSWER).waitFor(STEP);
    await checkBothWidths(page, 'visitor-reloaded', pageErrors);

    // Escape closes the chat.
    await chatPanel(page).getByRole('textbox', { name: 'Your message' }).focus();
    await page.keyboard.press('Escape');
    await chatPanel(page).waitFor({ state: 'detached', ...STEP });
  } finally {
    await visitor.context.close();
    await agent.context.close();
  }
});
