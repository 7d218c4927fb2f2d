import { draftChanged, draftKey, draftSaved, selectDraft } from '@brand/journeys';
import type { Persistor } from 'redux-persist';
import { memoryStorage } from '../test-support/memory-storage';
import { makeStore } from './store';

/** Resolves once the persistor has read what storage holds (the store after a reload). */
function rehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

const key = draftKey('P1', 'about-you');
const typed = { firstName: 'Jane', lastName: 'Customer' };

describe('the portal’s store', () => {
  it('keeps the answers typed and not yet saved through a reload (a new store on the tab’s storage)', async () => {
    const storage = memoryStorage();
    const before = makeStore(storage);
    await rehydrated(before.persistor);
    before.store.dispatch(draftChanged({ key, values: typed }));
    await before.persistor.flush();

    const after = makeStore(storage);
    await rehydrated(after.persistor);
    expect(selectDraft(after.store.getState(), key)).toEqual(typed);
  });

  it('keeps no server data and no token: only the drafts are written', async () => {
    const storage = memoryStorage();
    const { store, persistor } = makeStore(storage);
    await rehydrated(persistor);
    const proposal = { proposalCode: 'P1', status: 'QUOTE', quote: null };
    // GET /proposals/P1 answered, as the quote journey's load dispatches it.
    store.dispatch({
      type: 'quote/loadProposal/fulfilled',
      payload: proposal,
      meta: { requestId: 'load', arg: 'P1', requestStatus: 'fulfilled' },
    });
    expect(store.getState().quote.proposal).not.toBeNull();
    store.dispatch(draftChanged({ key, values: typed }));
    await persistor.flush();
    const written = JSON.parse(storage.items.get('persist:customer-portal') ?? '{}');
    expect(Object.keys(written).sort()).toEqual(['_persist', 'drafts']);

    const reloaded = makeStore(storage);
    await rehydrated(reloaded.persistor);
    expect(reloaded.store.getState().quote.proposal).toBeNull();
  });

  it('forgets a section’s draft once its answers are saved', async () => {
    const storage = memoryStorage();
    const { store, persistor } = makeStore(storage);
    await rehydrated(persistor);
    store.dispatch(draftChanged({ key, values: typed }));
    store.dispatch(draftSaved(key));
    await persistor.flush();
    const reloaded = makeStore(storage);
    await rehydrated(reloaded.persistor);
    expect(selectDraft(reloaded.store.getState(), key)).toBeUndefined();
  });
});
