import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import { boughtFlex } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

type Statement = { statementId: string; lineItems: unknown[] } & Record<string, unknown>;
type Account = {
  accountId: string;
  policyNumber: string;
  accountBalance: number;
  outstandingAmount: number;
  statements: Statement[];
  paymentMethods: { type: string }[];
};
type Billing = { accounts: Account[]; status: number; code?: string; detail?: string };

const FINANCE = { roles: ['admin', 'finance'], permissions: ['access:impersonate'] };
const AGENT = { roles: ['admin'], permissions: ['access:impersonate'] };

describe(`the finance role's billing view of a customer (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });
  const OWNER = 'billing.view@example.com';
  let ownerId: string;

  beforeAll(async () => {
    t.clock.set('2026-03-02T10:00:00Z');
    const owner = await t.signedInToken(OWNER);
    await boughtFlex(t, owner);
    await boughtFlex(t, owner);
    const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      OWNER,
    ]);
    ownerId = user?.id as string;
  });

  const view = (token: string, userId = ownerId, headers?: Record<string, string>) =>
    t.call<Billing>('GET', `/api/agent/customers/${encodeURIComponent(userId)}/billing`, {
      token,
      ...(headers ? { headers } : {}),
    });

  it('shows finance every account of the customer as the customer’s own billing calls state it, and audits the look', async () => {
    const finance = await t.signedInToken('billing.finance@brand.test', FINANCE);
    const answer = await view(finance);
    expect(answer.status).toBe(200);
    expect(answer.body.accounts).toHaveLength(2);
    const customer = await t.signedInToken(OWNER);
    const own = await t.call<Account[]>('GET', '/api/customerAccounts', { token: customer });
    for (const account of answer.body.accounts) {
      const same = own.body.find((one) => one.accountId === account.accountId);
      expect({ balance: account.accountBalance, outstanding: account.outstandingAmount }).toEqual({
        balance: same?.accountBalance,
        outstanding: same?.outstandingAmount,
      });
      // The statements as the customer's own calls list them (newest first) and show each one.
      const listed = await t.call<Statement[]>(
        'GET',
        `/api/customerAccounts/${account.accountId}/statements`,
        { token: customer },
      );
      expect(account.statements.length).toBeGreaterThan(0);
      expect(account.statements.map(({ lineItems: _, ...summary }) => summary)).toEqual(
        listed.body,
      );
      for (const statement of account.statements) {
        const one = await t.call<Statement>(
          'GET',
          `/api/customerAccounts/${account.accountId}/statements/${statement.statementId}`,
          { token: customer },
        );
        expect(statement).toEqual(one.body);
      }
      const methods = await t.call(
        'GET',
        `/api/customerAccounts/${account.accountId}/paymentMethods`,
        {
          token: customer,
        },
      );
      expect(account.paymentMethods).toEqual(methods.body);
    }
    const [audit] = await t.db.query<{ action: string; acting_as_user_id: string }>(
      `SELECT action, acting_as_user_id FROM audit_log
        WHERE action = 'customer.billingView' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ action: 'customer.billingView', acting_as_user_id: ownerId });
  });

  it('refuses an agent without the finance role, acting for the customer or not, and the customer', async () => {
    const agent = await t.signedInToken('billing.agent@brand.test', AGENT);
    for (const headers of [undefined, { [IMPERSONATE_USER_HEADER]: ownerId }]) {
      const refused = await view(agent, ownerId, headers);
      expect({ status: refused.status, code: refused.body.code }).toEqual({
        status: 403,
        code: 'role.missing',
      });
    }
    expect((await view(await t.signedInToken(OWNER))).status).toBe(403);
    expect((await t.call('GET', `/api/agent/customers/${ownerId}/billing`)).status).toBe(401);
  });

  it('answers 404 for an id that is no customer’s', async () => {
    const finance = await t.signedInToken('billing.finance@brand.test', FINANCE);
    const answer = await view(finance, 'user_nobody');
    expect({ status: answer.status, code: answer.body.code }).toEqual({
      status: 404,
      code: 'customer.notFound',
    });
  });
});
