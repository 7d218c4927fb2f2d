import { randomUUID } from 'node:crypto';
import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

type Problem = { status: number; code?: string };
type AuditRow = {
  actor_user_id: string | null;
  acting_as_user_id: string | null;
  action: string;
  target: string | null;
};

const AGENT = { roles: ['admin'], permissions: ['access:impersonate'] };

describe(`an agent stopping acting for a customer (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  const userIdOf = async (email: string) =>
    (await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0]
      ?.id as string;
  const auditRows = () =>
    t.db.query<AuditRow>(
      'SELECT actor_user_id, acting_as_user_id, action, target FROM audit_log ORDER BY id',
    );
  const end = (userId: string, token: string, headers: Record<string, string> = {}) =>
    t.call<Problem>('POST', `/api/agent/customers/${encodeURIComponent(userId)}/acting/end`, {
      token,
      headers,
    });

  let agent: string;
  let agentId: string;
  let customerToken: string;
  let customerId: string;

  beforeEach(async () => {
    agent = await t.signedInToken('acting.end.agent@brand.test', AGENT);
    agentId = await userIdOf('acting.end.agent@brand.test');
    customerToken = await t.signedInToken('acting.end.customer@example.com');
    customerId = await userIdOf('acting.end.customer@example.com');
    await t.db.query('DELETE FROM audit_log');
  });

  it('writes one impersonation.end row: the agent, the customer, when', async () => {
    const answer = await end(customerId, agent);
    expect(answer.status).toBe(204);
    expect(await auditRows()).toEqual([
      {
        actor_user_id: agentId,
        acting_as_user_id: customerId,
        action: 'impersonation.end',
        target: customerId,
      },
    ]);
  });

  it('lists the end in the supervisor’s reader under the customer and the agent', async () => {
    await end(customerId, agent);
    const supervisor = await t.signedInToken('acting.end.supervisor@brand.test', {
      roles: ['admin'],
      permissions: ['access:audit-log'],
    });
    const page = await t.call<{ entries: { action: string; agentUserId: string }[] }>(
      'GET',
      `/api/agent/audit?customerUserId=${customerId}`,
      { token: supervisor },
    );
    expect(page.status).toBe(200);
    expect(page.body.entries).toEqual([
      expect.objectContaining({ action: 'impersonation.end', agentUserId: agentId }),
    ]);
  });

  it('is also taken while the console still names the customer (the call itself is audited too)', async () => {
    const answer = await end(customerId, agent, { [IMPERSONATE_USER_HEADER]: customerId });
    expect(answer.status).toBe(204);
    expect((await auditRows()).map((row) => row.action).sort()).toEqual([
      'impersonation.call',
      'impersonation.end',
    ]);
  });

  it('answers 404 customer.notFound for an unknown id, an agent’s and a visitor’s, writing nothing', async () => {
    const agentUser = `user_${randomUUID()}`;
    await t.db.query(
      `INSERT INTO users (id, kind, email, created_at) VALUES ($1, 'agent', $2, $3)`,
      [agentUser, `${agentUser}@brand.test`, t.clock.now()],
    );
    await t.anonymousToken();
    const visitor = (
      await t.db.query<{ id: string }>(`SELECT id FROM users WHERE kind = 'anonymous' LIMIT 1`)
    )[0]?.id as string;
    for (const userId of ['user_nobody', agentUser, visitor]) {
      const answer = await end(userId, agent);
      expect({ userId, status: answer.status, code: answer.body.code }).toEqual({
        userId,
        status: 404,
        code: 'customer.notFound',
      });
    }
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a customer (no access:impersonate) and anybody without a token, writing nothing', async () => {
    expect((await end(customerId, customerToken)).status).toBe(403);
    const anonymous = await t.call('POST', `/api/agent/customers/${customerId}/acting/end`);
    expect(anonymous.status).toBe(401);
    expect(await auditRows()).toEqual([]);
  });
});
