// The upload sweep (ADR 0040): staged files never committed and bytes no row names go once they
// are a day old, by the platform's clock and the store's own respectively; nothing else does.
import { MovableClock } from '../../clock';
import { boughtFlex } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { uploadFileKey } from './upload-policy';
import { sweepUploads, UPLOAD_SWEEP_AFTER_MS } from './upload-sweep';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const STAGED_AT = '2026-03-02T10:00:00Z';
const MINUTE_MS = 60_000;

describe(`the upload sweep (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: STAGED_AT });
  const OWNER = 'uploads.sweep@example.com';
  const owner = () => t.signedInToken(OWNER);
  const storage = () => t.app.platform.integrations.storage;

  async function stage(policyId: string, name: string): Promise<void> {
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), name);
    const response = await fetch(`${t.baseUrl}/api/documents/upload/stage/${policyId}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${await owner()}` },
    });
    expect(response.status).toBe(200);
  }

  async function fileKeys(policyId: string) {
    const rows = await t.db.query<{
      file_name: string;
      file_key: string;
      upload_id: string | null;
    }>('SELECT file_name, file_key, upload_id FROM policy_upload_files WHERE policy_id = $1', [
      policyId,
    ]);
    return Object.fromEntries(rows.map((row) => [row.file_name, row]));
  }

  /**
   * A policy with a committed upload (kept), a file staged and left (swept after a day), and
   * bytes whose rows never landed (swept a day after they were stored).
   */
  async function policyWithLeftovers() {
    const { policyId } = await boughtFlex(t, await owner());
    const id = policyId as string;
    await stage(id, 'committed.pdf');
    const committed = await t.call('POST', `/api/documents/upload/commit/${id}`, {
      token: await owner(),
      body: { fileNames: ['committed.pdf'], purpose: 'PROOF_OF_NCD' },
    });
    expect(committed.status).toBe(201);
    await stage(id, 'left-staged.pdf');
    const unnamed = uploadFileKey(id, 'UPFROWSNEVERLANDED');
    await storage().put(unnamed, PDF, 'application/pdf');
    const keys = await fileKeys(id);
    return {
      policyId: id,
      committedKey: keys['committed.pdf']?.file_key as string,
      stagedKey: keys['left-staged.pdf']?.file_key as string,
      unnamedKey: unnamed,
    };
  }

  it('removes a staged file a day old and its bytes, then bytes no row names a day old, and nothing else', async () => {
    const { policyId, committedKey, stagedKey, unnamedKey } = await policyWithLeftovers();
    const documentKeys = (
      await t.db.query<{ file_key: string }>(
        'SELECT file_key FROM policy_documents WHERE policy_id = $1',
        [policyId],
      )
    ).map((row) => row.file_key);
    expect(documentKeys.length).toBeGreaterThan(0);
    // The store stamps files by the machine's clock; the test moves a copy of it.
    const storeClock = new MovableClock(new Date());

    expect(await sweepUploads(t.app.platform, storeClock)).toEqual({
      stagedFiles: 0,
      unnamedKeys: 0,
    });
    t.clock.set(new Date(Date.parse(STAGED_AT) + UPLOAD_SWEEP_AFTER_MS - MINUTE_MS));
    expect((await sweepUploads(t.app.platform, storeClock)).stagedFiles).toBe(0);
    expect(Object.keys(await fileKeys(policyId)).sort()).toEqual([
      'committed.pdf',
      'left-staged.pdf',
    ]);

    t.clock.set(new Date(Date.parse(STAGED_AT) + UPLOAD_SWEEP_AFTER_MS + MINUTE_MS));
    expect(await sweepUploads(t.app.platform, storeClock)).toEqual({
      stagedFiles: 1,
      unnamedKeys: 0,
    });
    expect(Object.keys(await fileKeys(policyId))).toEqual(['committed.pdf']);
    expect(await storage().exists(stagedKey)).toBe(false);
    // The unnamed bytes are a minute old by the store's clock, whatever the platform's says.
    expect(await storage().exists(unnamedKey)).toBe(true);

    storeClock.advance(UPLOAD_SWEEP_AFTER_MS + MINUTE_MS);
    expect(await sweepUploads(t.app.platform, storeClock)).toEqual({
      stagedFiles: 0,
      unnamedKeys: 1,
    });
    expect(await storage().exists(unnamedKey)).toBe(false);
    expect(await storage().exists(committedKey)).toBe(true);
    for (const key of documentKeys) expect(await storage().exists(key)).toBe(true);

    // Idempotent: nothing is left to remove.
    expect(await sweepUploads(t.app.platform, storeClock)).toEqual({
      stagedFiles: 0,
      unnamedKeys: 0,
    });
  });

  it('removes the leftovers and keeps what is named when two instances sweep at once, even without the job lock', async () => {
    const { policyId, committedKey, stagedKey, unnamedKey } = await policyWithLeftovers();
    t.clock.set(new Date(Date.parse(STAGED_AT) + UPLOAD_SWEEP_AFTER_MS + MINUTE_MS));
    const storeClock = new MovableClock(new Date(Date.now() + UPLOAD_SWEEP_AFTER_MS + MINUTE_MS));
    const sweeps = await Promise.all([
      sweepUploads(t.app.platform, storeClock),
      sweepUploads(t.app.platform, storeClock),
    ]);
    expect(Object.keys(await fileKeys(policyId))).toEqual(['committed.pdf']);
    expect(await storage().exists(stagedKey)).toBe(false);
    expect(await storage().exists(unnamedKey)).toBe(false);
    expect(await storage().exists(committedKey)).toBe(true);
    // The staged file's row goes once; its bytes may be counted again by the other sweep, which
    // can list them after the row went and before they did (deleting twice is harmless).
    expect(sweeps.map((sweep) => sweep.stagedFiles).sort()).toEqual([0, 1]);
  });

  it('answers a commit that comes after the sweep that its file is not staged, naming it', async () => {
    const { policyId } = await boughtFlex(t, await owner());
    const id = policyId as string;
    await stage(id, 'too-late.pdf');
    t.clock.set(new Date(Date.parse(STAGED_AT) + UPLOAD_SWEEP_AFTER_MS + MINUTE_MS));
    await sweepUploads(t.app.platform, new MovableClock(new Date()));
    const late = await t.call<{ code: string; errors: { path: string }[] }>(
      'POST',
      `/api/documents/upload/commit/${id}`,
      { token: await owner(), body: { fileNames: ['too-late.pdf'], purpose: 'PROOF_OF_NCD' } },
    );
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('upload.notStaged');
    expect(late.body.errors.map((error) => error.path)).toEqual(['too-late.pdf']);
    expect(await fileKeys(id)).toEqual({});
  });
});
