import type { Policyholder } from './account-settings';
import {
  accountSlice,
  initialAccountState,
  loaded,
  loadFailed,
  loadStarted,
  saveFailed,
  saveStarted,
  saveSucceeded,
  selectPolicyholder,
} from './accountSlice';

const { reducer } = accountSlice;
const RECORD = { customerId: 'CUS1', phone: '+447700900123' } as Policyholder;

describe('accountSlice', () => {
  it('holds the record once loaded, and none when it is missing', () => {
    const ready = reducer(initialAccountState, loaded(RECORD));
    expect(ready.status).toBe('ready');
    expect(selectPolicyholder(ready)).toBe(RECORD);
    expect(reducer(ready, loadFailed('missing'))).toMatchObject({
      status: 'missing',
      policyholder: null,
    });
    expect(reducer(ready, loadStarted())).toEqual(initialAccountState);
  });

  it('replaces the record with the saved one and says it is saved', () => {
    const saving = reducer(reducer(initialAccountState, loaded(RECORD)), saveStarted());
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
      message: 'No',
      fields: [{ path: 'phone', text: 'Please enter a valid UK phone number' }],
    };
    const refused = reducer(reducer(initialAccountState, saveStarted()), saveFailed(failure));
    expect(refused).toMatchObject({ saving: false, saved: false, saveFailure: failure });
    expect(reducer(refused, saveStarted()).saveFailure).toBeNull();
  });

  it('names its actions account/...', () => {
    expect(saveStarted().type).toBe('account/saveStarted');
  });
});
