import type { CallFailure } from '../shared/call-failure';
import type { RenewalPolicy, RenewalProposal } from './renewal-routing';
import { renewalProposal } from './renewal-test-data';
import { loadRenewalProposal, optOutRenewal, saveRenewalSection } from './renewalApi';
import {
  initialRenewalState,
  renewalSlice,
  selectRenewalBusy,
  selectRenewalFailure,
  selectRenewalProposal,
} from './renewalSlice';

const reduce = renewalSlice.reducer;

// The calls' lifecycles as their thunks dispatch them.
const loadStarted = (code: string) => loadRenewalProposal.pending('load', code);
const loaded = (proposal: RenewalProposal) =>
  loadRenewalProposal.fulfilled(proposal, 'load', proposal.proposalCode);
const loadFailed = (failure: CallFailure) =>
  loadRenewalProposal.rejected(null, 'load', 'PREN1', failure);
const save = { proposalCode: 'PREN1', changes: [] };
const callStarted = () => saveRenewalSection.pending('save', save);
const callSucceeded = (saved: RenewalProposal) => saveRenewalSection.fulfilled(saved, 'save', save);
const optedOut = () =>
  optOutRenewal.fulfilled({} as RenewalPolicy, 'optOut', { policyId: 'POL1', values: {} });
const callFailed = (failure: CallFailure) =>
  saveRenewalSection.rejected(null, 'save', save, failure);

describe('renewalSlice', () => {
  it('names its actions renewal/...', () => {
    expect(loadStarted('P').type).toBe('renewal/load/pending');
    expect(callFailed({ kind: 'NETWORK' }).type).toBe('renewal/saveSection/rejected');
  });

  it('loads the proposal of the URL, keeping it on screen while the same one reloads', () => {
    const proposal = renewalProposal();
    const ready = reduce(reduce(initialRenewalState, loadStarted('PREN1')), loaded(proposal));
    expect(ready).toMatchObject({ loadStatus: 'ready', proposal });
    expect(selectRenewalProposal(reduce(ready, loadStarted('PREN1')))).toBe(proposal);
    expect(selectRenewalProposal(reduce(ready, loadStarted('OTHER')))).toBeNull();
  });

  it('keeps a failed load’s failure', () => {
    const loading = reduce(initialRenewalState, loadStarted('PREN1'));
    const failed = reduce(loading, loadFailed({ kind: 'UNEXPECTED', status: 404 }));
    expect(failed.loadStatus).toBe('failed');
    expect(selectRenewalFailure(failed)).toEqual({ kind: 'UNEXPECTED', status: 404 });
  });

  it('ignores a load it has left (aborted) or that a newer one replaced', () => {
    const loading = reduce(initialRenewalState, loadStarted('PREN1'));
    const aborted = loadRenewalProposal.rejected(new Error('x'), 'load', 'PREN1');
    aborted.meta.aborted = true;
    expect(reduce(loading, aborted).loadStatus).toBe('loading');
    const stale = loadRenewalProposal.fulfilled(renewalProposal(), 'older', 'PREN1');
    expect(selectRenewalProposal(reduce(loading, stale))).toBeNull();
  });

  it('is busy while a call is out, then keeps what it answered or why it failed', () => {
    const proposal = renewalProposal();
    const ready = reduce(reduce(initialRenewalState, loadStarted('PREN1')), loaded(proposal));
    const busy = reduce(ready, callStarted());
    expect(selectRenewalBusy(busy)).toBe(true);
    const saved = renewalProposal({ version: 3 });
    expect(reduce(busy, callSucceeded(saved))).toMatchObject({ busy: false, proposal: saved });
    expect(reduce(busy, optedOut()).proposal).toBe(proposal);
    const refused = reduce(busy, callFailed({ kind: 'UNEXPECTED', message: 'No' }));
    expect(refused).toMatchObject({ busy: false, failure: { message: 'No' } });
    expect(reduce(refused, callStarted()).failure).toBeNull();
  });
});
