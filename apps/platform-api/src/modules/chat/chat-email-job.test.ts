import { randomUUID } from 'node:crypto';
import { quotedProposal } from '../../test/journey-fixtures';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { emailUnseenAnswers } from './chat-email-job';
import { chatLink } from './chat-reply-email';

type Chat = { id: string };
type Message = { id: string };

describe(`the chat email job: answers a customer has not seen are emailed (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });
  let agentToken: string;

  beforeAll(async () => {
    agentToken = await t.signedInToken('email.agent@brand.test', {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    await t.db.query(
      `INSERT INTO principals (user_id, first_name)
       SELECT id, 'Sam' FROM users WHERE email = 'email.agent@brand.test'
       ON CONFLICT (user_id) DO UPDATE SET first_name = 'Sam'`,
    );
  });

  async function openChat(token: string, context: Record<string, string>): Promise<Chat> {
    const opened = await t.call<Chat>('POST', '/api/chat/conversations', {
      token,
      body: { context, text: 'Hello?' },
    });
    expect(opened.status).toBe(201);
    return opened.body;
  }
  async function answer(chat: Chat, text: string): Promise<Message> {
    const sent = await t.call<Message>(
      'POST',
      `/api/agent/chat/conversations/${chat.id}/messages`,
      {
        token: agentToken,
        body: { text, clientMessageId: randomUUID() },
      },
    );
    expect(sent.status).toBe(201);
    return sent.body;
  }
  function emailsTo(recipient: string) {
    return t.db.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM queued_emails WHERE recipient = $1 ORDER BY created_at',
      [recipient],
    );
  }

  it('emails a visitor the answers they left before, once, with a link back to the chat’s page', async () => {
    const visitor = await t.anonymousToken();
    const quote = await quotedProposal(t, visitor, { email: 'left.early@example.com' });
    const chat = await openChat(visitor, {
      page: '/flex/referral',
      proposalId: quote.proposalCode,
    });
    await answer(chat, 'We can cover you.');
    await answer(chat, 'Please call us to finish.');

    t.clock.advance(60_000);
    await emailUnseenAnswers(t.app.platform);
    expect(await emailsTo('left.early@example.com')).toEqual([]);

    t.clock.advance(61_000);
    // Two runs at once (two instances past the job's lock) still make one email.
    const runs = await Promise.all([
      emailUnseenAnswers(t.app.platform),
      emailUnseenAnswers(t.app.platform),
    ]);
    expect(runs.map((run) => run.messages).sort()).toEqual([0, 2]);
    const emails = await emailsTo('left.early@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('MINI Insurance answered your chat');
    expect(emails[0]?.text_body).toContain(
      'Sam: We can cover you.\n\nSam: Please call us to finish.',
    );
    expect(emails[0]?.text_body).toContain(`${TEST_PUBLIC_URL}/flex/referral?chat=open`);

    t.clock.advance(10 * 60_000);
    await emailUnseenAnswers(t.app.platform);
    expect(await emailsTo('left.early@example.com')).toHaveLength(1);
  });

  it('emails nothing the customer has read, nor a visitor who gave no email', async () => {
    const customer = await t.signedInToken('stayed@example.com');
    const chat = await openChat(customer, { page: '/' });
    const seen = await answer(chat, 'Here you are.');
    const read = await t.call('POST', `/api/chat/conversations/${chat.id}/read`, {
      token: customer,
      body: { upToMessageId: seen.id },
    });
    expect(read.status).toBe(204);
    const visitor = await t.anonymousToken();
    await answer(await openChat(visitor, { page: '/' }), 'Hello visitor');

    t.clock.advance(5 * 60_000);
    const run = await emailUnseenAnswers(t.app.platform);
    expect(await emailsTo('stayed@example.com')).toEqual([]);
    expect(run.noAddress).toBeGreaterThanOrEqual(1);
    // A later answer the signed-in customer did not see goes to their sign-in email.
    await answer(chat, 'One more thing.');
    t.clock.advance(3 * 60_000);
    await emailUnseenAnswers(t.app.platform);
    const emails = await emailsTo('stayed@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text_body).not.toContain('Here you are.');
    expect(emails[0]?.text_body).toContain(`${TEST_PUBLIC_URL}/?chat=open`);
  });
});

describe('the chat email’s link', () => {
  it('keeps to the platform’s origin whatever page the browser sent', () => {
    const base = 'https://insurance.example';
    expect(chatLink(base, '/policies/POL1?tab=billing')).toBe(
      'https://insurance.example/policies/POL1?tab=billing&chat=open',
    );
    expect(chatLink(base, '//evil.example/x')).toBe('https://insurance.example/?chat=open');
    expect(chatLink(base, '/\\evil.example')).toBe('https://insurance.example/?chat=open');
  });
});
