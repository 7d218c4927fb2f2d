// Two platform instances on one database, as behind a load balancer: a message posted on one
// reaches the streams open on the other (the database's NOTIFY, migration 0025). On PostgreSQL the
// second instance has a database connection pool (and a LISTEN connection) of its own; PGlite is
// one process's, so there the second instance shares the first one's database, which still proves
// that delivery goes through the notice and not through the instance that wrote.
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { openPostgresDatabase } from '../../db/postgres-database';
import { openStream } from '../../test/event-stream-test-support';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

type Message = { id: string; text: string; author: string };

/** A second connection to the suite's own database on PostgreSQL; the same database on PGlite. */
async function secondDatabase(db: Database): Promise<{ db: Database; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { db, close: async () => {} };
  const [row] = await db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(serverUrl);
  url.pathname = `/${row?.name}`;
  const other = await openPostgresDatabase(url.toString(), 2);
  return { db: other, close: () => other.close() };
}

describe(`the chat across two instances on one database (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });
  it('delivers a message posted on one instance to the streams open on the other', async () => {
    const customer = await t.signedInToken('two.instances@example.com');
    const agent = await t.signedInToken('two.agent@brand.test', {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    const opened = await t.call<{ id: string }>('POST', '/api/chat/conversations', {
      token: customer,
      body: { context: { page: '/' } },
    });
    expect(opened.status).toBe(201);
    const chat = opened.body.id;
    // Built and closed within the test: the suite's database closes in useTestApp's afterAll,
    // which runs before any afterAll of this file, and the second instance must stop first.
    const second = await secondDatabase(t.db);
    const other = await buildApp({ db: second.db, clock: t.clock, publicUrl: TEST_PUBLIC_URL });
    const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
    const onOther = { baseUrl: otherUrl };
    const customerOnOther = await openStream(
      onOther,
      `/api/chat/conversations/${chat}/events`,
      customer,
    );
    const queueOnOther = await openStream(onOther, '/api/agent/chat/events', agent);
    const agentOnFirst = await openStream(t, `/api/chat/conversations/${chat}/events`, agent);
    try {
      await customerOnOther.next((event) => event.event === 'status');
      await agentOnFirst.next((event) => event.event === 'status');

      const sent = await t.call<Message>('POST', `/api/chat/conversations/${chat}/messages`, {
        token: customer,
        body: { text: 'Written on the first instance', clientMessageId: randomUUID() },
      });
      expect(sent.status).toBe(201);
      expect((await customerOnOther.next((event) => event.event === 'message')).data).toEqual(
        sent.body,
      );
      const queued = await queueOnOther.next(
        (event) =>
          (event.data as { lastMessage?: { id: string } }).lastMessage?.id === sent.body.id,
      );
      expect(queued.event).toBe('queue');

      const answered = await fetch(`${otherUrl}/api/agent/chat/conversations/${chat}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${agent}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'Answered on the other', clientMessageId: randomUUID() }),
      });
      expect(answered.status).toBe(201);
      const answer = (await answered.json()) as Message;
      const atAgent = await agentOnFirst.next((event) => (event.data as Message).id === answer.id);
      expect(atAgent.data).toEqual(answer);
    } finally {
      agentOnFirst.close();
      // An instance shutting down ends the streams open on it (they would hold its close).
      await other.close();
      customerOnOther.close();
      queueOnOther.close();
      await second.close();
    }
  });
});
