import type { Static } from 'typebox';
import { recordAgentAction } from '../../http/audit-log';
import type { Principal } from '../../http/principal';
import { notFound } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import type { UploadForReviewSchema, UploadReviewQuery } from './upload-schemas';

type UploadForReview = Static<typeof UploadForReviewSchema>;

/** The audit actions of the upload team. */
export const UPLOAD_REVIEW_ACTIONS = {
  reviewed: 'upload.reviewed',
  fileOpened: 'upload.fileOpened',
} as const;

/** The most uploads one list answers: the queue's oldest first, so none is skipped for long. */
export const REVIEW_LIST_LIMIT = 100;

type Row = {
  id: string;
  policy_id: string;
  policy_number: string;
  owner_user_id: string;
  purpose: string;
  comment: string | null;
  committed_by: string;
  committed_at: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
};
type FileRow = {
  id: string;
  upload_id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
};

const SELECT_UPLOADS = `SELECT u.id, u.policy_id, p.policy_number, p.owner_user_id, u.purpose,
    u.comment, u.committed_by, u.committed_at, u.reviewed_by, u.reviewed_at
  FROM policy_uploads u JOIN policies p ON p.id = u.policy_id`;

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

async function withFiles(context: PlatformContext, rows: readonly Row[]) {
  const files = await context.db.query<FileRow>(
    `SELECT id, upload_id, file_name, content_type, size_bytes, sha256 FROM policy_upload_files
      WHERE upload_id = ANY($1::text[]) ORDER BY file_name`,
    [rows.map((row) => row.id)],
  );
  return rows.map(
    (row): UploadForReview => ({
      uploadId: row.id,
      policyId: row.policy_id,
      policyNumber: row.policy_number,
      customerUserId: row.owner_user_id,
      purpose: row.purpose,
      comment: row.comment,
      committedAt: iso(row.committed_at) as string,
      committedBy: row.committed_by,
      reviewedAt: iso(row.reviewed_at),
      reviewedBy: row.reviewed_by,
      files: files
        .filter((file) => file.upload_id === row.id)
        .map((file) => ({
          fileId: file.id,
          fileName: file.file_name,
          contentType: file.content_type,
          size: file.size_bytes,
          sha256: file.sha256,
        })),
    }),
  );
}

/**
 * GET /documents/uploads: the committed uploads for the team's review (the console shows them on
 * the customer's record), waiting ones oldest first by default, optionally of one policy. Agents
 * holding action:review-uploads only (the route's permission); staged files are never listed.
 */
export async function listUploadsForReview(
  context: PlatformContext,
  query: Static<typeof UploadReviewQuery>,
): Promise<{ uploads: UploadForReview[] }> {
  const status = query.status ?? 'toReview';
  const rows = await context.db.query<Row>(
    `${SELECT_UPLOADS}
      WHERE ($1::text IS NULL OR u.policy_id = $1)
        AND ($2 = 'all' OR ($2 = 'toReview') = (u.reviewed_at IS NULL))
      ORDER BY u.committed_at ${status === 'toReview' ? 'ASC' : 'DESC'}, u.id
      LIMIT ${REVIEW_LIST_LIMIT}`,
    [query.policyId ?? null, status],
  );
  return { uploads: await withFiles(context, rows) };
}

/** POST /documents/uploads/{uploadId}/review: marks an upload seen; marking it again changes nothing. */
export async function markUploadReviewed(
  context: PlatformContext,
  principal: Principal,
  uploadId: string,
): Promise<UploadForReview> {
  const now = context.clock.now();
  // The mark and its audit row commit together; a second mark changes nothing and writes none.
  await context.db.transaction(async (tx) => {
    const [marked] = await tx.query<{ owner_user_id: string; policy_number: string }>(
      `UPDATE policy_uploads u SET reviewed_by = $2, reviewed_at = $3
         FROM policies p
        WHERE u.id = $1 AND u.reviewed_at IS NULL AND p.id = u.policy_id
        RETURNING p.owner_user_id, p.policy_number`,
      [uploadId, principal.userId, now.toISOString()],
    );
    if (!marked) return;
    await recordAgentAction(tx, {
      agentUserId: principal.userId,
      customerUserId: marked.owner_user_id,
      action: UPLOAD_REVIEW_ACTIONS.reviewed,
      target: uploadId,
      detail: { policyNumber: marked.policy_number },
      at: now,
    });
  });
  const rows = await context.db.query<Row>(`${SELECT_UPLOADS} WHERE u.id = $1`, [uploadId]);
  if (rows.length === 0) throw notFound('Upload');
  return (await withFiles(context, rows))[0] as UploadForReview;
}

/** GET /documents/uploads/{uploadId}/files/{fileId}: a committed file's bytes, for the team. */
export async function uploadedFile(
  context: PlatformContext,
  principal: Principal,
  uploadId: string,
  fileId: string,
): Promise<{ fileName: string; contentType: string; body: Buffer }> {
  const [row] = await context.db.query<{
    file_name: string;
    file_key: string;
    owner_user_id: string;
  }>(
    `SELECT f.file_name, f.file_key, p.owner_user_id
       FROM policy_upload_files f
       JOIN policy_uploads u ON u.id = f.upload_id JOIN policies p ON p.id = u.policy_id
      WHERE f.id = $1 AND f.upload_id = $2`,
    [fileId, uploadId],
  );
  const stored = row ? await context.integrations.storage.get(row.file_key) : null;
  if (!row || !stored) throw notFound('File');
  // A customer's document seen by staff is on their audit trail, before its bytes go.
  await recordAgentAction(context.db, {
    agentUserId: principal.userId,
    customerUserId: row.owner_user_id,
    action: UPLOAD_REVIEW_ACTIONS.fileOpened,
    target: `${uploadId}/${fileId}`,
    detail: { fileName: row.file_name },
    at: context.clock.now(),
  });
  return { fileName: row.file_name, contentType: stored.contentType, body: stored.body };
}
