import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import { boughtFlex } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

type Adjustment = {
  adjustmentId: string;
  prorataPremium: number;
  amountDue: number;
  confirmed: boolean;
  status: string;
};
type Problem = { status: number; code?: string };
type Policy = {
  currentPolicyVersion: { version: number; data: { vehicle?: { annualMileage?: number } } };
};

describe(`mid-term adjustments: committing a change (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });
  const OWNER = 'adjust.commit@example.com';
  const owner = () => t.signedInToken(OWNER);

  const mileage = (value: number) => ({
    type: 'QUOTE_DISCLOSURE_CHANGE',
    update: [{ path: 'vehicle.annualMileage', value }],
  });

  async function priced(policyId: string, changes: object[]): Promise<Adjustment> {
    const answer = await t.call<Adjustment>('POST', '/api/policyAdjustments', {
      token: await owner(),
      body: { adjustmentType: 'MTA', policyId, changes },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  function commit(id: string, token: string) {
    return t.call<Adjustment & Problem>('POST', `/api/policyAdjustments/${id}/commit`, { token });
  }

  async function accountOf(policyId: string): Promise<string> {
    const [row] = await t.db.query<{ id: string }>(
      'SELECT id FROM customer_accounts WHERE policy_id = $1',
      [policyId],
    );
    return row?.id as string;
  }

  async function mtaPostings(accountId: string) {
    return t.db.query<{ kind: string; amount_pence: number; statement_id: string | null }>(
      `SELECT kind, amount_pence, statement_id FROM ledger_transactions
        WHERE customer_account_id = $1 AND sub_type = 'MTA' ORDER BY seq`,
      [accountId],
    );
  }

  it('makes one new version, one ledger line and one email, however often it is committed', async () => {
    const policyId = (await boughtFlex(t, await owner())).policyId as string;
    const accountId = await accountOf(policyId);
    const estimateBefore = await t.call<{ amount: number }[]>(
      'GET',
      `/api/customerAccounts/${accountId}/nextStatementEstimate`,
      { token: await owner() },
    );
    const adjustment = await priced(policyId, [mileage(20000)]);
    expect(adjustment.prorataPremium).toBeGreaterThan(0);

    const token = await owner();
    const [first, second] = await Promise.all([
      commit(adjustment.adjustmentId, token),
      commit(adjustment.adjustmentId, token),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body).toMatchObject({ confirmed: true, status: 'CONFIRMED' });
    expect(second.body).toEqual(first.body);
    const replay = await commit(adjustment.adjustmentId, token);
    expect(replay.body).toEqual(first.body);

    const policy = await t.call<Policy>('GET', `/api/policies/${policyId}`, { token });
    expect(policy.body.currentPolicyVersion.version).toBe(2);
    expect(policy.body.currentPolicyVersion.data.vehicle?.annualMileage).toBe(20000);

    // Flex: the part-month difference waits for the next statement, at the new monthly price.
    expect(await mtaPostings(accountId)).toEqual([
      { kind: 'DEBIT_JOURNAL', amount_pence: adjustment.prorataPremium, statement_id: null },
    ]);
    const estimate = await t.call<{ amount: number }[]>(
      'GET',
      `/api/customerAccounts/${accountId}/nextStatementEstimate`,
      { token },
    );
    expect(estimate.body[0]?.amount).toBeGreaterThan(
      (estimateBefore.body[0]?.amount ?? 0) + adjustment.prorataPremium,
    );
    const emails = await t.db.query<{ subject: string }>(
      'SELECT subject FROM queued_emails WHERE dedupe_key = $1',
      [`policy-adjustment:${adjustment.adjustmentId}`],
    );
    expect(emails).toHaveLength(1);
    const [documents] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM policy_documents WHERE policy_id = $1 AND policy_version = 2',
      [policyId],
    );
    expect(documents?.n).toBeGreaterThan(0);
  });

  it("brings the customer record's name and date of birth in line with an agent's committed correction", async () => {
    const policyId = (await boughtFlex(t, await owner())).policyId as string;
    const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      OWNER,
    ]);
    const agent = {
      token: await t.signedInToken('commit.agent@brand.test', {
        roles: ['admin'],
        permissions: ['access:impersonate'],
      }),
      headers: { [IMPERSONATE_USER_HEADER]: user?.id as string },
    };
    const customerRow = async () =>
      (
        await t.db.query<{ first_name: string; last_name: string; dob: string; address: object }>(
          `SELECT c.first_name, c.last_name, to_char(c.date_of_birth, 'YYYY-MM-DD') AS dob, c.address
             FROM customers c JOIN policies p ON p.customer_id = c.id WHERE p.id = $1`,
          [policyId],
        )
      )[0];
    const before = await customerRow();
    const created = await t.call<Adjustment>('POST', '/api/policyAdjustments', {
      ...agent,
      body: {
        adjustmentType: 'MTA',
        policyId,
        changes: [
          {
            type: 'PROFILE_DISCLOSURE_CHANGE',
            profileCode: 'PH',
            update: [
              { path: 'policyholder.name', value: { firstName: 'Janet', lastName: 'Smith-Jones' } },
              { path: 'policyholder.dateOfBirth', value: '1985-04-13' },
            ],
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    // Priced, not committed: the record still says who the customer was.
    expect(await customerRow()).toEqual(before);
    const committed = await t.call<Adjustment>(
      'POST',
      `/api/policyAdjustments/${created.body.adjustmentId}/commit`,
      agent,
    );
    expect(committed.status).toBe(200);
    expect(await customerRow()).toEqual({
      ...before,
      first_name: 'Janet',
      last_name: 'Smith-Jones',
      dob: '1985-04-13',
    });
    // What the agent's console shows of them says the same.
    const record = await t.call<{ firstName: string; lastName: string; dateOfBirth: string }>(
      'GET',
      `/api/agent/customers/${user?.id}`,
      { token: agent.token },
    );
    expect(record.body).toMatchObject({
      firstName: 'Janet',
      lastName: 'Smith-Jones',
      dateOfBirth: '1985-04-13',
    });
  });

  it('credits a lower premium on the next statement', async () => {
    const policyId = (await boughtFlex(t, await owner())).policyId as string;
    const adjustment = await priced(policyId, [{ type: 'SELECT_VOLUNTARY_EXCESS', excess: 300 }]);
    expect((await commit(adjustment.adjustmentId, await owner())).status).toBe(200);
    // The policy page shows the new version with the excess it now has.
    const policy = await t.call<{ currentPolicyVersion: { quote: { voluntaryExcess: number } } }>(
      'GET',
      `/api/policies/${policyId}`,
      { token: await owner() },
    );
    expect(policy.body.currentPolicyVersion.quote.voluntaryExcess).toBe(300);
    expect(await mtaPostings(await accountOf(policyId))).toEqual([
      {
        kind: 'CREDIT_JOURNAL',
        amount_pence: -adjustment.prorataPremium,
        statement_id: null,
      },
    ]);
  });

  it('answers gone to a change priced on a version another change replaced', async () => {
    const policyId = (await boughtFlex(t, await owner())).policyId as string;
    const one = await priced(policyId, [mileage(15000)]);
    const two = await priced(policyId, [mileage(16000)]);
    expect((await commit(one.adjustmentId, await owner())).status).toBe(200);
    const late = await commit(two.adjustmentId, await owner());
    expect({ status: late.status, code: late.body.code }).toEqual({
      status: 409,
      code: 'adjustment.gone',
    });
    const [row] = await t.db.query<{ status: string }>(
      'SELECT status FROM policy_adjustments WHERE id = $1',
      [two.adjustmentId],
    );
    expect(row?.status).toBe('DISCARDED');
    const [versions] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM policy_versions WHERE policy_id = $1',
      [policyId],
    );
    expect(versions?.n).toBe(2);
  });

  it('answers gone once the adjustment has expired, and makes nothing', async () => {
    const policyId = (await boughtFlex(t, await owner())).policyId as string;
    const adjustment = await priced(policyId, [mileage(15000)]);
    t.clock.set('2026-03-02T11:00:01Z');
    const late = await commit(adjustment.adjustmentId, await owner());
    expect(late.body.code).toBe('adjustment.gone');
    expect(await mtaPostings(await accountOf(policyId))).toEqual([]);
  });
  it('ends the policy at once when a referred change is confirmed, and makes no version', async () => {
    const policyId = (await boughtFlex(t, await owner())).policyId as string;
    const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      OWNER,
    ]);
    // Claims are an agent's to change, with action:mta-claims (spec 001 §5).
    const agent = await t.signedInToken('adjust.claims@brand.test', {
      roles: ['admin'],
      permissions: ['access:impersonate', 'action:mta-claims'],
    });
    const headers = { [IMPERSONATE_USER_HEADER]: user?.id as string };
    const claims = ['2024-01-10', '2024-06-10', '2025-01-10'].map((date) => ({
      claimType: 'AccidentFault',
      date,
      ncdAffected: true,
    }));
    const referred = await t.call<Adjustment & { reviewOutcome: string }>(
      'POST',
      '/api/policyAdjustments',
      {
        token: agent,
        headers,
        body: {
          adjustmentType: 'MTA',
          policyId,
          changes: [
            {
              type: 'PROFILE_DISCLOSURE_CHANGE',
              profileCode: 'PH',
              update: [
                {
                  path: 'policyholder.vehicleClaimsHistory',
                  value: { answer: true, items: claims },
                },
              ],
            },
          ],
        },
      },
    );
    expect(referred.status).toBe(201);
    expect(referred.body).toMatchObject({ reviewOutcome: 'referred', amountDue: 0 });
    const confirmed = await t.call<Adjustment>(
      'POST',
      `/api/policyAdjustments/${referred.body.adjustmentId}/commit`,
      { token: agent, headers },
    );
    expect(confirmed.status).toBe(200);
    const policy = await t.call<{
      policyDetail: { policyStatus: string; terminatedAt: string | null; renewalStopped: boolean };
      currentPolicyVersion: { version: number };
      statusTransitions: { to: string; reason: string }[];
    }>('GET', `/api/policies/${policyId}`, { token: await owner() });
    expect(policy.body.policyDetail.policyStatus).toBe('CANCELLED');
    expect(policy.body.currentPolicyVersion.version).toBe(1);
    expect(policy.body.statusTransitions).toEqual([
      expect.objectContaining({ to: 'CANCELLED', reason: 'adjustment-referred' }),
    ]);
    // Cover ended at the confirm as an immediate cancellation's does: the API says when, the
    // renewal is stopped, and the account is settled at once, its unused cover credited on a
    // final statement.
    expect(policy.body.policyDetail).toMatchObject({
      terminatedAt: '2026-03-02T10:00:00.000Z',
      renewalStopped: true,
    });
    const accountId = await accountOf(policyId);
    const statements = await t.db.query<{ final: boolean }>(
      'SELECT final FROM statements WHERE customer_account_id = $1 ORDER BY statement_number',
      [accountId],
    );
    expect(statements.at(-1)?.final).toBe(true);
    const credits = await t.db.query<{ amount_pence: number }>(
      `SELECT amount_pence FROM ledger_transactions
        WHERE customer_account_id = $1 AND idempotency_key LIKE 'cancellation-credit:%'`,
      [accountId],
    );
    expect(credits.map((credit) => Number(credit.amount_pence))).toEqual([expect.any(Number)]);
    expect(Number(credits[0]?.amount_pence)).toBeGreaterThan(0);
  });
  it('moves the start of cover, and the account with it, when a start-date change is committed', async () => {
    const policyId = (await boughtFlex(t, await owner())).policyId as string;
    const sda = await t.call<Adjustment>('POST', '/api/policyAdjustments', {
      token: await owner(),
      body: {
        adjustmentType: 'SDA',
        policyId,
        changes: [
          { type: 'START_DATE_CHANGE', update: [{ path: 'startDate', value: '2026-03-12' }] },
        ],
      },
    });
    expect(sda.status).toBe(201);
    expect((await commit(sda.body.adjustmentId, await owner())).status).toBe(200);
    const policy = await t.call<{
      policyDetail: { inceptedAt: string };
      currentPolicyVersion: { version: number; startedAt: string };
    }>('GET', `/api/policies/${policyId}`, { token: await owner() });
    expect(policy.body.policyDetail.inceptedAt).toBe('2026-03-12T00:00:00.000Z');
    expect(policy.body.currentPolicyVersion).toMatchObject({
      version: 2,
      startedAt: '2026-03-12T00:00:00.000Z',
    });
    const [account] = await t.db.query<{ inception_at: Date | string }>(
      'SELECT inception_at FROM customer_accounts WHERE policy_id = $1',
      [policyId],
    );
    expect(new Date(account?.inception_at as string).toISOString()).toBe(
      '2026-03-12T00:00:00.000Z',
    );
  });
});
