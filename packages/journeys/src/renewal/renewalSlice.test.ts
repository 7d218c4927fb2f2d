import { renewalProposal } from './renewal-test-data';
import {
  callFailed,
  callStarted,
  callSucceeded,
  initialRenewalState,
  loaded,
  loadFailed,
  loadStarted,
  renewalSlice,
  selectRenewalBusy,
  selectRenewalFailure,
  selectRenewalProposal,
} from './renewalSlice';

const reduce = renewalSlice.reducer;

describe('renewalSlice', () => {
  it('names its actions renewal/...', () => {
    expect(loadStarted('P').type).toBe('renewal/loadStarted');
    expect(callFailed({ kind: 'NETWORK' }).type).toBe('renewal/callFailed');
  });

  it('loads the proposal of the URL, keeping it on screen while the same one reloads', () => {
    const proposal = renewalProposal();
    const ready = reduce(reduce(initialRenewalState, loadStarted('PREN1')), loaded(proposal));
    expect(ready).toMatchObject({ loadStatus: 'ready', proposal });
    expect(selectRenewalProposal(reduce(ready, loadStarted('PREN1')))).toBe(proposal);
    expect(selectRenewalProposal(reduce(ready, loadStarted('OTHER')))).toBeNull();
  });

  it('keeps a failed load’s failure', () => {
    const failed = reduce(initialRenewalState, loadFailed({ kind: 'UNEXPECTED', status: 404 }));
    expect(failed.loadStatus).toBe('failed');
    expect(selectRenewalFailure(failed)).toEqual({ kind: 'UNEXPECTED', status: 404 });
  });

  it('is busy while a call is out, then keeps what it answered or why it failed', () => {
    const proposal = renewalProposal();
    const busy = reduce(reduce(initialRenewalState, loaded(proposal)), callStarted());
    expect(selectRenewalBusy(busy)).toBe(true);
    const saved = renewalProposal({ version: 3 });
    expect(reduce(busy, callSucceeded(saved))).toMatchObject({ busy: false, proposal: saved });
    expect(reduce(busy, callSucceeded(undefined)).proposal).toBe(proposal);
    const refused = reduce(busy, callFailed({ kind: 'UNEXPECTED', message: 'No' }));
    expect(refused).toMatchObject({ busy: false, failure: { message: 'No' } });
    expect(reduce(refused, callStarted()).failure).toBeNull();
  });
});
