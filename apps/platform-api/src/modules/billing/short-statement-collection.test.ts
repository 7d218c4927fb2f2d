// Finding 5 of issue 14: a purchase's statement 0 left short (a payment for less than it asks, as
// a checkout of an older, cheaper quote used to post) is collected like any other statement; one
// paid in full, awaiting its payment, or failed is left as it was.

import { ownerOf, quotedProposal, servicesOf, verify } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { bindProposal } from '../binding';
import { loadStatementSummaries } from './account-statements';
import type { CollectPayment } from './collect-payment';
import { collectionKey, runCollections } from './collections-job';
import { findAccountOfPolicy } from './customer-account-repository';
import { recordStatementPayment } from './statement-payments';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

/**
 * A flex quote bound with a first payment `shortByPence` less than statement 0 asks (0: in full),
 * posted with `status`, as a checkout's bind posts it; answers the account and its statement 0.
 */
async function boundWithFirstPayment(
  shortByPence: number,
  status: 'POSTED' | 'PENDING' | 'FAILED',
) {
  const quoted = await quotedProposal(t, t.token);
  expect((await verify(t, t.token, quoted.proposalCode)).body.isClear).toBe(true);
  const context = servicesOf(t);
  let accountId = '';
  await bindProposal(
    context,
    await ownerOf(t, quoted.proposalCode),
    quoted.proposalCode,
    { paymentMethodType: 'CARD' },
    {
      paymentSettled: true,
      withinBind: async (tx, policyId) => {
        const account = await findAccountOfPolicy(tx, policyId);
        accountId = account?.id as string;
        const [first] = await loadStatementSummaries(tx, accountId);
        await recordStatementPayment(
          tx,
          {
            accountId,
            statementId: first?.id as string,
            amountPence: (first?.amountOutstanding as number) - shortByPence,
            idempotencyKey: `stripe:pi_${quoted.proposalCode}`,
            status,
            subType: 'STRIPE',
            providerPaymentId: `pi_${quoted.proposalCode}`,
          },
          context.clock.now(),
        );
      },
    },
  );
  const [statement0] = await loadStatementSummaries(t.db, accountId);
  return { accountId, statement0: statement0?.id as string };
}

/** A provider that takes every collection and remembers those of the given accounts. */
function recordingProvider(accountIds: string[]) {
  const calls: { accountId: string; statementNumber: number; amount: number; key: string }[] = [];
  const collect: CollectPayment = async (account, statement, amount, key) => {
    if (accountIds.includes(account.id)) {
      calls.push({
        accountId: account.id,
        statementNumber: statement.statementNumber,
        amount,
        key,
      });
    }
    return { status: 'POSTED', providerPaymentId: `PM-${key}` };
  };
  return { collect, calls };
}

describe(`collecting a statement 0 left short (${TEST_DATABASE_KIND})`, () => {
  it('collects the shortfall once, and the statement is then settled', async () => {
    const short = await boundWithFirstPayment(250, 'POSTED');
    const provider = recordingProvider([short.accountId]);

    await runCollections(servicesOf(t), provider.collect);
    expect(provider.calls).toEqual([
      {
        accountId: short.accountId,
        statementNumber: 0,
        amount: 250,
        key: collectionKey(short.statement0),
      },
    ]);
    const [statement0] = await loadStatementSummaries(t.db, short.accountId);
    expect(statement0).toMatchObject({ status: 'SETTLED', amountOutstanding: 0 });

    await runCollections(servicesOf(t), provider.collect);
    expect(provider.calls).toHaveLength(1);
  });

  it('leaves a statement 0 paid in full, awaiting its payment, or failed to the customer', async () => {
    const paid = await boundWithFirstPayment(0, 'POSTED');
    const pending = await boundWithFirstPayment(0, 'PENDING');
    const failed = await boundWithFirstPayment(0, 'FAILED');
    const accounts = [paid.accountId, pending.accountId, failed.accountId];
    const provider = recordingProvider(accounts);
    await runCollections(servicesOf(t), provider.collect);
    expect(provider.calls).toEqual([]);
  });
});
