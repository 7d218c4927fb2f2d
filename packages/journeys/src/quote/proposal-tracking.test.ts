import {
  savedTrackingValues,
  saveTrackingParameters,
  TRACKING_SENT_KEY,
  takeTrackingFor,
} from './proposal-tracking';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('saving the URL’s tracking parameters', () => {
  it.each([
    [
      '?utm_source=news&utm_campaign=spring&promoCode=X',
      { utm_source: 'news', utm_campaign: 'spring' },
    ],
    ['?ref=dealer&asset_id=42', { ref: 'dealer', asset_id: '42' }],
    ['?utm_source=%20%20', {}],
    ['?other=1', {}],
    ['', {}],
  ])('keeps %s as %j', (search, expected) => {
    const storage = memoryStorage();
    saveTrackingParameters(search, storage);
    expect(savedTrackingValues(storage)).toEqual(expected);
  });

  it('keeps what an earlier URL brought when a later one has none, and replaces it when it has', () => {
    const storage = memoryStorage();
    expect(saveTrackingParameters('?utm_source=news', storage)).toBe(true);
    expect(saveTrackingParameters('', storage)).toBe(false);
    expect(savedTrackingValues(storage)).toEqual({ utm_source: 'news' });
    saveTrackingParameters('?channel=social', storage);
    expect(savedTrackingValues(storage)).toEqual({ channel: 'social' });
  });

  it('ignores stored values it does not know or cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('proposalTracking', '{"utm_source":"a","evil":"b","term":3}');
    expect(savedTrackingValues(storage)).toEqual({ utm_source: 'a' });
    storage.setItem('proposalTracking', 'not json');
    expect(savedTrackingValues(storage)).toEqual({});
  });
});

describe('sending them once per proposal per session', () => {
  it('hands the values over once for each proposal, then nothing', () => {
    const storage = memoryStorage();
    saveTrackingParameters('?utm_source=news', storage);
    expect(takeTrackingFor('P1', storage)).toEqual({ utm_source: 'news' });
    expect(takeTrackingFor('P1', storage)).toBeNull();
    expect(takeTrackingFor('P2', storage)).toEqual({ utm_source: 'news' });
    expect(JSON.parse(storage.getItem(TRACKING_SENT_KEY) ?? '[]')).toEqual(['P1', 'P2']);
  });

  it('sends nothing, and marks nothing, when the session has no tracking values', () => {
    const storage = memoryStorage();
    expect(takeTrackingFor('P1', storage)).toBeNull();
    expect(storage.getItem(TRACKING_SENT_KEY)).toBeNull();
    saveTrackingParameters('?term=insurance', storage);
    expect(takeTrackingFor('P1', storage)).toEqual({ term: 'insurance' });
  });

  it('starts again in a new session (new storage)', () => {
    const first = memoryStorage();
    saveTrackingParameters('?utm_source=news', first);
    takeTrackingFor('P1', first);
    const second = memoryStorage();
    saveTrackingParameters('?utm_source=news', second);
    expect(takeTrackingFor('P1', second)).toEqual({ utm_source: 'news' });
  });
});
