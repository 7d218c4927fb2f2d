import type { ApiClient, ListPoliciesResult } from '@brand/api-client';
import { loadNextPayments } from './next-payments';

const policy = (policyId: string, productUrlName: string, policyStatus: string) =>
  ({ policyId, productUrlName, policyDetail: { policyStatus } }) as ListPoliciesResult[number];

// The calls loadNextPayments makes, answered by operation: the accounts, then each estimate.
function clientAnswering(estimates: Record<string, unknown[]>): ApiClient {
  return {
    request: async (call: { operationId: string; pathParams?: { id: string } }) => {
      if (call.operationId === 'listCustomerAccounts')
        return Object.keys(estimates).map((id) => ({ accountId: id, policyId: `P-${id}` }));
      return estimates[call.pathParams?.id ?? ''] ?? [];
    },
  } as unknown as ApiClient;
}

describe('loadNextPayments', () => {
  it('answers the estimate of each live billed policy, in pence and due date', async () => {
    const found = await loadNextPayments(
      clientAnswering({ A1: [{ amount: 5417, paymentDueAt: '2026-05-01T00:00:00Z' }] }),
      [policy('P-A1', 'flex', 'ACTIVE')],
    );
    expect(found.get('P-A1')).toEqual({ amountPence: 5417, dueAt: '2026-05-01T00:00:00Z' });
  });

  it('gives no next payment for a free month, nor when no statement is to come', async () => {
    const found = await loadNextPayments(
      clientAnswering({ A1: [{ amount: 0, paymentDueAt: '2026-05-01T00:00:00Z' }], A2: [] }),
      [policy('P-A1', 'flex', 'ACTIVE'), policy('P-A2', 'flex', 'ACTIVE')],
    );
    expect(found.size).toBe(0);
  });

  it('asks nothing for ended or drive-away policies', async () => {
    const request = jest.fn();
    const found = await loadNextPayments({ request } as unknown as ApiClient, [
      policy('P1', 'flex', 'LAPSED'),
      policy('P2', 'driveaway', 'ACTIVE'),
    ]);
    expect(found.size).toBe(0);
    expect(request).not.toHaveBeenCalled();
  });
});
