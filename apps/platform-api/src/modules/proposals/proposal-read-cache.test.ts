import { ProposalReadCache } from './proposal-read-cache';

const entry = (body: string, shows: string[] = [], validUntil = 1_000) => ({
  ownerUserId: 'u1',
  body,
  validUntil,
  shows,
});

describe('ProposalReadCache', () => {
  it('serves what a read stored until it is no longer valid', () => {
    const cache = new ProposalReadCache();
    cache.store('P1', cache.generation('P1'), entry('a'));
    expect(cache.get('P1', 999)?.body).toBe('a');
    expect(cache.get('P1', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops an entry when its proposal changes', () => {
    const cache = new ProposalReadCache();
    cache.store('P1', cache.generation('P1'), entry('a'));
    cache.invalidate('P1');
    expect(cache.get('P1', 0)).toBeUndefined();
  });

  it('never stores a read that began before a change', () => {
    const cache = new ProposalReadCache();
    const before = cache.generation('P1');
    cache.invalidate('P1');
    cache.store('P1', before, entry('stale'));
    expect(cache.get('P1', 0)).toBeUndefined();
  });

  it('drops the entries that show a changed proposal (the upsell of a source)', () => {
    const cache = new ProposalReadCache();
    cache.store('SOURCE', cache.generation('SOURCE'), entry('s', ['UPSELL']));
    cache.invalidate('UPSELL');
    expect(cache.get('SOURCE', 0)).toBeUndefined();
  });

  it('voids reads in flight when it forgets everything', () => {
    const cache = new ProposalReadCache();
    const before = cache.generation('P1');
    cache.reset();
    cache.store('P1', before, entry('stale'));
    expect(cache.size).toBe(0);
  });
});
