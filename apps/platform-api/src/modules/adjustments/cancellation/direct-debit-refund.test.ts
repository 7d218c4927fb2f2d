// A flex customer who paid by Direct Debit and cancels in cooling-off gets their money back by
// Direct Debit refund (ADR 0043), once, through every crash between the ledger and the provider.
import { extractText } from 'unpdf';
import type { DirectDebit } from '../../../integrations/payments/direct-debit';
import { SANDBOX_BANK_ACCOUNT } from '../../../integrations/payments/sandbox-bank-accounts';
import {
  deliverWebhooks,
  openMandateFlow,
  payableQuote,
  post,
  sandboxBank,
} from '../../../test/checkout-test-support';
import { servicesOf, uniquePerson } from '../../../test/journey-fixtures';
import { balanceFromTransactions, unbalancedTransactions } from '../../../test/ledger-test-support';
import { useTestApp } from '../../../test/test-app';
import { TEST_DATABASE_KIND } from '../../../test/test-database';
import { customerBalance, runBillingJob } from '../../billing';
import { providerCollectPayment } from '../../checkout';

type Line = {
  id: string;
  kind: string;
  amount_pence: number;
  status: string;
  sub_type: string | null;
  description_key: string;
  payment_method_description: string | null;
  provider_payment_id: string | null;
};

describe(`Direct Debit refunds of a cancelled flex policy (${TEST_DATABASE_KIND})`, () => {
  // Bought on Monday 2 March; the first collection is confirmed on Thursday 5 March.
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  /** A flex policy bought by Direct Debit, its first payment collected from the bank. */
  async function directDebitFlex(holder = 'Ann Example') {
    const person = uniquePerson();
    const token = await t.signedInToken(person.email);
    const code = await payableQuote(t, token);
    const flowId = await openMandateFlow(t, token, code);
    expect(
      await sandboxBank(t).confirmFlow(flowId, {
        accountHolderName: holder,
        ...SANDBOX_BANK_ACCOUNT,
      }),
    ).toMatchObject({ kind: 'redirect' });
    const completed = await post<{ id: string }>(t, '/api/goCardless/mandates', token, {
      redirectFlowId: flowId,
    });
    expect(completed.status).toBe(200);
    const [policy] = await t.db.query<{ id: string; account_id: string }>(
      `SELECT p.id, a.id AS account_id FROM policies p
         JOIN customer_accounts a ON a.policy_id = p.id WHERE p.proposal_id = $1`,
      [code],
    );
    if (!policy) throw new Error(`The Direct Debit checkout of ${code} bound no policy.`);
    t.clock.set('2026-03-05T09:00:00Z');
    await deliverWebhooks(t);
    const paid = await linesOf(policy.account_id);
    const payment = paid.find((line) => line.kind === 'PAYMENT');
    expect(payment).toMatchObject({ status: 'POSTED', sub_type: 'GOCARDLESS' });
    return {
      person,
      token,
      mandateId: completed.body.id,
      policyId: policy.id,
      accountId: policy.account_id,
      payment: payment as Line,
    };
  }

  async function linesOf(accountId: string): Promise<Line[]> {
    return t.db.query<Line>(
      `SELECT id, kind, amount_pence, status, sub_type, description_key,
              payment_method_description, provider_payment_id
         FROM ledger_transactions WHERE customer_account_id = $1 ORDER BY seq`,
      [accountId],
    );
  }

  async function sandboxRefunds(paymentId: string) {
    return t.db.query<{ id: string; amount_pence: number; idempotency_key: string }>(
      'SELECT id, amount_pence, idempotency_key FROM payment_sandbox_dd_refunds WHERE payment_id = $1',
      [paymentId],
    );
  }

  async function coolingOffCancel(person: { email: string }, policyId: string) {
    const token = await t.signedInToken(person.email);
    const made = await t.call<{ adjustmentId: string; amountDue: number }>(
      'POST',
      '/api/policyAdjustments',
      {
        token,
        body: { adjustmentType: 'CAN', changes: [], policyId, reason: 'Other|Sold the car' },
      },
    );
    expect(made.status).toBe(201);
    const committed = await t.call<{ confirmed: boolean }>(
      'POST',
      `/api/policyAdjustments/${made.body.adjustmentId}/commit`,
      { token },
    );
    expect(committed.status).toBe(200);
    expect(committed.body.confirmed).toBe(true);
    return made.body;
  }

  async function settledAt(accountId: string) {
    const [row] = await t.db.query<{ cancellation_settled_at: Date | null }>(
      'SELECT cancellation_settled_at FROM customer_accounts WHERE id = $1',
      [accountId],
    );
    return row?.cancellation_settled_at ?? null;
  }

  async function expectLedgerWhole(accountId: string) {
    expect(await unbalancedTransactions(t)).toEqual([]);
    expect(await customerBalance(t.db, accountId)).toBe(
      await balanceFromTransactions(t, accountId),
    );
  }

  const billingRun = () => runBillingJob(servicesOf(t), providerCollectPayment(servicesOf(t)));

  /** Replaces the Direct Debit provider's refund call for one test; answers the restore. */
  function replaceRefund(replacement: DirectDebit['refund']): () => void {
    const directDebit = t.app.platform.integrations.directDebit;
    const original = directDebit.refund;
    directDebit.refund = replacement;
    return () => {
      directDebit.refund = original;
    };
  }

  it('pays a cooling-off cancellation back by Direct Debit refund, names it so, then cancels the mandate', async () => {
    const { person, policyId, accountId, mandateId, payment } = await directDebitFlex();
    const priced = await coolingOffCancel(person, policyId);
    expect(priced.amountDue).toBe(-payment.amount_pence);

    const refunds = (await linesOf(accountId)).filter((line) => line.kind === 'REFUND');
    expect(refunds).toEqual([
      expect.objectContaining({
        status: 'POSTED',
        sub_type: 'GOCARDLESS',
        amount_pence: payment.amount_pence,
        provider_payment_id: payment.provider_payment_id,
        description_key: 'billing.lineItem.directDebitRefund',
        payment_method_description: expect.stringContaining('account ending'),
      }),
    ]);
    const made = await sandboxRefunds(payment.provider_payment_id as string);
    expect(made).toEqual([expect.objectContaining({ amount_pence: payment.amount_pence })]);
    expect(await customerBalance(t.db, accountId)).toBe(0);
    expect(await settledAt(accountId)).not.toBeNull();
    const [mandate] = await t.db.query<{ status: string }>(
      'SELECT status FROM payment_sandbox_dd_mandates WHERE id = $1',
      [mandateId],
    );
    expect(mandate?.status).toBe('cancelled');
    await expectLedgerWhole(accountId);

    // The confirmation says where the money goes.
    const [email] = await t.db.query<{ text_body: string }>(
      `SELECT text_body FROM queued_emails WHERE dedupe_key LIKE 'cancellation-confirmation:%'
        AND recipient = $1`,
      [person.email],
    );
    expect(email?.text_body).toContain(
      'as a Direct Debit refund to the bank account you pay by Direct Debit from',
    );
    expect(email?.text_body).not.toContain('card');

    // So does the final statement's PDF.
    const token = await t.signedInToken(person.email);
    const statements = await t.call<{ statementId: string; final: boolean }[]>(
      'GET',
      `/api/customerAccounts/${accountId}/statements`,
      { token },
    );
    const final = statements.body.find((statement) => statement.final);
    const link = await t.call<{ location: string }>(
      'GET',
      `/api/customerAccounts/${accountId}/statements/${final?.statementId}/document`,
      { token },
    );
    const pdf = await fetch(link.body.location.replace('http://platform.test', t.baseUrl));
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, ' ')).toContain('Refund to your bank account (Direct Debit)');

    // Nothing more is refunded however often the job runs, and the refund's own events settle it.
    await billingRun();
    t.clock.set('2026-03-12T09:00:00Z');
    await deliverWebhooks(t);
    await billingRun();
    expect(await sandboxRefunds(payment.provider_payment_id as string)).toHaveLength(1);
    expect((await linesOf(accountId)).filter((line) => line.kind === 'REFUND')).toHaveLength(1);
  });

  it.each([
    ['before the provider is asked', 'before'],
    ['after the provider refunded, before the ledger heard', 'after'],
  ] as const)(
    'finishes a refund a crash interrupted %s: the billing job sends it, once',
    async (_, when) => {
      const { person, policyId, accountId, payment } = await directDebitFlex();
      const directDebit = t.app.platform.integrations.directDebit;
      const refund = directDebit.refund.bind(directDebit);
      const restore = replaceRefund(async (request) => {
        if (when === 'after') await refund(request);
        throw new Error('the process stopped here');
      });
      try {
        await coolingOffCancel(person, policyId);
      } finally {
        restore();
      }
      // Decided on the ledger, not yet sent: it counts, so nothing decides the money again.
      const decided = (await linesOf(accountId)).filter((line) => line.kind === 'REFUND');
      expect(decided).toEqual([
        expect.objectContaining({ status: 'PENDING', amount_pence: payment.amount_pence }),
      ]);
      expect(await settledAt(accountId)).toBeNull();
      expect(await sandboxRefunds(payment.provider_payment_id as string)).toHaveLength(
        when === 'after' ? 1 : 0,
      );

      const run = await billingRun();
      expect(run.refunds.sent).toEqual([decided[0]?.id]);
      expect(run.refunds.failed).toEqual([]);
      expect(run.cancellations.settlements).toEqual([
        expect.objectContaining({ accountId, owedBackPence: 0, settled: true }),
      ]);
      expect((await linesOf(accountId)).filter((line) => line.kind === 'REFUND')).toEqual([
        expect.objectContaining({ id: decided[0]?.id, status: 'POSTED' }),
      ]);
      expect(await sandboxRefunds(payment.provider_payment_id as string)).toEqual([
        expect.objectContaining({ amount_pence: payment.amount_pence }),
      ]);
      await billingRun();
      expect(await sandboxRefunds(payment.provider_payment_id as string)).toHaveLength(1);
      await expectLedgerWhole(accountId);
    },
  );

  it('keeps the mandate until a refund it could not send is sent, and reports it each run', async () => {
    const { person, policyId, accountId, mandateId, payment } = await directDebitFlex();
    const restore = replaceRefund(async () => {
      throw new Error('GoCardless could not be reached');
    });
    try {
      await coolingOffCancel(person, policyId);
      const run = await billingRun();
      expect(run.refunds.failed).toEqual([{ accountId, error: 'GoCardless could not be reached' }]);
      const [mandate] = await t.db.query<{ status: string }>(
        'SELECT status FROM payment_sandbox_dd_mandates WHERE id = $1',
        [mandateId],
      );
      expect(mandate?.status).not.toBe('cancelled');
    } finally {
      restore();
    }
    await billingRun();
    expect(await sandboxRefunds(payment.provider_payment_id as string)).toHaveLength(1);
    expect(await settledAt(accountId)).not.toBeNull();
  });

  it('reverses a refund that bounced, so the money shows as the customer’s again', async () => {
    const { person, policyId, accountId, payment } = await directDebitFlex('Bea Bounce');
    await coolingOffCancel(person, policyId);
    expect(await customerBalance(t.db, accountId)).toBe(0);
    t.clock.set('2026-03-12T09:00:00Z');
    await deliverWebhooks(t);
    await deliverWebhooks(t);
    const lines = await linesOf(accountId);
    expect(lines.filter((line) => line.kind === 'REFUND_REVERSAL')).toEqual([
      expect.objectContaining({ amount_pence: payment.amount_pence, status: 'POSTED' }),
    ]);
    expect(await customerBalance(t.db, accountId)).toBe(-payment.amount_pence);
    await expectLedgerWhole(accountId);
    // Unsettled again: every billing run reports it for a person, and refunds nothing twice.
    expect(await settledAt(accountId)).toBeNull();
    for (let run = 0; run < 2; run += 1) {
      expect((await billingRun()).cancellations.settlements).toEqual([
        expect.objectContaining({
          accountId,
          refundedPence: 0,
          owedBackPence: payment.amount_pence,
          settled: false,
        }),
      ]);
    }
    expect(await sandboxRefunds(payment.provider_payment_id as string)).toHaveLength(1);
  });
});
