import {
  bind,
  boughtDriveaway,
  DRIVEAWAY,
  getProposal,
  type ProblemBody,
  patchProposal,
  quotedProposal,
  verify,
} from '../test/journey-fixtures';
import { type SuiteApp, useTestApp } from '../test/test-app';
import { TEST_DATABASE_KIND } from '../test/test-database';
import { IMPERSONATED_CALL } from './audit-log';
import { IMPERSONATE_USER_HEADER } from './impersonation';

const NOT_AUTHORISED = 'You are not authorised to perform this action.';

type AuditRow = {
  actor_user_id: string;
  acting_as_user_id: string;
  target: string;
  detail: { method: string; route: string; statusCode: number; params: Record<string, string> };
};

async function userIdOf(t: SuiteApp, email: string): Promise<string> {
  const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return user?.id as string;
}

/** The audit rows of an admin, waiting for the ones written after their answers went. */
async function auditOf(t: SuiteApp, adminUserId: string, count: number): Promise<AuditRow[]> {
  for (let attempt = 0; ; attempt += 1) {
    const rows = await t.db.query<AuditRow>(
      `SELECT actor_user_id, acting_as_user_id, target, detail FROM audit_log
        WHERE actor_user_id = $1 AND action = $2 ORDER BY id`,
      [adminUserId, IMPERSONATED_CALL],
    );
    if (rows.length >= count || attempt === 50) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`admin impersonation (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });
  let suite = 0;

  /** A signed-in owner with a quote, and admins with and without the permission. */
  async function cast() {
    suite += 1;
    const ownerEmail = `owner.${suite}@example.com`;
    const owner = await t.signedInToken(ownerEmail);
    const admin = await t.signedInToken(`agent.${suite}@brand.test`, {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    const plainAdmin = await t.signedInToken(`plain.${suite}@brand.test`, { roles: ['admin'] });
    const ownerId = await userIdOf(t, ownerEmail);
    const adminId = await userIdOf(t, `agent.${suite}@brand.test`);
    const as = (token: string, userId = ownerId) => ({
      token,
      headers: { [IMPERSONATE_USER_HEADER]: userId },
    });
    return { owner, admin, plainAdmin, ownerId, adminId, as };
  }

  it('lets an admin with access:impersonate read and change the customer’s proposal', async () => {
    const { owner, admin, as } = await cast();
    const quoted = await quotedProposal(t, owner);
    const path = `/api/proposals/${quoted.proposalCode}`;

    expect((await t.call('GET', path, { token: admin })).status).toBe(404);
    const read = await t.call<{ proposalCode: string }>('GET', path, as(admin));
    expect(read.status).toBe(200);
    expect(read.body.proposalCode).toBe(quoted.proposalCode);
    const changed = await t.call('PATCH', path, { ...as(admin), body: { changes: [] } });
    expect(changed.status).toBe(200);
    expect((await getProposal(t, owner, quoted.proposalCode)).status).toBe(200);
  });

  it('lets an impersonating admin read the customer’s policy', async () => {
    const { owner, admin, as } = await cast();
    const bought = await boughtDriveaway(t, owner);
    const read = await t.call('GET', `/api/policies/${bought.policyId}`, as(admin));
    expect(read.status).toBe(200);
  });

  it('lists and creates for the customer, not for the admin', async () => {
    const { owner, admin, as } = await cast();
    const bought = await boughtDriveaway(t, owner);
    const policies = await t.call<{ policyId: string }[]>('GET', '/api/policies', as(admin));
    expect(policies.body.map((policy) => policy.policyId)).toEqual([bought.policyId]);
    expect((await t.call<unknown[]>('GET', '/api/policies', { token: admin })).body).toEqual([]);

    const created = await t.call<{ proposalCode: string }>('POST', '/api/proposals', {
      ...as(admin),
      body: { schemeCode: 'BRAND-FLEX', brand: 'MINI' },
    });
    expect(created.status).toBe(201);
    expect((await getProposal(t, owner, created.body.proposalCode)).status).toBe(200);
    const listed = await t.call<{ proposalCode: string }[]>('GET', '/api/proposals', as(admin));
    expect(listed.body.map((proposal) => proposal.proposalCode)).toContain(
      created.body.proposalCode,
    );
  });

  it('audits every impersonated call: who, as whom, what, the answer and when', async () => {
    const { owner, admin, as, ownerId, adminId } = await cast();
    const quoted = await quotedProposal(t, owner);
    await t.call('GET', `/api/proposals/${quoted.proposalCode}`, as(admin));
    await t.call('GET', '/api/proposals/NOPE-0000', as(admin));

    // Rows are written after the answers went: in the order of their answers' codes here.
    const rows = (await auditOf(t, adminId, 2)).sort(
      (a, b) => a.detail.statusCode - b.detail.statusCode,
    );
    expect(rows).toEqual([
      {
        actor_user_id: adminId,
        acting_as_user_id: ownerId,
        target: 'GET /api/proposals/:id',
        detail: expect.objectContaining({
          method: 'GET',
          route: '/api/proposals/:id',
          statusCode: 200,
          params: { id: quoted.proposalCode },
        }),
      },
      expect.objectContaining({ detail: expect.objectContaining({ statusCode: 404 }) }),
    ]);
    const [when] = await t.db.query<{ at: Date }>(
      'SELECT at FROM audit_log WHERE actor_user_id = $1 ORDER BY id LIMIT 1',
      [adminId],
    );
    expect(new Date(when?.at as Date).toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });

  it('refuses the header from a customer, an anonymous visitor and an admin without the permission', async () => {
    const { owner, plainAdmin, ownerId, as } = await cast();
    const quoted = await quotedProposal(t, owner);
    const path = `/api/proposals/${quoted.proposalCode}`;
    const other = await t.signedInToken(`other.${suite}@example.com`);
    for (const token of [other, t.token, plainAdmin, owner]) {
      const response = await t.call<ProblemBody & { title: string }>('GET', path, as(token));
      expect({ status: response.status, title: response.body.title }).toEqual({
        status: 403,
        title: NOT_AUTHORISED,
      });
      expect(response.body.code).toBe('impersonation.notPermitted');
    }
    // A refused attempt by somebody signed in is audited too; an anonymous one is not.
    const refused = await auditOf(t, await userIdOf(t, `plain.${suite}@brand.test`), 1);
    expect(refused).toEqual([
      expect.objectContaining({
        acting_as_user_id: ownerId,
        detail: expect.objectContaining({ statusCode: 403 }),
      }),
    ]);
  });

  it('answers 404 when the named user is not a customer of the platform', async () => {
    const { admin, as } = await cast();
    const [anonymous] = await t.db.query<{ id: string }>(
      "SELECT id FROM users WHERE kind = 'anonymous' LIMIT 1",
    );
    for (const userId of ['user_nobody', anonymous?.id as string]) {
      const response = await t.call<ProblemBody>('GET', '/api/proposals', as(admin, userId));
      expect({ status: response.status, code: response.body.code }).toEqual({
        status: 404,
        code: 'impersonation.unknownUser',
      });
    }
  });

  it('answers 400 for a header naming more than one user', async () => {
    const { admin, ownerId } = await cast();
    const response = await t.call<ProblemBody>('GET', '/api/proposals', {
      token: admin,
      headers: { [IMPERSONATE_USER_HEADER]: `${ownerId}, user_else` },
    });
    expect({ status: response.status, code: response.body.code }).toEqual({
      status: 400,
      code: 'impersonation.badHeader',
    });
  });

  describe('customer-only actions', () => {
    it('refuses buying, the account and merging to an impersonating admin, and audits it', async () => {
      const { owner, admin, as, adminId } = await cast();
      const quoted = await quotedProposal(t, owner, { schemeCode: DRIVEAWAY });
      expect((await verify(t, owner, quoted.proposalCode)).body.isClear).toBe(true);
      const code = quoted.proposalCode;
      const visitorQuote = await t.call<{ proposalCode: string }>('POST', '/api/proposals', {
        token: t.token,
        body: { schemeCode: DRIVEAWAY },
      });
      const calls: [string, string, object?][] = [
        ['POST', `/api/proposals/${code}/bind`],
        ['POST', `/api/proposals/${code}/account`],
        [
          'POST',
          '/api/proposals/merge',
          { proposalCode: visitorQuote.body.proposalCode, sourceAccessToken: t.token },
        ],
      ];
      for (const [method, path, body] of calls) {
        const response = await t.call<ProblemBody & { title: string }>(method, path, {
          ...as(admin),
          ...(body ? { body } : {}),
        });
        expect({ path, status: response.status, title: response.body.title }).toEqual({
          path,
          status: 403,
          title: NOT_AUTHORISED,
        });
        expect(response.body.code).toBe('impersonation.customerOnly');
      }
      // Each row is written after its answer went, so rows of quick calls may land in any order.
      const audited = await auditOf(t, adminId, 3);
      expect(audited.map((row) => [row.target, row.detail.statusCode]).sort()).toEqual([
        ['POST /api/proposals/:id/account', 403],
        ['POST /api/proposals/:id/bind', 403],
        ['POST /api/proposals/merge', 403],
      ]);
      // Nothing changed: the customer still buys it.
      expect((await bind(t, owner, code)).status).toBe(200);
    });

    it('refuses the anonymous retrieve to any call naming a customer, token or not', async () => {
      const { ownerId } = await cast();
      const quoted = await quotedProposal(t, t.token);
      const body = {
        externalReference: quoted.externalReference,
        dateOfBirth: '1985-03-27',
        postcode: 'OX4 1HP',
      };
      const refused = await t.call<ProblemBody>('POST', '/api/session/back-book', {
        body,
        headers: { [IMPERSONATE_USER_HEADER]: ownerId },
      });
      expect({ status: refused.status, code: refused.body.code }).toEqual({
        status: 403,
        code: 'impersonation.customerOnly',
      });
      const retrieved = await t.call('POST', '/api/session/back-book', { body });
      expect(retrieved.status).toBe(201);
    });
  });

  it('leaves the customer’s own calls unchanged', async () => {
    const { owner } = await cast();
    const quoted = await quotedProposal(t, owner);
    const patched = await patchProposal(t, owner, quoted.proposalCode, { changes: [] });
    expect(patched.status).toBe(200);
  });
});
