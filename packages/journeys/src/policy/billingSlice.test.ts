import type { CallFailure } from '../shared/call-failure';
import { loadBilling, type PolicyBilling } from './billingApi';
import {
  billingSlice,
  initialBillingState,
  selectBilling,
  selectLatestStatement,
  selectPreviousStatements,
} from './billingSlice';

const billing = (policyId: string, statements: string[] = []): PolicyBilling =>
  ({
    policyId,
    policyNumber: 'POL-1',
    account: null,
    paymentMethods: [],
    statements: statements.map((statementId) => ({ statementId })),
    estimate: null,
  }) as unknown as PolicyBilling;

// The load's lifecycle as the thunk dispatches it, one request per policy id and count.
const arg = (policyId: string) => ({
  policyId,
  policyNumber: `N-${policyId}`,
  redirectFlowId: null,
});
const loadStarted = (policyId: string, request = policyId) =>
  loadBilling.pending(request, arg(policyId));
const loaded = (payload: PolicyBilling, request = payload.policyId) =>
  loadBilling.fulfilled(payload, request, arg(payload.policyId));
const loadFailed = (failure: CallFailure, policyId = 'PL1') =>
  loadBilling.rejected(null, policyId, arg(policyId), failure);

const run = (...actions: Parameters<typeof billingSlice.reducer>[1][]) =>
  actions.reduce(billingSlice.reducer, initialBillingState);

describe('the billing slice', () => {
  it('keeps what loaded for the policy being loaded, newest statement first', () => {
    const state = run(loadStarted('PL1'), loaded(billing('PL1', ['S3', 'S2', 'S1'])));
    expect(state.loadStatus).toBe('ready');
    expect(selectLatestStatement(state)?.statementId).toBe('S3');
    expect(selectPreviousStatements(state).map((s) => s.statementId)).toEqual(['S2', 'S1']);
  });

  it('ignores an answer for another policy and drops another policy’s billing on load', () => {
    const state = run(loadStarted('PL1'), loaded(billing('PL1')), loadStarted('PL2'));
    expect(selectBilling(state)).toBeNull();
    expect(selectBilling(billingSlice.reducer(state, loaded(billing('PL1'))))).toBeNull();
  });

  it('keeps the same policy’s billing on screen while it reloads, and a failure', () => {
    const state = run(loadStarted('PL1'), loaded(billing('PL1')), loadStarted('PL1'));
    expect(selectBilling(state)?.policyId).toBe('PL1');
    const failed = billingSlice.reducer(state, loadFailed({ kind: 'NETWORK' }));
    expect(failed.loadStatus).toBe('failed');
    expect(failed.failure).toEqual({ kind: 'NETWORK' });
  });
});
