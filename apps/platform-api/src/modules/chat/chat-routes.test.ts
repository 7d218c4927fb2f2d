import { randomUUID } from 'node:crypto';
import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import { openStream } from '../../test/event-stream-test-support';
import { quotedProposal } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { CHAT_SEND_RATE_LIMIT } from './chat-rate-limit';

type Message = {
  id: string;
  conversationId: string;
  author: string;
  authorName: string;
  text: string;
  sentAt: string;
  clientMessageId?: string;
  fromYou?: boolean;
};
type Conversation = {
  id: string;
  status: string;
  context: Record<string, string>;
  customerUserId?: string;
  visitor: boolean;
  assignedAgentName?: string;
  messages: Message[];
  customer?: { name: string; visitor: boolean; userId?: string; email?: string };
};
type QueueItem = {
  id: string;
  waitingSince?: string;
  customerName: string;
  lastMessage?: Message;
  assignedAgentName?: string;
};
type Problem = { status: number; code?: string; detail?: string };

const AGENT = { roles: ['admin'], permissions: ['access:impersonate'] };

describe(`the chat between customers and agents (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  let agentToken: string;

  beforeAll(async () => {
    agentToken = await t.signedInToken('chat.agent@brand.test', AGENT);
    // The agent's name as the sign-in server keeps it (a test token makes no principals row).
    await t.db.query(
      `INSERT INTO principals (user_id, first_name, last_name)
       SELECT id, 'Priya', 'Shah' FROM users WHERE email = 'chat.agent@brand.test'
       ON CONFLICT (user_id) DO UPDATE SET first_name = 'Priya', last_name = 'Shah'`,
    );
  });

  function open(token: string, body: unknown) {
    return t.call<Conversation & Problem>('POST', '/api/chat/conversations', { token, body });
  }
  function send(token: string, id: string, text: string, clientMessageId: string = randomUUID()) {
    return t.call<Message & Problem>('POST', `/api/chat/conversations/${id}/messages`, {
      token,
      body: { text, clientMessageId },
    });
  }
  function answer(id: string, text: string, clientMessageId: string = randomUUID()) {
    return t.call<Message & Problem>('POST', `/api/agent/chat/conversations/${id}/messages`, {
      token: agentToken,
      body: { text, clientMessageId },
    });
  }
  async function auditOf(conversationId: string) {
    return t.db.query<{ action: string; actor_user_id: string; acting_as_user_id: string }>(
      `SELECT action, actor_user_id, acting_as_user_id FROM audit_log
        WHERE target = $1 ORDER BY id`,
      [conversationId],
    );
  }

  it('opens a visitor’s chat from their referred quote with the error they saw, and the agent answers from the queue', async () => {
    const visitor = await t.anonymousToken();
    const quote = await quotedProposal(t, visitor, {
      firstName: 'Vera',
      email: 'vera@example.com',
    });
    const opened = await open(visitor, {
      context: { page: '/flex/referral', proposalId: quote.proposalCode, error: ' Referred. ' },
      text: '  Why was I referred?  ',
    });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      status: 'OPEN',
      visitor: true,
      context: { page: '/flex/referral', proposalId: quote.proposalCode, error: 'Referred.' },
    });
    expect(opened.body.customerUserId).toBeUndefined();
    expect(opened.body.messages.map((m) => [m.author, m.authorName, m.text])).toEqual([
      [
        'SYSTEM',
        'MINI Insurance',
        `Opened from /flex/referral (quote ${quote.proposalCode}): Referred.`,
      ],
      ['CUSTOMER', 'Vera', 'Why was I referred?'],
    ]);

    const queue = await t.call<{ conversations: QueueItem[] }>('GET', '/api/agent/chat/queue', {
      token: agentToken,
    });
    expect(queue.status).toBe(200);
    const item = queue.body.conversations.find((c) => c.id === opened.body.id);
    expect(item).toMatchObject({ customerName: 'Vera', waitingSince: '2026-03-02T10:00:00.000Z' });
    expect(item?.lastMessage?.text).toBe('Why was I referred?');

    const read = await t.call<Conversation>(
      'GET',
      `/api/agent/chat/conversations/${opened.body.id}`,
      { token: agentToken },
    );
    expect(read.status).toBe(200);
    // The fixtures give every quote a surname of its own.
    expect(read.body.customer).toMatchObject({ email: 'vera@example.com', visitor: true });
    expect(read.body.customer?.name).toMatch(/^Vera \S/);

    const answered = await answer(opened.body.id, 'Hello Vera, let me look.');
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({ author: 'AGENT', authorName: 'Priya' });
    const current = await t.call<Conversation>('GET', '/api/chat/conversations/current', {
      token: visitor,
    });
    expect(current.body.assignedAgentName).toBe('Priya');
    expect(current.body.messages.at(-1)?.text).toBe('Hello Vera, let me look.');
    const after = await t.call<{ conversations: QueueItem[] }>('GET', '/api/agent/chat/queue', {
      token: agentToken,
    });
    const answeredItem = after.body.conversations.find((c) => c.id === opened.body.id);
    expect(answeredItem?.waitingSince).toBeUndefined();
    expect(answeredItem?.assignedAgentName).toBe('Priya');
    const audit = await auditOf(opened.body.id);
    expect(audit.map((row) => row.action)).toEqual(['chat.read', 'chat.answer']);
    // The visitor is the rows' acting-as user: their trail lists what the agent did.
    const [visitorRow] = await t.db.query<{ owner_user_id: string }>(
      'SELECT owner_user_id FROM chat_conversations WHERE id = $1',
      [opened.body.id],
    );
    expect(audit.every((row) => row.acting_as_user_id === visitorRow?.owner_user_id)).toBe(true);
  });

  it('answers the open conversation (200) with the new context as a note when the customer opens chat again', async () => {
    const customer = await t.signedInToken('chat.again@example.com');
    const first = await open(customer, { context: { page: '/' } });
    expect(first.status).toBe(201);
    const again = await open(customer, { context: { page: '/policies', error: 'Oops' } });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.visitor).toBe(false);
    expect(again.body.messages.map((m) => m.text)).toEqual([
      'Opened from /',
      'Opened from /policies: Oops',
    ]);
  });

  it('opens one conversation when two tabs open chat at once', async () => {
    const customer = await t.signedInToken('chat.twotabs@example.com');
    const [one, two] = await Promise.all([
      open(customer, { context: { page: '/a' } }),
      open(customer, { context: { page: '/b' } }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    expect(one.body.id).toBe(two.body.id);
  });

  it('refuses another customer’s quote in the context, and changes nothing', async () => {
    const owner = await t.anonymousToken();
    const quote = await quotedProposal(t, owner);
    const stranger = await t.signedInToken('chat.stranger@example.com');
    const refused = await open(stranger, {
      context: { page: '/quote', proposalId: quote.proposalCode },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe('We could not find that quote.');
    const none = await t.call<Problem>('GET', '/api/chat/conversations/current', {
      token: stranger,
    });
    expect(none.status).toBe(404);
    const policy = await open(stranger, { context: { page: '/p', policyId: 'POLnotmine' } });
    expect(policy.status).toBe(404);
    expect(policy.body.detail).toBe('We could not find that policy.');
  });

  it('refuses a blank, a long and a closed message with what to do, and sends a retried one once', async () => {
    const customer = await t.signedInToken('chat.sender@example.com');
    const { body: chat } = await open(customer, { context: { page: '/' } });
    const blank = await send(customer, chat.id, '   \n ');
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe('Type a message before sending.');
    const long = await send(customer, chat.id, 'x'.repeat(2001));
    expect(long.body.detail).toBe('A message can be at most 2,000 characters.');
    expect((await send(customer, chat.id, ` ${'x'.repeat(2000)} `)).status).toBe(201);
    const id = randomUUID();
    const once = await send(customer, chat.id, 'Hello', id);
    const twice = await send(customer, chat.id, 'Hello', id);
    expect(twice.status).toBe(201);
    expect(twice.body).toEqual(once.body);
    expect(once.body.clientMessageId).toBe(id);
    const [count] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE client_message_id = $1',
      [id],
    );
    expect(count?.n).toBe(1);
    const badId = await send(customer, chat.id, 'Hi', 'not-a-uuid');
    expect(badId.status).toBe(400);

    const closed = await t.call<Conversation>(
      'POST',
      `/api/agent/chat/conversations/${chat.id}/close`,
      { token: agentToken },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('CLOSED');
    const late = await send(customer, chat.id, 'Are you there?');
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('This conversation is closed.');
    // The retried send of a message made before the close still answers it.
    expect((await send(customer, chat.id, 'Hello', id)).body.id).toBe(once.body.id);
    expect((await answer(chat.id, 'Still here')).status).toBe(409);
    expect(
      (await t.call('GET', '/api/chat/conversations/current', { token: customer })).status,
    ).toBe(404);
    expect((await auditOf(chat.id)).map((row) => row.action)).toEqual(['chat.close']);
  });

  it('answers 404 for another customer’s conversation, and keeps agents and acting agents out of the customer side', async () => {
    const owner = await t.signedInToken('chat.owner@example.com');
    const { body: chat } = await open(owner, { context: { page: '/' } });
    const other = await t.signedInToken('chat.other@example.com');
    expect((await send(other, chat.id, 'Hi')).status).toBe(404);
    expect(
      (
        await t.call('POST', `/api/chat/conversations/${chat.id}/read`, {
          token: other,
          body: { upToMessageId: chat.messages[0]?.id },
        })
      ).status,
    ).toBe(404);
    const stream = await openStream(t, `/api/chat/conversations/${chat.id}/events`, other);
    expect(stream.status).toBe(404);
    const agentAsCustomer = await open(agentToken, { context: { page: '/' } });
    expect(agentAsCustomer.status).toBe(403);
    const [ownerRow] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'chat.owner@example.com',
    ]);
    const acting = await t.call<Problem>('POST', `/api/chat/conversations/${chat.id}/messages`, {
      token: agentToken,
      headers: { [IMPERSONATE_USER_HEADER]: ownerRow?.id as string },
      body: { text: 'I am the customer', clientMessageId: randomUUID() },
    });
    expect(acting.status).toBe(403);
  });

  it('delivers messages live to both sides and resumes after Last-Event-ID', async () => {
    const customer = await t.signedInToken('chat.live@example.com');
    const { body: chat } = await open(customer, { context: { page: '/' } });
    const customerStream = await openStream(
      t,
      `/api/chat/conversations/${chat.id}/events`,
      customer,
    );
    const agentStream = await openStream(
      t,
      `/api/chat/conversations/${chat.id}/events`,
      agentToken,
    );
    const queueStream = await openStream(t, '/api/agent/chat/events', agentToken);
    try {
      expect(customerStream.status).toBe(200);
      expect(customerStream.contentType).toContain('text/event-stream');
      expect((await customerStream.next()).data).toEqual({ status: 'OPEN' });
      await agentStream.next((e) => e.event === 'status');
      const sent = await send(customer, chat.id, 'Anyone there?');
      const atAgent = await agentStream.next((e) => e.event === 'message');
      // Each stream shows a message as its caller reads it: the writer's own is fromYou.
      const { fromYou: customerWroteIt, ...asTheAgentReadsIt } = sent.body;
      expect(customerWroteIt).toBe(true);
      expect(atAgent).toEqual({ event: 'message', id: sent.body.id, data: asTheAgentReadsIt });
      const queued = await queueStream.next(
        (e) => (e.data as QueueItem).lastMessage?.id === sent.body.id,
      );
      expect(queued.event).toBe('queue');
      const reply = await answer(chat.id, 'Yes, hello');
      expect((await customerStream.next((e) => e.event === 'message')).data).toEqual(sent.body);
      const { fromYou: agentWroteIt, ...asTheCustomerReadsIt } = reply.body;
      expect(agentWroteIt).toBe(true);
      expect((await customerStream.next((e) => e.event === 'message')).data).toEqual(
        asTheCustomerReadsIt,
      );
      // The agent's close reaches the customer as a status, and the queue as a closed item.
      await t.call('POST', `/api/agent/chat/conversations/${chat.id}/close`, { token: agentToken });
      expect((await customerStream.next((e) => e.event === 'status')).data).toEqual({
        status: 'CLOSED',
      });
      const closed = await queueStream.next(
        (e) => (e.data as { id: string; status: string }).status === 'CLOSED',
      );
      expect((closed.data as QueueItem).id).toBe(chat.id);
    } finally {
      customerStream.close();
      agentStream.close();
      queueStream.close();
    }
    // A reconnect naming the first message gets what came after it, and nothing twice.
    const resumed = await openStream(t, `/api/chat/conversations/${chat.id}/events`, customer, {
      'last-event-id': chat.messages[0]?.id as string,
    });
    try {
      const texts: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        texts.push(((await resumed.next((e) => e.event === 'message')).data as Message).text);
      }
      expect(texts).toEqual(['Anyone there?', 'Yes, hello']);
    } finally {
      resumed.close();
    }
  });

  it('tells each agent which answers are their own and which a colleague wrote', async () => {
    const colleagueToken = await t.signedInToken('chat.colleague@brand.test', AGENT);
    await t.db.query(
      `INSERT INTO principals (user_id, first_name, last_name)
       SELECT id, 'Tom', 'Reid' FROM users WHERE email = 'chat.colleague@brand.test'
       ON CONFLICT (user_id) DO UPDATE SET first_name = 'Tom', last_name = 'Reid'`,
    );
    const customer = await t.signedInToken('chat.two.agents@example.com');
    const { body: chat } = await open(customer, { context: { page: '/' }, text: 'Hello?' });
    await answer(chat.id, 'Priya here.');
    const colleague = await t.call<Message>(
      'POST',
      `/api/agent/chat/conversations/${chat.id}/messages`,
      { token: colleagueToken, body: { text: 'Tom here too.', clientMessageId: randomUUID() } },
    );
    expect(colleague.body).toMatchObject({ authorName: 'Tom', fromYou: true });
    const readBy = async (token: string) =>
      (
        await t.call<Conversation>('GET', `/api/agent/chat/conversations/${chat.id}`, { token })
      ).body.messages.map((m) => [m.author, m.authorName, m.fromYou ?? false]);
    expect(await readBy(agentToken)).toEqual([
      ['SYSTEM', 'MINI Insurance', false],
      ['CUSTOMER', expect.any(String), false],
      ['AGENT', 'Priya', true],
      ['AGENT', 'Tom', false],
    ]);
    expect((await readBy(colleagueToken)).slice(2)).toEqual([
      ['AGENT', 'Priya', false],
      ['AGENT', 'Tom', true],
    ]);
    const current = await t.call<Conversation>('GET', '/api/chat/conversations/current', {
      token: customer,
    });
    expect(current.body.messages.map((m) => m.fromYou ?? false)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    // The queue is every agent's: its last message is no one's own.
    const queue = await t.call<{ conversations: QueueItem[] }>('GET', '/api/agent/chat/queue', {
      token: colleagueToken,
    });
    const item = queue.body.conversations.find((c) => c.id === chat.id);
    expect(item?.lastMessage).toMatchObject({ text: 'Tom here too.' });
    expect(item?.lastMessage?.fromYou).toBeUndefined();
  });

  it('marks what the customer has seen, and refuses a message of another conversation', async () => {
    const customer = await t.signedInToken('chat.reader@example.com');
    const { body: chat } = await open(customer, { context: { page: '/' } });
    const reply = await answer(chat.id, 'Hi');
    const read = await t.call('POST', `/api/chat/conversations/${chat.id}/read`, {
      token: customer,
      body: { upToMessageId: reply.body.id },
    });
    expect(read.status).toBe(204);
    const [row] = await t.db.query<{ customer_read_at: Date | null }>(
      'SELECT customer_read_at FROM chat_messages WHERE id = $1',
      [reply.body.id],
    );
    expect(row?.customer_read_at).not.toBeNull();
    const wrong = await t.call<Problem>('POST', `/api/chat/conversations/${chat.id}/read`, {
      token: customer,
      body: { upToMessageId: 'MSGnot' },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.detail).toBe('We could not find that message.');
  });

  it('keeps a visitor’s conversation when they sign in (the merge)', async () => {
    const visitor = await t.anonymousToken();
    const quote = await quotedProposal(t, visitor);
    const { body: chat } = await open(visitor, {
      context: { page: '/quote', proposalId: quote.proposalCode },
      text: 'Before signing in',
    });
    const account = await t.signedInToken('chat.merged@example.com');
    // The account's own older chat closes: the visitor's is the one they were just using.
    const { body: older } = await open(account, { context: { page: '/policies' } });
    const merged = await t.call('POST', '/api/proposals/merge', {
      token: account,
      body: { proposalCode: quote.proposalCode, sourceAccessToken: visitor },
    });
    expect(merged.status).toBe(200);
    const current = await t.call<Conversation>('GET', '/api/chat/conversations/current', {
      token: account,
    });
    expect(current.status).toBe(200);
    expect(current.body.id).toBe(chat.id);
    expect(current.body.visitor).toBe(false);
    expect(current.body.messages.map((m) => m.text)).toContain('Before signing in');
    const [olderRow] = await t.db.query<{ status: string }>(
      'SELECT status FROM chat_conversations WHERE id = $1',
      [older.id],
    );
    expect(olderRow?.status).toBe('CLOSED');
  });

  it('rate-limits a customer’s sends', async () => {
    const customer = await t.signedInToken('chat.flood@example.com');
    const { body: chat } = await open(customer, { context: { page: '/' } });
    let last = 0;
    for (let i = 1; i < CHAT_SEND_RATE_LIMIT.hits; i += 1)
      last = (await send(customer, chat.id, `m${i}`)).status;
    expect(last).toBe(201);
    const refused = await send(customer, chat.id, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
  });
});

describe(`the chat with a vendor configured (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ chat: { vendor: 'intercom', appId: 'abc123' } });

  it('tells the apps the vendor and answers the embedded routes 404', async () => {
    const config = await t.call<{ chat: unknown }>('GET', '/api/app-config');
    expect(config.body.chat).toEqual({ vendor: 'intercom', appId: 'abc123' });
    const token = await t.anonymousToken();
    const refused = await t.call<Problem>('POST', '/api/chat/conversations', {
      token,
      body: { context: { page: '/' } },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe('Chat is provided by Intercom.');
  });
});
