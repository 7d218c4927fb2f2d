import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import { boughtFlex } from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

// A 1x1 PNG, and the smallest PDF file-type knows as one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const TEN_MB = 10_485_760;

type Problem = { code?: string; errors?: { path: string; message: string }[] };
type Staged = {
  policyId: string;
  files: { fileName: string; contentType: string; size: number }[];
};
type Committed = Staged & {
  uploadId: string;
  purpose: string;
  comment: string | null;
  committedAt: string;
};
type ReviewList = {
  uploads: (Committed & {
    policyNumber: string;
    customerUserId: string;
    reviewedAt: string | null;
    reviewedBy: string | null;
    committedBy: string;
    files: { fileId: string; fileName: string; sha256: string }[];
  })[];
};

describe(`uploads API (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  const OWNER = 'uploads.owner@example.com';
  const REVIEWER = {
    roles: ['admin'],
    permissions: ['access:impersonate', 'action:review-uploads'],
  };
  const owner = () => t.signedInToken(OWNER);

  let policyId: string;
  beforeAll(async () => {
    t.clock.set('2026-03-02T10:00:00Z');
    const bought = await boughtFlex(t, await owner());
    policyId = bought.policyId as string;
  });

  async function stage(
    token: string,
    files: { name: string; bytes: Buffer; type?: string }[],
    options: { policy?: string; headers?: Record<string, string> } = {},
  ) {
    const form = new FormData();
    for (const file of files) {
      form.append(
        'file',
        new Blob([file.bytes], { type: file.type ?? 'application/pdf' }),
        file.name,
      );
    }
    const response = await fetch(
      `${t.baseUrl}/api/documents/upload/stage/${options.policy ?? policyId}`,
      {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}`, ...options.headers },
      },
    );
    return { status: response.status, body: (await response.json()) as Staged & Problem };
  }

  function commit(
    token: string,
    body: unknown,
    policy = policyId,
    headers?: Record<string, string>,
  ) {
    return t.call<Committed & Problem>('POST', `/api/documents/upload/commit/${policy}`, {
      token,
      body,
      ...(headers ? { headers } : {}),
    });
  }

  const staged = async () =>
    (
      await t.db.query<{ file_name: string; file_key: string }>(
        'SELECT file_name, file_key FROM policy_upload_files WHERE policy_id = $1 AND upload_id IS NULL ORDER BY file_name',
        [policyId],
      )
    ).map((row) => row.file_name);
  const storedUploadKeys = async () =>
    Number(
      (
        await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM stored_files WHERE key LIKE 'uploads/%'",
        )
      )[0]?.n,
    );

  afterEach(async () => {
    // Each test starts with nothing staged: commit nothing, drop what a test left.
    await t.db.query('DELETE FROM policy_upload_files WHERE upload_id IS NULL');
  });

  it('stages a proof, commits it with its purpose and comment, and answers a replayed commit with the same upload', async () => {
    const token = await owner();
    const first = await stage(token, [{ name: 'ncd-letter.pdf', bytes: PDF }]);
    expect(first).toEqual({
      status: 200,
      body: {
        policyId,
        files: [
          { fileName: 'ncd-letter.pdf', contentType: 'application/pdf', size: PDF.byteLength },
        ],
      },
    });
    const body = {
      fileNames: ['ncd-letter.pdf'],
      comment: ' Five years ',
      purpose: 'PROOF_OF_NCD',
    };
    const committed = await commit(token, body);
    expect(committed.status).toBe(201);
    expect(committed.body).toMatchObject({
      policyId,
      purpose: 'PROOF_OF_NCD',
      comment: 'Five years',
      files: [{ fileName: 'ncd-letter.pdf', contentType: 'application/pdf', size: PDF.byteLength }],
    });
    expect(await staged()).toEqual([]);
    // The answer was lost and the browser sends it again: the same upload, nothing more.
    const replay = await commit(token, body);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(committed.body);
    const [count] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM policy_uploads WHERE policy_id = $1',
      [policyId],
    );
    expect(count?.n).toBe(1);
  });

  it('judges the type by the bytes: a PNG named .pdf is refused by name, and nothing is kept', async () => {
    const before = await storedUploadKeys();
    const answer = await stage(await owner(), [
      { name: 'licence.pdf', bytes: PDF },
      { name: 'ncd.pdf', bytes: PNG },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('upload.rejected');
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ path: 'ncd.pdf', message: 'file-invalid-type' }),
    ]);
    expect(await staged()).toEqual([]);
    expect(await storedUploadKeys()).toBe(before);
    // A PNG named .png is what it says.
    expect(
      (await stage(await owner(), [{ name: 'ncd.png', bytes: PNG, type: 'image/png' }])).status,
    ).toBe(200);
  });

  it('refuses a file of 10 MB and 1 byte by name with file-too-large, and takes one of exactly 10 MB', async () => {
    const big = Buffer.alloc(TEN_MB + 1, 0x20);
    PDF.copy(big);
    const answer = await stage(await owner(), [{ name: 'scan.pdf', bytes: big }]);
    expect(answer.status).toBe(413);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ path: 'scan.pdf', message: 'file-too-large' }),
    ]);
    expect(await staged()).toEqual([]);
    const exact = await stage(await owner(), [
      { name: 'scan.pdf', bytes: big.subarray(0, TEN_MB) },
    ]);
    expect(exact.status).toBe(200);
    expect(exact.body.files[0]?.size).toBe(TEN_MB);
  });

  it('never adds the same name twice: staging it again replaces it', async () => {
    const token = await owner();
    expect((await stage(token, [{ name: 'a.pdf', bytes: PDF }])).status).toBe(200);
    const again = await stage(token, [
      { name: 'a.png', bytes: PNG, type: 'image/png' },
      { name: 'a.pdf', bytes: PDF },
      { name: 'a.pdf', bytes: PNG },
    ]);
    expect(again.status).toBe(200);
    expect(again.body.files.map((file) => file.fileName)).toEqual(['a.png', 'a.pdf']);
    expect(await staged()).toEqual(['a.pdf', 'a.png']);
  });

  it('refuses files past the configured 5, in one request or across requests', async () => {
    const token = await owner();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `page-${i + 1}.pdf`, bytes: PDF }));
    const answer = await stage(token, six);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ path: 'page-6.pdf', message: 'too-many-files' }),
    ]);
    expect(await staged()).toEqual([]);
    expect((await stage(token, six.slice(0, 5))).status).toBe(200);
    const more = await stage(token, [six[5] as { name: string; bytes: Buffer }]);
    expect(more.body.errors).toEqual([
      expect.objectContaining({ path: 'page-6.pdf', message: 'too-many-files' }),
    ]);
    expect(await staged()).toHaveLength(5);
  });

  it('commits only staged files of the offered purposes, and drops the ones the form removed', async () => {
    const token = await owner();
    await stage(token, [
      { name: 'front.png', bytes: PNG, type: 'image/png' },
      { name: 'back.png', bytes: PNG, type: 'image/png' },
    ]);
    const notStaged = await commit(token, {
      fileNames: ['front.png', 'side.png'],
      purpose: 'DRIVING_LICENCE',
    });
    expect(notStaged.status).toBe(409);
    expect(notStaged.body.errors).toEqual([expect.objectContaining({ path: 'side.png' })]);
    const badPurpose = await commit(token, { fileNames: ['front.png'], purpose: 'PASSPORT' });
    expect(badPurpose.status).toBe(400);
    expect(await staged()).toEqual(['back.png', 'front.png']);
    const done = await commit(token, { fileNames: ['front.png'], purpose: 'DRIVING_LICENCE' });
    expect(done.status).toBe(201);
    expect(done.body.comment).toBeNull();
    expect(await staged()).toEqual([]);
  });

  it('answers 404 for another customer’s policy and a policy that does not exist, keeping nothing', async () => {
    const other = await t.signedInToken('uploads.other@example.com');
    const answer = await stage(other, [{ name: 'ncd.pdf', bytes: PDF }]);
    expect(answer.status).toBe(404);
    expect(
      (await stage(other, [{ name: 'ncd.pdf', bytes: PDF }], { policy: 'POL0000' })).status,
    ).toBe(404);
    expect(await staged()).toEqual([]);
    await stage(await owner(), [{ name: 'ncd.pdf', bytes: PDF }]);
    const stolen = await commit(other, { fileNames: ['ncd.pdf'], purpose: 'PROOF_OF_NCD' });
    expect(stolen.status).toBe(404);
    expect(await staged()).toEqual(['ncd.pdf']);
    // An anonymous visitor owns no policy and may not upload at all.
    expect((await stage(t.token, [{ name: 'ncd.pdf', bytes: PDF }])).status).toBe(403);
  });

  it('lets an agent send for the customer, and only reviewers list, open and mark the uploads', async () => {
    const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      OWNER,
    ]);
    const acting = { [IMPERSONATE_USER_HEADER]: user?.id as string };
    const agent = await t.signedInToken('uploads.agent@brand.test', REVIEWER);
    expect(
      (await stage(agent, [{ name: 'v5c.pdf', bytes: PDF }], { headers: acting })).status,
    ).toBe(200);
    const sent = await commit(
      agent,
      { fileNames: ['v5c.pdf'], purpose: 'V5C', comment: 'By phone' },
      policyId,
      acting,
    );
    expect(sent.status).toBe(201);

    const trainee = await t.signedInToken('uploads.trainee@brand.test', { roles: ['admin'] });
    for (const token of [await owner(), trainee]) {
      expect((await t.call('GET', '/api/documents/uploads', { token })).status).toBe(403);
      const file = `/api/documents/uploads/${sent.body.uploadId}/review`;
      expect((await t.call('POST', file, { token })).status).toBe(403);
    }

    const list = await t.call<ReviewList>('GET', `/api/documents/uploads?policyId=${policyId}`, {
      token: agent,
    });
    expect(list.status).toBe(200);
    const entry = list.body.uploads.find((upload) => upload.uploadId === sent.body.uploadId);
    expect(entry).toMatchObject({ purpose: 'V5C', comment: 'By phone', reviewedAt: null });
    const fileId = entry?.files[0]?.fileId as string;

    const download = await fetch(
      `${t.baseUrl}/api/documents/uploads/${sent.body.uploadId}/files/${fileId}`,
      { headers: { authorization: `Bearer ${agent}` } },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
    const owners = await fetch(
      `${t.baseUrl}/api/documents/uploads/${sent.body.uploadId}/files/${fileId}`,
      { headers: { authorization: `Bearer ${await owner()}` } },
    );
    expect(owners.status).toBe(403);

    const reviewed = await t.call<ReviewList['uploads'][number]>(
      'POST',
      `/api/documents/uploads/${sent.body.uploadId}/review`,
      { token: agent },
    );
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.reviewedAt).not.toBeNull();
    const again = await t.call<ReviewList['uploads'][number]>(
      'POST',
      `/api/documents/uploads/${sent.body.uploadId}/review`,
      { token: agent },
    );
    expect(again.body).toEqual(reviewed.body);
    // The file opened and the first mark are on the customer's audit trail, once each.
    const audited = await t.db.query<{ action: string; acting_as_user_id: string }>(
      `SELECT action, acting_as_user_id FROM audit_log
        WHERE action LIKE 'upload.%' AND target LIKE $1 ORDER BY id`,
      [`${sent.body.uploadId}%`],
    );
    expect(audited).toEqual([
      { action: 'upload.fileOpened', acting_as_user_id: entry?.customerUserId },
      { action: 'upload.reviewed', acting_as_user_id: entry?.customerUserId },
    ]);
    const waiting = await t.call<ReviewList>('GET', '/api/documents/uploads', { token: agent });
    expect(waiting.body.uploads.some((upload) => upload.uploadId === sent.body.uploadId)).toBe(
      false,
    );
    expect(
      (await t.call('POST', '/api/documents/uploads/UPLNOPE/review', { token: agent })).status,
    ).toBe(404);
  });

  it('refuses a body that is not multipart', async () => {
    const answer = await t.call<Problem>('POST', `/api/documents/upload/stage/${policyId}`, {
      token: await owner(),
      body: { file: 'x' },
    });
    expect(answer.status).toBe(415);
  });
});
