import { randomUUID } from 'node:crypto';
import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import { boughtDriveaway, quotedProposal } from '../../test/journey-fixtures';
import { flexAccount } from '../../test/ledger-test-support';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { savePaymentMethod } from './payment-method-repository';
import { recordStatementPayment } from './statement-payments';

type Account = {
  accountId: string;
  accountCode: string;
  policyId: string;
  policyNumber: string;
  billingType: string;
  accountBalance: number;
  outstandingAmount: number;
  paymentDay: number;
  paymentMethodType: string | null;
};
type Problem = {
  status: number;
  code?: string;
  detail?: string;
  outstandingAmount?: number;
  errors?: { path: string; message: string }[];
};
type Statement = {
  statementId: string;
  statementNumber: number;
  status: string;
  amountOutstanding: number;
  final: boolean;
  lineItems: { type: string; amount: number; descriptionKey: string; status: string }[];
};

describe(`billing API (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z', anonymousToken: false });

  /** A signed-in customer who bought a flex policy, and an agent acting for them. */
  async function customerWithFlex() {
    const email = `acct.${randomUUID()}@example.com`;
    const token = await t.signedInToken(email);
    const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    const bought = await flexAccount(t, token);
    const agent = await t.signedInToken(`agent.${randomUUID()}@brand.test`, {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    const asAgent = { token: agent, headers: { [IMPERSONATE_USER_HEADER]: user?.id as string } };
    return { ...bought, token, asAgent };
  }

  describe('accounts', () => {
    it('lists the caller’s accounts by policy number, with a balance summed from the ledger', async () => {
      const { token, policyNumber, accountId } = await customerWithFlex();
      const listed = await t.call<Account[]>(
        'GET',
        `/api/customerAccounts?policyNumber=${policyNumber}`,
        { token },
      );
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([
        expect.objectContaining({
          accountId,
          policyNumber,
          billingType: 'MONTHLY',
          paymentDay: 10,
          outstandingAmount: 0,
        }),
      ]);
      expect(listed.body[0]?.accountBalance).toBeGreaterThan(0);
      expect(listed.body[0]?.accountCode).toMatch(/^ACC\d+$/);
    });

    it('shows another customer none of them', async () => {
      const { policyNumber, accountId } = await customerWithFlex();
      const other = await t.signedInToken(`other.${randomUUID()}@example.com`);
      const listed = await t.call<Account[]>(
        'GET',
        `/api/customerAccounts?policyNumber=${policyNumber}`,
        { token: other },
      );
      expect(listed.body).toEqual([]);
      for (const path of ['statements', 'nextStatementEstimate', 'paymentMethods']) {
        const response = await t.call('GET', `/api/customerAccounts/${accountId}/${path}`, {
          token: other,
        });
        expect(response.status).toBe(404);
      }
    });

    it('answers the account of a bound proposal, and 409 for a proposal not bound yet', async () => {
      const { token, accountId, policyId } = await customerWithFlex();
      const [policy] = await t.db.query<{ proposal_id: string }>(
        'SELECT proposal_id FROM policies WHERE id = $1',
        [policyId],
      );
      const made = await t.call<Account>('POST', '/api/customerAccounts', {
        token,
        body: { proposalCode: policy?.proposal_id },
      });
      expect(made.body).toMatchObject({ accountId });
      const quoted = await quotedProposal(t, token);
      const early = await t.call<Problem>('POST', '/api/customerAccounts', {
        token,
        body: { proposalCode: quoted.proposalCode },
      });
      expect(early.status).toBe(409);
      expect(early.body.code).toBe('customerAccount.notBound');
    });

    it('answers 402 with the amount owed while another account has a failed collection, until it is paid', async () => {
      const { token, accountId, policyId } = await customerWithFlex();
      // The first payment was refused: statement 0 is FAILED with its whole amount outstanding.
      const payment = (status: 'FAILED' | 'POSTED', owed: number) =>
        recordStatementPayment(
          t.db,
          {
            accountId,
            amountPence: owed,
            idempotencyKey: `test:${status}:${accountId}`,
            status,
            subType: 'STRIPE',
            providerPaymentId: `pi_${status}_${accountId}`,
          },
          t.clock.now(),
        );
      const before = await t.call<Account[]>('GET', '/api/customerAccounts', { token });
      const [statementZero] = await t
        .call<Statement[]>('GET', `/api/customerAccounts/${accountId}/statements`, { token })
        .then((response) => response.body);
      const owed = statementZero?.amountOutstanding as number;
      expect(owed).toBeGreaterThan(0);
      expect(before.body[0]?.outstandingAmount).toBe(0);
      await payment('FAILED', owed);
      const owing = await t.call<Account[]>('GET', '/api/customerAccounts', { token });
      expect(owing.body[0]?.outstandingAmount).toBe(owed);

      const quoted = await quotedProposal(t, token);
      const blocked = await t.call<Problem>('POST', '/api/customerAccounts', {
        token,
        body: { proposalCode: quoted.proposalCode },
      });
      expect(blocked.status).toBe(402);
      expect(blocked.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(blocked.body).toEqual({
        type: 'urn:brand:problem:payment-required',
        title: 'A payment is needed first.',
        status: 402,
        code: 'customerAccount.outstandingBalance',
        outstandingAmount: owed,
        detail: `You have an outstanding balance of £${(owed / 100).toFixed(2)} on another policy. Please pay it before buying a new policy.`,
      });

      // The account the customer already holds is still answered: only a new purchase is blocked.
      const [policy] = await t.db.query<{ proposal_id: string }>(
        'SELECT proposal_id FROM policies WHERE id = $1',
        [policyId],
      );
      const own = await t.call<Account>('POST', '/api/customerAccounts', {
        token,
        body: { proposalCode: policy?.proposal_id },
      });
      expect(own).toMatchObject({ status: 200, body: { accountId, outstandingAmount: owed } });

      // Paid: the purchase goes on (the bind will open its account).
      await payment('POSTED', owed);
      const unblocked = await t.call<Problem>('POST', '/api/customerAccounts', {
        token,
        body: { proposalCode: quoted.proposalCode },
      });
      expect(unblocked).toMatchObject({ status: 409, body: { code: 'customerAccount.notBound' } });
    });
  });

  describe('statements', () => {
    it('lists statement 0 and opens it with its line items; an unknown statement is a 404', async () => {
      const { token, accountId } = await customerWithFlex();
      const list = await t.call<Statement[]>(
        'GET',
        `/api/customerAccounts/${accountId}/statements`,
        {
          token,
        },
      );
      expect(list.body).toEqual([
        expect.objectContaining({ statementNumber: 0, status: 'PENDING' }),
      ]);
      const one = await t.call<Statement>(
        'GET',
        `/api/customerAccounts/${accountId}/statements/${list.body[0]?.statementId}`,
        { token },
      );
      expect(one.status).toBe(200);
      expect(one.body.lineItems[0]).toMatchObject({
        type: 'INVOICE',
        status: 'POSTED',
        descriptionKey: 'billing.lineItem.premium',
      });
      const sum = one.body.lineItems.reduce((total, line) => total + line.amount, 0);
      expect(sum).toBe(one.body.amountOutstanding);
      const missing = await t.call('GET', `/api/customerAccounts/${accountId}/statements/ST0`, {
        token,
      });
      expect(missing.status).toBe(404);
    });
  });

  describe('payment day', () => {
    it('refuses the customer: only an agent changes it (spec 001 §6)', async () => {
      const { token, accountId, policyId } = await customerWithFlex();
      const byCustomer = await t.call<Problem>(
        'PUT',
        `/api/customerAccounts/${accountId}/paymentDay`,
        {
          token,
          body: { paymentDay: 15 },
        },
      );
      expect(byCustomer.status).toBe(403);
      expect(byCustomer.body.code).toBe('customerAccount.paymentDayAdminOnly');
      const byPolicy = await t.call('POST', `/api/policies/${policyId}/billingDay`, {
        token,
        body: { billingDay: 15 },
      });
      expect(byPolicy.status).toBe(403);
    });

    it('lets an agent acting for the customer move it, and the estimate follows', async () => {
      const { accountId, asAgent, token } = await customerWithFlex();
      const changed = await t.call<Account>(
        'PUT',
        `/api/customerAccounts/${accountId}/paymentDay`,
        {
          ...asAgent,
          body: { paymentDay: 15 },
        },
      );
      expect(changed.status).toBe(200);
      expect(changed.body.paymentDay).toBe(15);
      const estimate = await t.call<{ paymentDueAt: string }[]>(
        'GET',
        `/api/customerAccounts/${accountId}/nextStatementEstimate`,
        { token },
      );
      expect(estimate.body[0]?.paymentDueAt).toBe('2026-04-14T23:00:00.000Z');
    });

    it('refuses a day outside 1 to 28 with the payment-day form’s message, changing nothing', async () => {
      const { accountId, asAgent, policyId } = await customerWithFlex();
      for (const paymentDay of [0, 29]) {
        const refused = await t.call<Problem>(
          'PUT',
          `/api/customerAccounts/${accountId}/paymentDay`,
          { ...asAgent, body: { paymentDay } },
        );
        expect(refused.status).toBe(422);
        expect(refused.body.code).toBe('customerAccount.invalidPaymentDay');
        expect(refused.body.errors?.[0]?.path).toBe('paymentDay');
      }
      const [unchanged] = await t.db.query<{ payment_day: number }>(
        'SELECT payment_day FROM customer_accounts WHERE id = $1',
        [accountId],
      );
      expect(Number(unchanged?.payment_day)).toBe(10);
      const byPolicy = await t.call<Account>('POST', `/api/policies/${policyId}/billingDay`, {
        ...asAgent,
        body: { billingDay: 28 },
      });
      expect(byPolicy.body.paymentDay).toBe(28);
      const missing = await t.call('POST', '/api/policies/POL0/billingDay', {
        ...asAgent,
        body: { billingDay: 3 },
      });
      expect(missing.status).toBe(404);
    });
  });

  describe('payment methods', () => {
    it('lists the account’s card and direct-debit mandate', async () => {
      const { accountId, token } = await customerWithFlex();
      const empty = await t.call<unknown[]>(
        'GET',
        `/api/customerAccounts/${accountId}/paymentMethods`,
        {
          token,
        },
      );
      expect(empty.body).toEqual([]);
      await savePaymentMethod(t.db, {
        id: `PM${randomUUID().slice(0, 8)}`,
        accountId,
        type: 'BACS_DEBIT',
        provider: 'GOCARDLESS',
        providerReference: `MD${randomUUID().slice(0, 8)}`,
        card: null,
        mandate: {
          mandateId: 'MD000123',
          bankName: 'BARCLAYS BANK PLC',
          accountNumberEnding: '11',
          status: 'ACTIVE',
        },
        createdAt: '2026-03-02T10:00:00Z',
      });
      await savePaymentMethod(t.db, {
        id: `PM${randomUUID().slice(0, 8)}`,
        accountId,
        type: 'CARD',
        provider: 'STRIPE',
        providerReference: `pm_${randomUUID().slice(0, 8)}`,
        card: { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
        mandate: null,
        createdAt: '2026-03-02T10:01:00Z',
      });
      const listed = await t.call<Record<string, unknown>[]>(
        'GET',
        `/api/customerAccounts/${accountId}/paymentMethods`,
        { token },
      );
      expect(listed.body).toEqual([
        expect.objectContaining({ type: 'CARD', cardLast4: '4242', mandateId: null }),
        expect.objectContaining({
          type: 'BACS_DEBIT',
          mandateId: 'MD000123',
          bankName: 'BARCLAYS BANK PLC',
          accountNumberEnding: '11',
          mandateStatus: 'ACTIVE',
        }),
      ]);
    });
  });

  describe('a bind with nothing to pay (drive-away)', () => {
    it('opens a single-payment account whose final statement 0 is settled at zero (ADR 0011)', async () => {
      const token = await t.signedInToken(`daw.${randomUUID()}@example.com`);
      const bound = await boughtDriveaway(t, token);
      const [account] = (
        await t.call<Account[]>('GET', `/api/customerAccounts?policyNumber=${bound.policyNumber}`, {
          token,
        })
      ).body;
      expect(account).toMatchObject({ billingType: 'SINGLE_PAYMENT', accountBalance: 0 });
      const [statement] = (
        await t.call<Statement[]>('GET', `/api/customerAccounts/${account?.accountId}/statements`, {
          token,
        })
      ).body;
      expect(statement).toMatchObject({
        statementNumber: 0,
        status: 'SETTLED',
        amountOutstanding: 0,
        final: true,
      });
      const one = await t.call<Statement>(
        'GET',
        `/api/customerAccounts/${account?.accountId}/statements/${statement?.statementId}`,
        { token },
      );
      const types = one.body.lineItems.map((line) => line.type);
      expect(types).toEqual(['INVOICE', 'CREDIT_NOTE']);
      expect(one.body.lineItems[0]?.amount).toBe(-(one.body.lineItems[1]?.amount as number));
    });
  });
});
