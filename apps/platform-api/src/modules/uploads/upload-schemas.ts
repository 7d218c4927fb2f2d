import { UPLOAD_PURPOSES } from '@brand/config';
import Type from 'typebox';
import { Nullable } from '../../http/schemas';

/** The purposes a commit may name: the configured products' upload purposes. */
export const PURPOSES = [...new Set(Object.values(UPLOAD_PURPOSES))];

/** The longest file name kept: what common file systems allow. */
export const MAX_FILE_NAME_LENGTH = 255;
/** The longest comment for the review team. */
export const MAX_COMMENT_LENGTH = 1000;

const FileName = Type.String({ minLength: 1, maxLength: MAX_FILE_NAME_LENGTH });

/** A policy id in the path of the upload calls. */
export const UploadPolicyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * The multipart body of POST /documents/upload/stage/{id}, for the OpenAPI document only: the
 * parts are read as a stream (so a file over the limit is refused without holding it), never
 * validated as a whole body.
 */
export const StageUploadBody = Type.Object({
  file: Type.Array(Type.String({ format: 'binary' }), {
    description: 'The files, one part each, named as the customer named them.',
  }),
});

const StagedFileSchema = Type.Object({
  fileName: FileName,
  contentType: Type.String({ description: 'The media type judged by the file’s bytes.' }),
  size: Type.Integer({ description: 'Bytes.' }),
});

/** What a stage answers: the files this request staged (a name staged again is replaced). */
export const StagedFilesSchema = Type.Object({
  policyId: Type.String(),
  files: Type.Array(StagedFileSchema),
});

/** The body of POST /documents/upload/commit/{id}. */
export const CommitUploadBody = Type.Object(
  {
    fileNames: Type.Array(FileName, { minItems: 1, maxItems: 20, uniqueItems: true }),
    comment: Type.Optional(Type.String({ maxLength: MAX_COMMENT_LENGTH })),
    purpose: Type.Enum(PURPOSES, { description: 'The upload type’s purpose (products’ config).' }),
  },
  { additionalProperties: false },
);

/** A committed upload as its sender sees it: the confirmation page's date comes from it. */
export const CommittedUploadSchema = Type.Object({
  uploadId: Type.String(),
  policyId: Type.String(),
  purpose: Type.String(),
  comment: Nullable(Type.String()),
  committedAt: Type.String({ format: 'date-time' }),
  files: Type.Array(StagedFileSchema),
});

const ReviewFileSchema = Type.Object({
  fileId: Type.String(),
  ...StagedFileSchema.properties,
  sha256: Type.String(),
});

/** One upload in the team's review list. */
export const UploadForReviewSchema = Type.Object({
  uploadId: Type.String(),
  policyId: Type.String(),
  policyNumber: Type.String(),
  customerUserId: Type.String(),
  purpose: Type.String(),
  comment: Nullable(Type.String()),
  committedAt: Type.String({ format: 'date-time' }),
  committedBy: Type.String({ description: 'The user who sent it: the customer or an agent.' }),
  reviewedAt: Nullable(Type.String({ format: 'date-time' })),
  reviewedBy: Nullable(Type.String()),
  files: Type.Array(ReviewFileSchema),
});

/** The team's review list. */
export const UploadReviewListSchema = Type.Object({ uploads: Type.Array(UploadForReviewSchema) });

/** Which uploads the review list shows: by policy, and waiting or seen. */
export const UploadReviewQuery = Type.Object(
  {
    policyId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    status: Type.Optional(
      Type.Enum(['toReview', 'reviewed', 'all'], { description: 'Default toReview.' }),
    ),
  },
  { additionalProperties: false },
);

/** An upload in the path of the review calls. */
export const UploadParams = Type.Object({ uploadId: Type.String({ minLength: 1, maxLength: 64 }) });

/** One committed file in the path of the review team's download. */
export const UploadFileParams = Type.Object({
  uploadId: Type.String({ minLength: 1, maxLength: 64 }),
  fileId: Type.String({ minLength: 1, maxLength: 64 }),
});
