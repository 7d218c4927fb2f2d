import { buildApp } from '../../app';
import { createProposal, getProposal } from '../../test/journey-fixtures';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

type Proposal = { proposalCode: string; data: Record<string, unknown>; version: number };

describe(`cached proposal reads (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp();

  const create = async () => (await createProposal<Proposal>(t, t.token)).body;
  const get = (code: string, as = t.token) => getProposal<Proposal>(t, as, code);

  it('serves a repeated read from the cache, and a write is read back at once', async () => {
    const { proposalCode } = await create();
    const first = await get(proposalCode);
    expect(t.app.platform.proposalReads.get(proposalCode, t.clock.now().getTime())).toBeDefined();
    expect((await get(proposalCode)).body).toEqual(first.body);
    await t.call('PATCH', `/api/proposals/${proposalCode}`, {
      token: t.token,
      body: { changes: [{ path: 'eligibilityConfirmed', value: true }] },
    });
    const after = await get(proposalCode);
    expect(after.body.data).toEqual({ eligibilityConfirmed: true });
    expect(after.body.version).toBe(first.body.version + 1);
  });

  it('never serves a cached proposal to somebody else', async () => {
    const { proposalCode } = await create();
    await get(proposalCode);
    expect((await get(proposalCode, await t.anonymousToken())).status).toBe(404);
  });

  it('drops a cached read when another instance changes the proposal (NOTIFY)', async () => {
    const { proposalCode } = await create();
    await get(proposalCode);
    const other = await buildApp({ db: t.db, clock: t.clock, publicUrl: TEST_PUBLIC_URL });
    try {
      const response = await other.inject({
        method: 'PATCH',
        url: `/api/proposals/${proposalCode}`,
        headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ changes: [{ path: 'eligibilityConfirmed', value: true }] }),
      });
      expect(response.statusCode).toBe(200);
      // The notice crosses a connection: wait for it, as a second instance would.
      for (let i = 0; i < 50; i += 1) {
        if (!t.app.platform.proposalReads.get(proposalCode, t.clock.now().getTime())) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await get(proposalCode)).body.data).toEqual({ eligibilityConfirmed: true });
    } finally {
      await other.close();
    }
  });

  it('keeps serving and invalidating when the server drops its connections', async () => {
    const { proposalCode } = await create();
    await get(proposalCode);
    // What a database restart or failover does to the instance's idle and listening connections.
    await t.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect((await get(proposalCode)).status).toBe(200);
    const other = await buildApp({ db: t.db, clock: t.clock, publicUrl: TEST_PUBLIC_URL });
    try {
      // The change is made once the lost listener is back, as it would be a moment later.
      let seen = false;
      for (let attempt = 0; attempt < 40 && !seen; attempt += 1) {
        await other.inject({
          method: 'PATCH',
          url: `/api/proposals/${proposalCode}`,
          headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
          payload: JSON.stringify({
            changes: [{ path: 'eligibilityConfirmed', value: attempt % 2 === 0 }],
          }),
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = !t.app.platform.proposalReads.get(proposalCode, t.clock.now().getTime());
        await get(proposalCode);
      }
      expect(seen).toBe(true);
    } finally {
      await other.close();
    }
  });
});
