// The behaviour every FileStorage adapter shares, as one suite each adapter's test file runs on
// its own store. Only tests import it.
import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/problem';
import type { FileStorage } from '../integrations/storage/file-storage';

/** The size limit the contract's stores are opened with, small enough to cross in a test. */
export const CONTRACT_MAX_BYTES = 4096;

/** The keys a list page holds in the contract's stores that page: fewer than a test lists. */
export const CONTRACT_LIST_PAGE_SIZE = 2;

/** Two instances of an adapter on one store (as two platform processes hold it). */
export type ContractStores = { first: FileStorage; second: FileStorage; close(): Promise<void> };

/** Every byte value, so nothing is lost to a text encoding on the way. */
const EVERY_BYTE = Buffer.from(Array.from({ length: 256 }, (_, index) => index));

const UNSAFE_KEYS = [
  '',
  '/leading-slash',
  'trailing-slash/',
  'double//slash',
  '../outside',
  'documents/../../outside',
  'documents/./here',
  'with space',
  'back\\slash',
  'nul\u0000byte',
  'caf\u00e9',
  'x'.repeat(513),
];

/** Registers the contract's tests over the stores `open` makes (once for the suite). */
export function fileStorageContract(open: () => Promise<ContractStores>): void {
  let stores: ContractStores | undefined;
  const started = (): ContractStores => {
    if (!stores) throw new Error('the stores are only there inside the suite’s tests');
    return stores;
  };
  // Each test's own keys: a store is shared by the suite's tests.
  let prefix = '';
  const key = (name: string) => `${prefix}/${name}`;

  beforeAll(async () => {
    stores = await open();
  });
  afterAll(() => stores?.close());
  beforeEach(() => {
    prefix = `contract-${randomUUID()}`;
  });

  it('keeps a file’s exact bytes, content type and size under its key', async () => {
    const { first } = started();
    expect(await first.put(key('every-byte.bin'), EVERY_BYTE, 'application/octet-stream')).toEqual({
      key: key('every-byte.bin'),
      contentType: 'application/octet-stream',
      size: 256,
    });
    const read = await first.get(key('every-byte.bin'));
    expect(read).toMatchObject({ contentType: 'application/octet-stream', size: 256 });
    expect(read?.body.equals(EVERY_BYTE)).toBe(true);
    expect(await first.exists(key('every-byte.bin'))).toBe(true);
  });

  it('answers null and false for a key with nothing under it', async () => {
    const { first } = started();
    expect(await first.get(key('never-put.pdf'))).toBeNull();
    expect(await first.exists(key('never-put.pdf'))).toBe(false);
  });

  it('replaces a file put again under its key', async () => {
    const { first } = started();
    await first.put(key('schedule.pdf'), Buffer.from('%PDF-1.7 first'), 'application/pdf');
    await first.put(key('schedule.pdf'), Buffer.from('second'), 'text/plain; charset=utf-8');
    const read = await first.get(key('schedule.pdf'));
    expect(read).toMatchObject({ contentType: 'text/plain; charset=utf-8', size: 6 });
    expect(read?.body.toString()).toBe('second');
  });

  it('deletes a file, and deleting a key with nothing under it is not an error', async () => {
    const { first } = started();
    await first.put(key('photo.jpg'), Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    await first.delete(key('photo.jpg'));
    expect(await first.exists(key('photo.jpg'))).toBe(false);
    expect(await first.get(key('photo.jpg'))).toBeNull();
    await expect(first.delete(key('photo.jpg'))).resolves.toBeUndefined();
  });

  it('shares its files between instances: one puts, the other reads and deletes', async () => {
    const { first, second } = started();
    await first.put(key('shared.txt'), Buffer.from('from the first'), 'text/plain');
    expect((await second.get(key('shared.txt')))?.body.toString()).toBe('from the first');
    await second.delete(key('shared.txt'));
    expect(await first.exists(key('shared.txt'))).toBe(false);
  });

  it('takes a file of exactly its limit, and refuses a larger one with a 413, storing nothing', async () => {
    const { first } = started();
    expect(first.maxBytes).toBe(CONTRACT_MAX_BYTES);
    const atLimit = Buffer.alloc(CONTRACT_MAX_BYTES, 1);
    expect((await first.put(key('at-limit.bin'), atLimit, 'application/octet-stream')).size).toBe(
      CONTRACT_MAX_BYTES,
    );
    const tooLarge = first.put(
      key('too-large.bin'),
      Buffer.alloc(CONTRACT_MAX_BYTES + 1),
      'application/octet-stream',
    );
    await expect(tooLarge).rejects.toThrow(ApiError);
    await expect(tooLarge).rejects.toMatchObject({
      status: 413,
      code: 'storage.fileTooLarge',
    });
    expect(await first.exists(key('too-large.bin'))).toBe(false);
  });

  it.each(UNSAFE_KEYS.map((unsafe) => [JSON.stringify(unsafe.slice(0, 40)), unsafe]))(
    'refuses the key %s with a 400 on every call, storing nothing',
    async (_shown, unsafe) => {
      const { first } = started();
      const refused = { status: 400, code: 'storage.invalidKey' };
      await expect(first.put(unsafe, Buffer.from('x'), 'text/plain')).rejects.toMatchObject(
        refused,
      );
      await expect(first.get(unsafe)).rejects.toMatchObject(refused);
      await expect(first.exists(unsafe)).rejects.toMatchObject(refused);
      await expect(first.delete(unsafe)).rejects.toMatchObject(refused);
    },
  );

  it('lists every key under a prefix once, with when it was stored, and nothing beside it', async () => {
    const { first, second } = started();
    // The stores' own clocks stamp files (S3's to the second): a margin either side.
    const from = Date.now() - 2000;
    const under = [
      'a/one.pdf',
      'a/three.pdf',
      'a/two.pdf',
      'a/deeper/four.pdf',
      'a/deeper/five.pdf',
    ];
    for (const name of [...under, 'ab.pdf', 'b/a/other.pdf']) {
      await first.put(key(name), Buffer.from(name), 'application/pdf');
    }
    const to = Date.now() + 2000;
    const listed = [];
    for await (const entry of second.list(`${prefix}/a/`)) listed.push(entry);
    expect(listed.map((entry) => entry.key).sort()).toEqual(under.map(key).sort());
    for (const { storedAt } of listed) {
      expect(storedAt.getTime()).toBeGreaterThanOrEqual(from);
      expect(storedAt.getTime()).toBeLessThanOrEqual(to);
    }
    // Deleting as it lists (a sweep does) neither repeats nor loses a key still there.
    const seen: string[] = [];
    for await (const { key: listedKey } of first.list(`${prefix}/a/`)) {
      seen.push(listedKey);
      await first.delete(listedKey);
    }
    expect(seen.sort()).toEqual(under.map(key).sort());
    const left = [];
    for await (const entry of first.list(`${prefix}/`)) left.push(entry.key);
    expect(left.sort()).toEqual([key('ab.pdf'), key('b/a/other.pdf')]);
    const none = [];
    for await (const entry of first.list(`${prefix}/nothing/`)) none.push(entry);
    expect(none).toEqual([]);
  });

  it.each(['', 'uploads', '/uploads/', 'uploads//', '../uploads/', 'up loads/'])(
    'refuses to list under %j with a 400',
    async (bad) => {
      const { first } = started();
      const listing = (async () => {
        for await (const _entry of first.list(bad)) {
          // Nothing is listed under a refused prefix.
        }
      })();
      await expect(listing).rejects.toMatchObject({ status: 400 });
    },
  );

  it.each(['', 'pdf', 'application/', 'text/plain; charset', 'text/plain\r\nX-Injected: 1'])(
    'refuses the content type %j with a 400, storing nothing',
    async (contentType) => {
      const { first } = started();
      await expect(
        first.put(key('typed.txt'), Buffer.from('x'), contentType),
      ).rejects.toMatchObject({ status: 400, code: 'storage.invalidContentType' });
      expect(await first.exists(key('typed.txt'))).toBe(false);
    },
  );
}
