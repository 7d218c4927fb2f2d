import { principalOf } from '../../http/access';
import { ApiError } from '../../http/problem';
import { ProblemResponses } from '../../http/schemas';
import type { RoutesModule } from '../../platform-context';
import { PolicyIdParams } from '../policy-records';
import {
  DocumentFileParams,
  DocumentFileQuery,
  PolicyDocumentListSchema,
  PolicyDocumentLocationSchema,
  PolicyDocumentParams,
} from './documents-schemas';
import { documentFile, listPolicyDocuments, openPolicyDocument } from './documents-service';

/**
 * A policy's documents: the list, a signed link to one (made on first need), and the file a link
 * opens. The policy's routes are for its signed-in owner (or an agent acting for them); the file
 * route is public, as a link opened in a new tab carries no bearer token: its signed, short-lived
 * token is the permission, and names the one file it opens.
 */
export const documentsRoutes: RoutesModule = (api, context) => {
  const tags = ['documents'];

  api.get(
    '/documents/policy/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'listPolicyDocuments',
        tags,
        summary: "The policy's documents: its own PDFs, the scheme's and its add-ons' documents.",
        params: PolicyIdParams,
        response: { 200: PolicyDocumentListSchema, ...ProblemResponses },
      },
    },
    async (request) => listPolicyDocuments(context, principalOf(request), request.params.id),
  );

  api.get(
    '/documents/policy/:id/:doc',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'getPolicyDocument',
        tags,
        summary: 'A short-lived link the browser opens the document at (spec 001 §7).',
        params: PolicyDocumentParams,
        response: { 200: PolicyDocumentLocationSchema, ...ProblemResponses },
      },
    },
    async (request) =>
      openPolicyDocument(context, principalOf(request), request.params.id, request.params.doc),
  );

  api.get(
    '/documents/files/:fileName',
    {
      config: { access: 'public' },
      // A link the browser opens, not a call of the client: outside the OpenAPI document, as
      // the sandbox payment pages are.
      schema: { hide: true, params: DocumentFileParams, querystring: DocumentFileQuery },
    },
    async (request, reply) => {
      const file = await documentFile(context, request.query.link, request.params.fileName);
      if (!file) {
        throw new ApiError(
          'not-found',
          'This document link has expired or is not valid: open the document again from your policy.',
          { code: 'documents.linkNotValid' },
        );
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
