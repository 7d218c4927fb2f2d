import type { FastifyError, FastifyInstance } from 'fastify';
import { ProviderError } from '../integrations/provider-error';
import { ApiError, type FieldError, type ProblemKind } from './problem';

type SchemaIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

// A request-schema failure names where, in the JSON pointer of the failing value; a missing
// property is reported on its parent, so its own name is added.
function schemaFieldErrors(issues: readonly SchemaIssue[], context: string): FieldError[] {
  return issues.map((issue) => {
    const missing = issue.params?.missingProperty ?? issue.params?.requiredProperties;
    const pointer = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const path = [context, pointer, typeof missing === 'string' ? missing : '']
      .filter(Boolean)
      .join('.');
    return { path, message: 'validation.schema', text: issue.message ?? 'is not valid' };
  });
}

// Fastify's own request errors, by code, as problem kinds.
const FASTIFY_CODES: Record<string, ProblemKind> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad-request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad-request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad-request',
};

function asApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ProviderError) return new ApiError('upstream-failed');
  if (error.validation) {
    return new ApiError('bad-request', 'The request does not match what this call takes.', {
      errors: schemaFieldErrors(error.validation, error.validationContext ?? 'body'),
    });
  }
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return new ApiError('bad-request', 'The body is not valid JSON.');
  }
  const kind = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (kind) return new ApiError(kind, error.message);
  // A JSON syntax error from the body parser carries status 400 and no code of the list above.
  if (error.statusCode === 400 && error instanceof SyntaxError) {
    return new ApiError('bad-request', 'The body is not valid JSON.');
  }
  if (error.statusCode === 429) return new ApiError('too-many-requests');
  return new ApiError('internal');
}

/** Every error answers application/problem+json; no stack trace leaves (unknown routes: app-hosting). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = asApiError(error);
    if (problem.kind === 'internal') request.log.error({ err: error }, 'unhandled error');
    else if (problem.kind === 'upstream-failed')
      request.log.warn({ err: error }, 'provider failed');
    else request.log.info({ problem: problem.kind, code: problem.code }, problem.message);
    return reply.code(problem.status).type('application/problem+json').send(problem.toBody());
  });
}
