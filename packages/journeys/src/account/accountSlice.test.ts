import type { CallFailure } from '../shared/call-failure';
import type { Policyholder, PolicyholderChanges } from './account-settings';
import { loadAccount, saveAccount } from './accountApi';
import { accountSlice, initialAccountState, selectPolicyholder } from './accountSlice';

const { reducer } = accountSlice;
const RECORD = { customerId: 'CUS1', phone: '+447700900123' } as Policyholder;

// The calls' lifecycles as their thunks dispatch them.
const loadStarted = () => loadAccount.pending('load', undefined);
const loaded = (record: Policyholder) => loadAccount.fulfilled(record, 'load', undefined);
const loadFailed = (failure: CallFailure) => loadAccount.rejected(null, 'load', undefined, failure);
const changes = { phone: '+447700900456' } as PolicyholderChanges;
const saveStarted = () => saveAccount.pending('save', changes);
const saveSucceeded = (record: Policyholder) => saveAccount.fulfilled(record, 'save', changes);
const saveFailed = (failure: CallFailure) => saveAccount.rejected(null, 'save', changes, failure);
const loadedState = () => reducer(reducer(initialAccountState, loadStarted()), loaded(RECORD));

describe('accountSlice', () => {
  it('holds the record once loaded, and none when it is missing', () => {
    const ready = loadedState();
    expect(ready.status).toBe('ready');
    expect(selectPolicyholder(ready)).toBe(RECORD);
    expect(reducer(ready, loadFailed({ kind: 'UNEXPECTED', status: 404 }))).toMatchObject({
      status: 'missing',
      policyholder: null,
    });
    expect(reducer(ready, loadFailed({ kind: 'NETWORK' }))).toMatchObject({ status: 'failed' });
    expect(reducer(ready, loadStarted())).toEqual({ ...initialAccountState, requestId: 'load' });
  });

  it('replaces the record with the saved one and says it is saved', () => {
    const saving = reducer(loadedState(), saveStarted());
    expect(saving).toMatchObject({ saving: true, saved: false, saveFailure: null });
    const saved = { ...RECORD, phone: '+447700900456' };
    expect(reducer(saving, saveSucceeded(saved))).toMatchObject({
      saving: false,
      saved: true,
      policyholder: saved,
    });
  });

  it('keeps a refused save’s field errors until the next save', () => {
    const failure = {
      kind: 'UNEXPECTED',
      status: 400,
      detail: 'No',
      fields: [{ path: 'phone', text: 'Please enter a valid UK phone number' }],
    };
    const refused = reducer(reducer(initialAccountState, saveStarted()), saveFailed(failure));
    expect(refused).toMatchObject({ saving: false, saved: false, saveFailure: failure });
    expect(reducer(refused, saveStarted()).saveFailure).toBeNull();
  });

  it('names its actions account/...', () => {
    expect(saveStarted().type).toBe('account/save/pending');
  });
});
