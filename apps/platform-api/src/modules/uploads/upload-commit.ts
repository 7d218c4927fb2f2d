import { randomUUID } from 'node:crypto';
import type { Static } from 'typebox';
import type { Principal } from '../../http/principal';
import { ApiError } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { uploadTarget } from './upload-policy';
import type { CommittedUploadSchema, CommitUploadBody } from './upload-schemas';

type CommittedUpload = Static<typeof CommittedUploadSchema>;
type FileRow = { file_name: string; content_type: string; size_bytes: number; file_key: string };
type UploadRow = { id: string; purpose: string; comment: string | null; committed_at: string };

function answer(policyId: string, upload: UploadRow, files: readonly FileRow[]): CommittedUpload {
  return {
    uploadId: upload.id,
    policyId,
    purpose: upload.purpose,
    comment: upload.comment,
    committedAt: new Date(upload.committed_at).toISOString(),
    files: files.map((row) => ({
      fileName: row.file_name,
      contentType: row.content_type,
      size: row.size_bytes,
    })),
  };
}

/**
 * The upload a replayed commit made already: the policy's latest upload holding exactly these
 * names, with the same purpose and comment. A commit whose answer was lost is sent again by the
 * browser; it answers the same upload instead of refusing files that are no longer staged.
 */
async function sameCommit(
  context: PlatformContext,
  policyId: string,
  fileNames: readonly string[],
  purpose: string,
  comment: string | null,
): Promise<CommittedUpload | null> {
  const [upload] = await context.db.query<UploadRow>(
    `SELECT u.id, u.purpose, u.comment, u.committed_at FROM policy_uploads u
      WHERE u.policy_id = $1 AND u.purpose = $2 AND u.comment IS NOT DISTINCT FROM $3
        AND (SELECT array_agg(f.file_name ORDER BY f.file_name) FROM policy_upload_files f
              WHERE f.upload_id = u.id) = $4::text[]
      ORDER BY u.committed_at DESC LIMIT 1`,
    [policyId, purpose, comment, [...fileNames].sort()],
  );
  if (!upload) return null;
  const files = await context.db.query<FileRow>(
    `SELECT file_name, content_type, size_bytes, file_key FROM policy_upload_files
      WHERE upload_id = $1 ORDER BY file_name`,
    [upload.id],
  );
  return answer(policyId, upload, files);
}

/**
 * POST /documents/upload/commit/{id}: sends the named staged files to the team's review as one
 * upload, with its purpose and the customer's comment. The files the caller staged but no longer
 * names (removed from the form) are dropped. A replay answers the first commit's upload (200).
 */
export async function commitUpload(
  context: PlatformContext,
  principal: Principal,
  policyId: string,
  body: Static<typeof CommitUploadBody>,
): Promise<{ created: boolean; upload: CommittedUpload }> {
  const { uploads } = await uploadTarget(context, principal, policyId);
  if (!uploads.types.some((type) => type.purpose === body.purpose)) {
    throw new ApiError('bad-request', `This policy takes no uploads for ${body.purpose}.`, {
      code: 'upload.purposeNotOffered',
    });
  }
  if (body.fileNames.length > uploads.maxFiles) {
    throw new ApiError('bad-request', `At most ${uploads.maxFiles} files make one upload.`, {
      code: 'upload.tooManyFiles',
    });
  }
  const comment = body.comment?.trim() ? body.comment.trim() : null;
  const outcome = await context.db.transaction(async (tx) => {
    const files = await tx.query<FileRow>(
      `SELECT file_name, content_type, size_bytes, file_key FROM policy_upload_files
        WHERE policy_id = $1 AND upload_id IS NULL AND file_name = ANY($2::text[])
        ORDER BY file_name FOR UPDATE`,
      [policyId, body.fileNames],
    );
    if (files.length !== body.fileNames.length) {
      return {
        kind: 'missing' as const,
        missing: body.fileNames.filter((name) => !files.some((f) => f.file_name === name)),
      };
    }
    const upload: UploadRow = {
      id: `UPL${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
      purpose: body.purpose,
      comment,
      committed_at: context.clock.now().toISOString(),
    };
    await tx.query(
      `INSERT INTO policy_uploads (id, policy_id, purpose, comment, committed_by, committed_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [upload.id, policyId, upload.purpose, comment, principal.userId, upload.committed_at],
    );
    await tx.query(
      `UPDATE policy_upload_files SET upload_id = $1
        WHERE policy_id = $2 AND upload_id IS NULL AND file_name = ANY($3::text[])`,
      [upload.id, policyId, body.fileNames],
    );
    const dropped = await tx.query<{ file_key: string }>(
      `DELETE FROM policy_upload_files WHERE policy_id = $1 AND upload_id IS NULL AND staged_by = $2
        RETURNING file_key`,
      [policyId, principal.userId],
    );
    return {
      kind: 'committed' as const,
      upload: answer(policyId, upload, files),
      dropped: dropped.map((r) => r.file_key),
    };
  });
  if (outcome.kind === 'committed') {
    const { storage } = context.integrations;
    await Promise.allSettled(outcome.dropped.map((key) => storage.delete(key)));
    return { created: true, upload: outcome.upload };
  }
  const replayed = await sameCommit(context, policyId, body.fileNames, body.purpose, comment);
  if (replayed) return { created: false, upload: replayed };
  throw new ApiError(
    'conflict',
    `These files are not staged for this policy: ${outcome.missing.map((n) => `"${n}"`).join(', ')}. Upload them first.`,
    {
      code: 'upload.notStaged',
      errors: outcome.missing.map((name) => ({
        path: name,
        message: 'file-not-staged',
        text: 'is not staged',
      })),
    },
  );
}
