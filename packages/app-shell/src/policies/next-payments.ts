// The next payment of each live policy that is billed (spec 001 §2: a flex card shows its next
// payment): the caller's customer accounts, one call, then each live policy's next-statement
// estimate, the billing tab's own figure, so the card and the tab agree to the penny.
import {
  type ApiClient,
  getNextStatementEstimate,
  type ListPoliciesResult,
  listCustomerAccounts,
} from '@brand/api-client';
import { policyHasBilling } from './policy-card-model';

/** A policy's next payment: pence, and when it is taken. */
export interface NextPayment {
  amountPence: number;
  dueAt: string;
}

/**
 * The next payment of each live, billed policy that has one, by policy id. None for a policy
 * whose remaining instalments are free or all billed (the demo customer's promoted year, once the
 * billing job has issued its statements): its card shows the cover's end instead.
 */
export async function loadNextPayments(
  client: ApiClient,
  policies: ListPoliciesResult,
  signal?: AbortSignal,
): Promise<Map<string, NextPayment>> {
  const options = signal ? { signal } : undefined;
  const billed = new Set(
    policies
      .filter((policy) => ['ACTIVE', 'PENDING'].includes(policy.policyDetail.policyStatus))
      .filter(policyHasBilling)
      .map((policy) => policy.policyId),
  );
  const found = new Map<string, NextPayment>();
  if (billed.size === 0) return found;
  const accounts = await listCustomerAccounts(client, {}, options);
  await Promise.all(
    accounts
      .filter((account) => typeof account.accountId === 'string' && billed.has(account.policyId))
      .map(async (account) => {
        const [next] = await getNextStatementEstimate(client, { id: account.accountId }, options);
        // A free month (a promotion's £0 instalment) is a statement but no payment: the card
        // then says when the cover renews or ends, as it does once the last instalment is billed.
        if (next && next.amount > 0)
          found.set(account.policyId, { amountPence: next.amount, dueAt: next.paymentDueAt });
      }),
  );
  return found;
}
