import { createHash, randomUUID } from 'node:crypto';
import {
  checkUploadFile,
  fileExtension,
  type UploadExtension,
  type UploadRejectionCode,
} from '@brand/domain';
import type { Principal } from '../../http/principal';
import { ApiError, type FieldError } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { sniffedMediaType } from './file-sniffing';
import { isUniqueViolation, uploadFileKey, uploadTarget } from './upload-policy';
import { MAX_FILE_NAME_LENGTH } from './upload-schemas';

/** One file part as it arrived: its bytes, or only its name when it was over the limit. */
export type IncomingFile =
  | { fileName: string; bytes: Buffer }
  | { fileName: string; tooLarge: true }
  | { fileName: string; overCount: true };

/** Why the server refuses a file: the domain's codes, and a name no file system would keep. */
export type StageRejectionCode = UploadRejectionCode | 'file-invalid-name';

/** A staged file as the stage call answers it. */
export type StagedFile = { fileName: string; contentType: string; size: number };

type Accepted = StagedFile & { bytes: Buffer };

// Control characters and path separators: a name is shown to people and never a path.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const BAD_NAME = /[\u0000-\u001f\u007f/\\]/;

const REJECTION_TEXT: Record<StageRejectionCode, (maxFiles: number, maxBytes: number) => string> = {
  'file-invalid-type': () =>
    'is not a PNG, JPG, HEIC, PDF, DOC, DOCX or RTF file (judged by its contents)',
  'file-too-large': (_files, maxBytes) => `is larger than ${maxBytes} bytes`,
  'too-many-files': (maxFiles) => `is one file too many: at most ${maxFiles} may be staged`,
  'file-invalid-name': () =>
    `needs a name of 1 to ${MAX_FILE_NAME_LENGTH} characters without "/", "\\" or control characters`,
};

function rejectionOf(fileName: string, code: StageRejectionCode, max: [number, number]) {
  return { path: fileName, message: code, text: REJECTION_TEXT[code](...max) };
}

/**
 * Judges one file: its name, its size and its extension against the product's settings, then its
 * bytes, which must be the kind of file its extension names.
 */
async function judge(
  file: IncomingFile,
  limits: { maxSize: number; accept: readonly string[] },
): Promise<Accepted | StageRejectionCode> {
  const { fileName } = file;
  if (fileName.length === 0 || fileName.length > MAX_FILE_NAME_LENGTH || BAD_NAME.test(fileName)) {
    return 'file-invalid-name';
  }
  if ('overCount' in file) return 'too-many-files';
  if ('tooLarge' in file) return 'file-too-large';
  const code = checkUploadFile(
    { name: fileName, size: file.bytes.byteLength },
    { maxBytes: limits.maxSize, accept: limits.accept },
  );
  if (code) return code;
  const contentType = await sniffedMediaType(
    file.bytes,
    fileExtension(fileName) as UploadExtension,
  );
  if (!contentType) return 'file-invalid-type';
  return { fileName, contentType, size: file.bytes.byteLength, bytes: file.bytes };
}

/**
 * POST /documents/upload/stage/{id}: keeps the request's files until a commit names them. All or
 * nothing: any file refused (by name, with its rejection code) refuses the request and nothing is
 * kept; a failure while storing removes the files this request stored. A name staged again is
 * replaced, never added twice, so a replayed request leaves what the first one left.
 */
export async function stageUploadFiles(
  context: PlatformContext,
  principal: Principal,
  policyId: string,
  incoming: readonly IncomingFile[],
): Promise<{ policyId: string; files: StagedFile[] }> {
  const { uploads } = await uploadTarget(context, principal, policyId);
  if (incoming.length === 0) {
    throw new ApiError('bad-request', 'Send at least one file, as a multipart part named "file".', {
      code: 'upload.noFile',
    });
  }
  // The same name twice in one request is one file: the first part is kept.
  const seen = new Set<string>();
  const distinct = incoming.filter((file) => !seen.has(file.fileName) && seen.add(file.fileName));
  const max: [number, number] = [uploads.maxFiles, uploads.maxSize];
  const rejections: FieldError[] = [];
  const accepted: Accepted[] = [];
  for (const file of distinct) {
    const outcome = await judge(file, uploads);
    if (typeof outcome === 'string') rejections.push(rejectionOf(file.fileName, outcome, max));
    else accepted.push(outcome);
  }
  const staged = await context.db.query<{ file_name: string }>(
    'SELECT file_name FROM policy_upload_files WHERE policy_id = $1 AND upload_id IS NULL',
    [policyId],
  );
  const others = staged.filter((row) => !seen.has(row.file_name)).length;
  for (const file of accepted.splice(Math.max(uploads.maxFiles - others, 0))) {
    rejections.push(rejectionOf(file.fileName, 'too-many-files', max));
  }
  if (rejections.length > 0) {
    const tooLarge = rejections.some((rejection) => rejection.message === 'file-too-large');
    throw new ApiError(
      tooLarge ? 'payload-too-large' : 'bad-request',
      `Nothing was uploaded: ${rejections.map((r) => `"${r.path}" ${r.text}`).join('; ')}.`,
      { code: 'upload.rejected', errors: rejections },
    );
  }
  return { policyId, files: await keep(context, principal, policyId, accepted) };
}

/**
 * Stores the files, then their rows in one transaction. The bytes go first under fresh keys, so
 * a crash before the rows leaves only bytes no row names; a failure removes them at once.
 */
async function keep(
  context: PlatformContext,
  principal: Principal,
  policyId: string,
  files: readonly Accepted[],
): Promise<StagedFile[]> {
  const { storage } = context.integrations;
  const stored: { file: Accepted; id: string; key: string }[] = [];
  let replacedKeys: string[] = [];
  try {
    for (const file of files) {
      const id = `UPF${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`;
      const key = uploadFileKey(policyId, id);
      stored.push({ file, id, key });
      await storage.put(key, file.bytes, file.contentType);
    }
    const stagedAt = context.clock.now().toISOString();
    replacedKeys = await context.db.transaction(async (tx) => {
      const replaced: string[] = [];
      for (const { file, id, key } of stored) {
        const gone = await tx.query<{ file_key: string }>(
          `DELETE FROM policy_upload_files
            WHERE policy_id = $1 AND file_name = $2 AND upload_id IS NULL RETURNING file_key`,
          [policyId, file.fileName],
        );
        replaced.push(...gone.map((row) => row.file_key));
        await tx.query(
          `INSERT INTO policy_upload_files (id, policy_id, file_name, file_key, content_type,
             size_bytes, sha256, staged_by, staged_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            policyId,
            file.fileName,
            key,
            file.contentType,
            file.size,
            createHash('sha256').update(file.bytes).digest('hex'),
            principal.userId,
            stagedAt,
          ],
        );
      }
      return replaced;
    });
  } catch (error) {
    await Promise.allSettled(stored.map(({ key }) => storage.delete(key)));
    if (isUniqueViolation(error)) {
      throw new ApiError(
        'conflict',
        'The same file was being staged at the same time: try again.',
        {
          code: 'upload.stagedMeanwhile',
        },
      );
    }
    throw error;
  }
  // The replaced files' rows are gone: their bytes are dropped too (a miss leaves only bytes).
  await Promise.allSettled(replacedKeys.map((key) => storage.delete(key)));
  return files.map(({ fileName, contentType, size }) => ({ fileName, contentType, size }));
}
