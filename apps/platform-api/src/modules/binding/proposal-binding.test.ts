import { readOutbox } from '../../integrations/email/outbox-email';
import { SANDBOX_CONSIDER_SURNAMES } from '../../integrations/verification/sandbox-verification';
import {
  bind,
  boughtDriveaway,
  createProposal,
  DECLARED_BAN,
  DRIVEAWAY,
  getProposal,
  ownerOf,
  type ProposalBody,
  patchProposal,
  quotedProposal,
  retrieveToken,
  servicesOf,
  TEST_VRN,
  verify,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { bindProposal, PaymentForAnotherQuoteError } from './proposal-binding';

/** Binds of one proposal at once: what the attack on the running platform tried (issue 14). */
const CONCURRENT_BINDS = 50;
/** They must all be answered well within this on either engine. */
const CONCURRENT_BINDS_TIMEOUT_MS = 120_000;

describe(`proposal binding API (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  async function verifiedDriveaway(options: Parameters<typeof quotedProposal>[2] = {}) {
    const quoted = await quotedProposal(t, t.token, { schemeCode: DRIVEAWAY, ...options });
    await verify(t, t.token, quoted.proposalCode);
    return quoted;
  }

  const patch = (code: string, body: object) => patchProposal(t, t.token, code, body);

  async function policiesOf(code: string) {
    return t.db.query<Record<string, unknown>>(
      `SELECT id, policy_number, status, review_type, auto_renewal_enabled, renewal_cycle,
              first_incepted_at, incepted_at, expired_at, customer_id, owner_user_id
         FROM policies WHERE proposal_id = $1`,
      [code],
    );
  }

  async function statusOf(code: string) {
    return (await getProposal(t, t.token, code)).body.status;
  }

  describe('a drive-away quote with nothing to pay', () => {
    it('becomes a PENDING policy with its first version, customer and audit entry', async () => {
      const quoted = await verifiedDriveaway();
      const response = await bind(t, t.token, quoted.proposalCode, { paymentMethodType: 'CARD' });
      expect(response.status).toBe(200);
      const bound = response.body;
      expect(bound).toMatchObject({ status: 'POLICY', policyId: expect.stringMatching(/^POL/) });
      expect(bound.policyNumber).toMatch(/^MINI-DAW-\d{6}$/);
      expect(bound.statusHistory.map((h) => h.status).at(-1)).toBe('POLICY');

      const [policy] = await policiesOf(quoted.proposalCode);
      expect(policy).toMatchObject({
        id: bound.policyId,
        policy_number: bound.policyNumber,
        status: 'PENDING',
        review_type: 'NEVER',
        auto_renewal_enabled: false,
        renewal_cycle: 0,
      });
      expect(new Date(policy?.first_incepted_at as string).toISOString()).toBe(quoted.startAt);
      expect(new Date(policy?.incepted_at as string).toISOString()).toBe(quoted.startAt);
      expect(new Date(policy?.expired_at as string).toISOString()).toBe(quoted.endAt);

      const versions = await t.db.query<{
        version: number;
        quote_id: string;
        data: unknown;
        started_at: Date;
      }>('SELECT version, quote_id, data, started_at FROM policy_versions WHERE policy_id = $1', [
        bound.policyId,
      ]);
      expect(versions).toEqual([
        {
          version: 1,
          quote_id: quoted.quote?.quoteId,
          data: quoted.data,
          started_at: expect.anything(),
        },
      ]);
      expect(new Date(versions[0]?.started_at as Date).toISOString()).toBe(quoted.startAt);

      const customers = await t.db.query<{ id: string; email: string }>(
        'SELECT id, email FROM customers WHERE user_id = $1',
        [policy?.owner_user_id],
      );
      expect(customers).toEqual([
        { id: policy?.customer_id, email: expect.stringMatching(/@example\.com$/) },
      ]);

      const audit = await t.db.query<{
        actor_user_id: string;
        action: string;
        detail: Record<string, unknown>;
      }>('SELECT actor_user_id, action, detail FROM audit_log WHERE target = $1', [
        quoted.proposalCode,
      ]);
      expect(audit).toEqual([
        {
          actor_user_id: policy?.owner_user_id,
          action: 'proposal.bind',
          detail: expect.objectContaining({ policyId: bound.policyId, paymentMethodType: 'CARD' }),
        },
      ]);
    });

    it('is ACTIVE at once when the cover starts today', async () => {
      const quoted = await verifiedDriveaway({ startDate: '2026-03-02' });
      const bound = await bind(t, t.token, quoted.proposalCode);
      expect(bound.status).toBe(200);
      const [policy] = await policiesOf(quoted.proposalCode);
      expect(policy?.status).toBe('ACTIVE');
    });

    it('binds exactly once: a second bind answers the same policy', async () => {
      const quoted = await verifiedDriveaway();
      const first = await bind(t, t.token, quoted.proposalCode);
      const second = await bind(t, t.token, quoted.proposalCode);
      expect(second.status).toBe(200);
      expect(second.body.policyId).toBe(first.body.policyId);
      expect(second.body.policyNumber).toBe(first.body.policyNumber);
      expect(await policiesOf(quoted.proposalCode)).toHaveLength(1);
      const audit = await t.db.query('SELECT id FROM audit_log WHERE target = $1', [
        quoted.proposalCode,
      ]);
      expect(audit).toHaveLength(1);
    });

    it(
      `binds exactly once when ${CONCURRENT_BINDS} binds arrive together`,
      async () => {
        const quoted = await verifiedDriveaway();
        const responses = await Promise.all(
          Array.from({ length: CONCURRENT_BINDS }, () => bind(t, t.token, quoted.proposalCode)),
        );
        expect(responses.map((r) => r.status)).toEqual(Array(CONCURRENT_BINDS).fill(200));
        expect(new Set(responses.map((r) => r.body.policyId)).size).toBe(1);
        expect(await policiesOf(quoted.proposalCode)).toHaveLength(1);
        // The bind opens the policy's customer account with statement 0, once (ADR 0011).
        const accounts = await t.db.query<{ id: string }>(
          'SELECT id FROM customer_accounts WHERE policy_id = $1',
          [responses[0]?.body.policyId],
        );
        expect(accounts).toHaveLength(1);
        const statements = await t.db.query(
          'SELECT id FROM statements WHERE customer_account_id = $1',
          [accounts[0]?.id],
        );
        expect(statements).toHaveLength(1);
        const upsells = await t.db.query('SELECT id FROM proposals WHERE source_proposal_id = $1', [
          quoted.proposalCode,
        ]);
        expect(upsells).toHaveLength(1);
        const audit = await t.db.query(
          `SELECT 1 FROM audit_log WHERE target = $1 AND action = 'proposal.bind'`,
          [quoted.proposalCode],
        );
        expect(audit).toHaveLength(1);
      },
      CONCURRENT_BINDS_TIMEOUT_MS,
    );

    it('emails the policyholder their policy once, however many binds arrive', async () => {
      const quoted = await verifiedDriveaway();
      const responses = await Promise.all([1, 2].map(() => bind(t, t.token, quoted.proposalCode)));
      const policyNumber = responses[0]?.body.policyNumber as string;
      await bind(t, t.token, quoted.proposalCode);
      const sent = await readOutbox(t.db);
      const confirmations = sent.filter((email) => email.subject.endsWith(policyNumber));
      expect(confirmations).toHaveLength(1);
      expect(confirmations[0]?.text).toContain(`Your policy number is ${policyNumber}.`);
      expect(confirmations[0]?.text).toMatch(/Cover starts: \d\d:\d\d on \d+ \w+ \d{4}/);
    });

    it('numbers policies from the one sequence', async () => {
      const first = await boughtDriveaway(t, t.token);
      const second = await boughtDriveaway(t, await t.anonymousToken());
      const number = (bound: ProposalBody) => Number(bound.policyNumber?.split('-')[2]);
      expect(number(second)).toBe(number(first) + 1);
    });
  });

  describe('a bind with a payment taken for a quote', () => {
    /** A verified flex quote: its quote id and the first payment its checkout takes. */
    async function paidForQuote() {
      const quoted = await quotedProposal(t, t.token);
      await verify(t, t.token, quoted.proposalCode);
      const [row] = await t.db.query<{ current_quote_id: string }>(
        'SELECT current_quote_id FROM proposals WHERE id = $1',
        [quoted.proposalCode],
      );
      const schedule = (
        quoted.quote as unknown as {
          availablePaymentSchedules: { active: boolean; instalments: number[] }[];
        }
      ).availablePaymentSchedules.find((s) => s.active);
      return {
        code: quoted.proposalCode,
        quoteId: row?.current_quote_id as string,
        amountPence: schedule?.instalments[0] as number,
      };
    }

    const bindPaidFor = async (
      code: string,
      paidFor: { quoteId: string | null; amountPence: number },
    ) =>
      bindProposal(
        servicesOf(t),
        await ownerOf(t, code),
        code,
        {},
        { paymentSettled: true, paidFor },
      );

    it('binds the quote it was taken for, at its first payment', async () => {
      const paid = await paidForQuote();
      const bound = await bindPaidFor(paid.code, paid);
      expect(bound.status).toBe('POLICY');
      expect(await policiesOf(paid.code)).toHaveLength(1);
    });

    it('refuses another quote, or another amount, and issues nothing', async () => {
      const paid = await paidForQuote();
      for (const paidFor of [
        { quoteId: 'QUOTE-OLDER', amountPence: paid.amountPence },
        { quoteId: paid.quoteId, amountPence: paid.amountPence - 1 },
        { quoteId: null, amountPence: paid.amountPence + 100 },
      ]) {
        await expect(bindPaidFor(paid.code, paidFor)).rejects.toBeInstanceOf(
          PaymentForAnotherQuoteError,
        );
      }
      expect(await statusOf(paid.code)).toBe('QUOTE');
      expect(await policiesOf(paid.code)).toEqual([]);
    });
  });

  describe('refuses, changing nothing', () => {
    it('a quote that was never verified', async () => {
      const quoted = await quotedProposal(t, t.token, { schemeCode: DRIVEAWAY });
      const response = await bind(t, t.token, quoted.proposalCode);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        code: 'proposal.verificationRequired',
        detail: 'Please confirm your details again.',
      });
      expect(await statusOf(quoted.proposalCode)).toBe('QUOTE');
      expect(await policiesOf(quoted.proposalCode)).toEqual([]);
    });

    it('a quote changed since it was verified, until it is verified again', async () => {
      const quoted = await verifiedDriveaway();
      const changed = await patch(quoted.proposalCode, {
        changes: [{ path: 'vehicle.annualMileage', value: 9000 }],
        applyRating: true,
      });
      expect(changed.body.status).toBe('QUOTE');
      const refused = await bind(t, t.token, quoted.proposalCode);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('proposal.verificationRequired');
      await verify(t, t.token, quoted.proposalCode);
      expect((await bind(t, t.token, quoted.proposalCode)).status).toBe(200);
    });

    it('a quote whose verification failed', async () => {
      const quoted = await verifiedDriveaway({ lastName: SANDBOX_CONSIDER_SURNAMES.fraud });
      const response = await bind(t, t.token, quoted.proposalCode);
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('proposal.verificationFailed');
      expect(await policiesOf(quoted.proposalCode)).toEqual([]);
    });

    it('a quote without a registration, until one is added', async () => {
      const quoted = await verifiedDriveaway({ vrn: null });
      const response = await bind(t, t.token, quoted.proposalCode);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        code: 'proposal.missingRegistration',
        detail: 'Please add your car’s registration number before you buy your policy.',
      });
      expect(response.body.errors?.[0]?.path).toBe('vehicle.vrn');
      expect(await policiesOf(quoted.proposalCode)).toEqual([]);
      // The registration is an answer: the quote is rated and verified again before it is bought.
      const added = await patch(quoted.proposalCode, {
        changes: [{ path: 'vehicle.vrn', value: TEST_VRN }],
        applyRating: true,
      });
      expect(added.body.status).toBe('QUOTE');
      await verify(t, t.token, quoted.proposalCode);
      expect((await bind(t, t.token, quoted.proposalCode)).status).toBe(200);
    });

    it('a flex quote with a payment due (402 until checkout exists)', async () => {
      const quoted = await quotedProposal(t, t.token);
      const monthly = quoted.quote?.availablePaymentSchedules.find((s) => s.active);
      expect(monthly?.totals.discounted).toBeGreaterThan(0);
      await verify(t, t.token, quoted.proposalCode);
      const response = await bind(t, t.token, quoted.proposalCode, {
        paymentMethodType: 'BACS_DEBIT',
      });
      expect(response.status).toBe(402);
      expect(response.body).toMatchObject({
        type: 'urn:brand:problem:payment-required',
        code: 'proposal.paymentRequired',
      });
      expect(response.body.detail).toContain('checkout');
      expect(await statusOf(quoted.proposalCode)).toBe('QUOTE');
      expect(await policiesOf(quoted.proposalCode)).toEqual([]);
      const ledger = await t.db.query(
        `SELECT a.id FROM customer_accounts a JOIN policies p ON p.id = a.policy_id
          WHERE p.proposal_id = $1`,
        [quoted.proposalCode],
      );
      expect(ledger).toEqual([]);
    });

    it('a referral and an unpriced proposal', async () => {
      const quoted = await quotedProposal(t, t.token, { schemeCode: DRIVEAWAY });
      const referred = await patch(quoted.proposalCode, {
        changes: [DECLARED_BAN],
        applyRating: true,
      });
      expect(referred.body.status).toBe('REFERRAL');
      const refused = await bind(t, t.token, quoted.proposalCode);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('proposal.referred');
      const created = await createProposal(t, t.token, { schemeCode: DRIVEAWAY });
      const unpriced = await bind(t, t.token, created.body.proposalCode);
      expect(unpriced.status).toBe(409);
      expect(unpriced.body.code).toBe('proposal.notQuoted');
    });

    it('an expired quote, which stays QUOTE_EXPIRED', async () => {
      const quoted = await verifiedDriveaway({ startDate: '2026-03-03' });
      t.clock.set('2026-03-04T09:00:00Z');
      const owner = await retrieveToken(t, quoted.externalReference);
      const response = await bind(t, owner, quoted.proposalCode);
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('proposal.quoteExpired');
      const after = await t.call<ProposalBody>('GET', `/api/proposals/${quoted.proposalCode}`, {
        token: owner,
      });
      expect(after.body.status).toBe('QUOTE_EXPIRED');
      expect(await policiesOf(quoted.proposalCode)).toEqual([]);
    });

    it('a payment method type it does not know, and a body that is not an object', async () => {
      const quoted = await verifiedDriveaway();
      for (const body of [{ paymentMethodType: 'CASH' }, { extra: true }, '"CARD"']) {
        expect((await bind(t, t.token, quoted.proposalCode, body as object)).status).toBe(400);
      }
      expect(await policiesOf(quoted.proposalCode)).toEqual([]);
    });

    it("another visitor's proposal, and a caller without a token", async () => {
      const quoted = await verifiedDriveaway();
      expect((await bind(t, await t.anonymousToken(), quoted.proposalCode)).status).toBe(404);
      expect((await t.call('POST', `/api/proposals/${quoted.proposalCode}/bind`)).status).toBe(401);
      expect(await policiesOf(quoted.proposalCode)).toEqual([]);
    });
  });
});
