import { ProviderError } from '../../integrations/provider-error';
import type { FileStorage, StoredFile } from '../../integrations/storage/file-storage';
import { boughtFlex } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Files in memory: what the test looks into. */
function memoryStorage() {
  const files = new Map<string, StoredFile>();
  const storage: FileStorage = {
    kind: 'database',
    maxBytes: 10_485_760,
    async put(key, body, contentType) {
      files.set(key, { key, contentType, size: body.byteLength, body: Buffer.from(body) });
      return { key, contentType, size: body.byteLength };
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async exists(key) {
      return files.has(key);
    },
    async delete(key) {
      files.delete(key);
    },
    async *list(prefix) {
      for (const key of files.keys()) {
        if (key.startsWith(prefix)) yield { key, storedAt: new Date(0) };
      }
    },
  };
  return { storage, files };
}

describe(`staging uploads when the file store fails (${TEST_DATABASE_KIND})`, () => {
  const flaky = memoryStorage();
  // How many more puts succeed before the store fails.
  let failAfter = Number.POSITIVE_INFINITY;
  const counting: FileStorage = {
    ...flaky.storage,
    async put(key, body, contentType) {
      failAfter -= 1;
      if (failAfter < 0) throw new ProviderError(`The file store could not store ${key}.`);
      return flaky.storage.put(key, body, contentType);
    },
  };
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z', integrations: { storage: counting } });

  it('removes the files the request stored before the failure, and stages none of them', async () => {
    const token = await t.signedInToken('uploads.flaky@example.com');
    const { policyId } = await boughtFlex(t, token);
    const uploadKeys = () => [...flaky.files.keys()].filter((key) => key.startsWith('uploads/'));
    failAfter = 1;
    const form = new FormData();
    for (const name of ['one.pdf', 'two.pdf']) {
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), name);
    }
    const response = await fetch(`${t.baseUrl}/api/documents/upload/stage/${policyId}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(502);
    expect(uploadKeys()).toEqual([]);
    const rows = await t.db.query('SELECT 1 FROM policy_upload_files WHERE policy_id = $1', [
      policyId,
    ]);
    expect(rows).toEqual([]);
    // The store is back: the same request stages both.
    failAfter = Number.POSITIVE_INFINITY;
    const again = new FormData();
    for (const name of ['one.pdf', 'two.pdf']) {
      again.append('file', new Blob([PDF], { type: 'application/pdf' }), name);
    }
    const retried = await fetch(`${t.baseUrl}/api/documents/upload/stage/${policyId}`, {
      method: 'POST',
      body: again,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(retried.status).toBe(200);
    expect(uploadKeys()).toHaveLength(2);
  });
});
