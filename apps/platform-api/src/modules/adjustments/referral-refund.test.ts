// A referred change the customer confirms ends the policy at once (spec 001 §4); its account is
// settled as a cancellation from that moment is (ADR 0043): pro-rata credit, final statement,
// the refund to the card that paid, through billing's one settlement.
import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import { cardPaidFlex } from '../../test/checkout-test-support';
import { balanceFromTransactions, unbalancedTransactions } from '../../test/ledger-test-support';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { customerBalance } from '../billing';

type Line = {
  kind: string;
  amount_pence: number;
  status: string;
  idempotency_key: string;
  description_key: string;
  statement_id: string | null;
};

describe(`a confirmed referral refunds like a cancellation (${TEST_DATABASE_KIND})`, () => {
  // Bought on 2 March: the fixtures' cover starts on 10 March, statement 0 covers to 10 April.
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  async function referredChange(person: { email: string }, policyId: string) {
    const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      person.email,
    ]);
    // Claims are an agent's to change (action:mta-claims); three fault claims are referred.
    const agent = await t.signedInToken('referral.refund@brand.test', {
      roles: ['admin'],
      permissions: ['access:impersonate', 'action:mta-claims'],
    });
    const headers = { [IMPERSONATE_USER_HEADER]: user?.id as string };
    const claims = ['2024-01-10', '2024-06-10', '2025-01-10'].map((date) => ({
      claimType: 'AccidentFault',
      date,
      ncdAffected: true,
    }));
    const referred = await t.call<{ adjustmentId: string; reviewOutcome: string }>(
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
    expect(referred.body.reviewOutcome).toBe('referred');
    return () =>
      t.call<{ confirmed: boolean }>(
        'POST',
        `/api/policyAdjustments/${referred.body.adjustmentId}/commit`,
        { token: agent, headers },
      );
  }

  it('credits the unused days from the moment it is confirmed, issues the final statement and refunds the card, once', async () => {
    const { person, policyId, accountId } = await cardPaidFlex(t);
    const [charged] = await t.db.query<{ net: number; paid: number }>(
      `SELECT SUM(CASE WHEN kind = 'INVOICE' THEN amount_pence
                       WHEN kind = 'CREDIT_NOTE' THEN -amount_pence ELSE 0 END)::integer AS net,
              SUM(CASE WHEN kind = 'PAYMENT' THEN amount_pence ELSE 0 END)::integer AS paid
         FROM ledger_transactions WHERE customer_account_id = $1`,
      [accountId],
    );
    // Ten days into statement 0's 31 (10 March to 10 April): 21 days unused.
    t.clock.set('2026-03-20T00:00:00Z');
    const confirm = await referredChange(person, policyId);
    const [first, again] = [await confirm(), await confirm()];
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.body.confirmed).toBe(true);

    const [policy] = await t.db.query<{
      status: string;
      terminated_at: Date;
      renewal_stopped: boolean;
    }>('SELECT status, terminated_at, renewal_stopped FROM policies WHERE id = $1', [policyId]);
    expect(policy).toMatchObject({ status: 'CANCELLED', renewal_stopped: true });
    expect(new Date(policy?.terminated_at as Date).toISOString()).toBe('2026-03-20T00:00:00.000Z');

    const lines = await t.db.query<Line>(
      `SELECT kind, amount_pence, status, idempotency_key, description_key, statement_id
         FROM ledger_transactions WHERE customer_account_id = $1 ORDER BY seq`,
      [accountId],
    );
    const credit = Math.floor((Number(charged?.net) * 21) / 31);
    const credits = lines.filter((line) => line.idempotency_key.startsWith('cancellation-credit:'));
    expect(credits).toEqual([
      expect.objectContaining({ kind: 'CREDIT_NOTE', amount_pence: credit }),
    ]);
    const refunds = lines.filter((line) => line.kind === 'REFUND');
    expect(refunds).toEqual([
      expect.objectContaining({
        status: 'POSTED',
        amount_pence: credit,
        description_key: 'billing.lineItem.cardRefund',
      }),
    ]);
    expect(credit).toBeLessThan(Number(charged?.paid));
    const [final] = await t.db.query<{ id: string; final: boolean }>(
      `SELECT id, final FROM statements WHERE customer_account_id = $1
        ORDER BY statement_number DESC LIMIT 1`,
      [accountId],
    );
    expect(final?.final).toBe(true);
    expect(refunds[0]?.statement_id).toBe(final?.id);

    // The card was refunded once, for the unused days only.
    const made = await t.db.query<{ amount_pence: number }>(
      `SELECT r.amount_pence FROM payment_sandbox_card_refunds r
         JOIN ledger_transactions l ON l.provider_payment_id = r.payment_id
        WHERE l.customer_account_id = $1 AND l.kind = 'PAYMENT'`,
      [accountId],
    );
    expect(made.map((refund) => Number(refund.amount_pence))).toEqual([credit]);
    expect(await customerBalance(t.db, accountId)).toBe(0);
    const [account] = await t.db.query<{ cancellation_settled_at: Date | null }>(
      'SELECT cancellation_settled_at FROM customer_accounts WHERE id = $1',
      [accountId],
    );
    expect(account?.cancellation_settled_at).not.toBeNull();
    expect(await unbalancedTransactions(t)).toEqual([]);
    expect(await customerBalance(t.db, accountId)).toBe(
      await balanceFromTransactions(t, accountId),
    );
  });
});
