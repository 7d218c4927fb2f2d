import { UPLOAD_MAX_FILES } from '@brand/config';
import { UPLOAD_MAX_BYTES } from '@brand/domain';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { principalOf } from '../../http/access';
import { ApiError } from '../../http/problem';
import { ProblemResponses } from '../../http/schemas';
import type { RoutesModule } from '../../platform-context';
import { commitUpload } from './upload-commit';
import { listUploadsForReview, markUploadReviewed, uploadedFile } from './upload-review';
import {
  CommittedUploadSchema,
  CommitUploadBody,
  StagedFilesSchema,
  StageUploadBody,
  UploadFileParams,
  UploadForReviewSchema,
  UploadParams,
  UploadPolicyParams,
  UploadReviewListSchema,
  UploadReviewQuery,
} from './upload-schemas';
import { type IncomingFile, stageUploadFiles } from './upload-staging';

/**
 * The file parts of a stage request. A file over the size limit is cut off as it streams (never
 * held whole) and kept by name only, so it is refused by name; a part past the most files kept
 * is drained and refused as one too many. Other fields are ignored.
 */
async function readFileParts(request: FastifyRequest): Promise<IncomingFile[]> {
  if (!request.isMultipart()) {
    throw new ApiError('unsupported-media-type', 'Send the files as multipart/form-data.', {
      code: 'upload.notMultipart',
    });
  }
  const incoming: IncomingFile[] = [];
  let current: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      current = part.filename;
      if (incoming.length >= UPLOAD_MAX_FILES) {
        part.file.resume();
        incoming.push({ fileName: current, overCount: true });
      } else {
        incoming.push({ fileName: current, bytes: await part.toBuffer() });
      }
      current = null;
    }
  } catch (error) {
    // The part over the size limit is cut off; busboy may report it from toBuffer or from the
    // parts' iterator. Either way the rest of the request is not read: the refusal is by name.
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE' || current === null) {
      throw error;
    }
    incoming.push({ fileName: current, tooLarge: true });
  }
  return incoming;
}

/**
 * Uploads (spec 001 §7, ADR 0040): a customer, or an agent acting for them, stages files for one
 * of their policies and commits them with a purpose and a comment; another's policy answers 404.
 * The committed uploads are for the team's review alone: agents holding action:review-uploads
 * list them, download their files and mark them reviewed. Nobody else is ever served a file.
 */
export const uploadsRoutes: RoutesModule = async (api, context) => {
  const tags = ['uploads'];

  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        // One more than kept, so the part past the most is seen and refused by name.
        files: UPLOAD_MAX_FILES + 1,
        fields: 4,
        fieldSize: 1024,
        parts: UPLOAD_MAX_FILES + 5,
      },
    });
    scope.post(
      '/documents/upload/stage/:id',
      {
        config: { access: 'signedIn', openApiBody: StageUploadBody },
        schema: {
          operationId: 'stageUpload',
          tags,
          summary:
            'Keeps files (multipart, parts named "file") until a commit names them; the type is judged by the bytes.',
          consumes: ['multipart/form-data'],
          params: UploadPolicyParams,
          response: { 200: StagedFilesSchema, ...ProblemResponses },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { id } = request.params as { id: string };
        return stageUploadFiles(context, principal, id, await readFileParts(request));
      },
    );
  });

  api.post(
    '/documents/upload/commit/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'commitUpload',
        tags,
        summary: 'Sends the named staged files to the team’s review, with a purpose and comment.',
        params: UploadPolicyParams,
        body: CommitUploadBody,
        response: { 200: CommittedUploadSchema, 201: CommittedUploadSchema, ...ProblemResponses },
      },
    },
    async (request, reply) => {
      const { created, upload } = await commitUpload(
        context,
        principalOf(request),
        request.params.id,
        request.body,
      );
      reply.code(created ? 201 : 200);
      return upload;
    },
  );

  api.get(
    '/documents/uploads',
    {
      config: { access: 'signedIn', permission: 'action:review-uploads' },
      schema: {
        operationId: 'listUploadsForReview',
        tags,
        summary: 'Committed uploads for the team’s review (agents with action:review-uploads).',
        querystring: UploadReviewQuery,
        response: { 200: UploadReviewListSchema, ...ProblemResponses },
      },
    },
    async (request) => listUploadsForReview(context, request.query),
  );

  api.post(
    '/documents/uploads/:uploadId/review',
    {
      config: { access: 'signedIn', permission: 'action:review-uploads' },
      schema: {
        operationId: 'markUploadReviewed',
        tags,
        summary: 'Marks an upload reviewed; marking it again changes nothing.',
        params: UploadParams,
        response: { 200: UploadForReviewSchema, ...ProblemResponses },
      },
    },
    async (request) => markUploadReviewed(context, principalOf(request), request.params.uploadId),
  );

  api.get(
    '/documents/uploads/:uploadId/files/:fileId',
    {
      config: { access: 'signedIn', permission: 'action:review-uploads' },
      schema: {
        operationId: 'getUploadedFile',
        tags,
        summary: 'A committed file’s bytes, as an attachment, for the team’s review.',
        params: UploadFileParams,
        response: {
          200: Type.Unsafe<Buffer>({
            type: 'string',
            format: 'binary',
            description: 'The file as it was sent.',
          }),
          ...ProblemResponses,
        },
      },
    },
    async (request, reply) => {
      const file = await uploadedFile(
        context,
        principalOf(request),
        request.params.uploadId,
        request.params.fileId,
      );
      // Never rendered by the browser: an uploaded file is the customer's, not the site's.
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
