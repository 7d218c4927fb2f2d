import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProviderError } from '../integrations/provider-error';
import { ApiError, type FieldError, PROBLEMS, type ProblemKind } from './problem';

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

const NOT_JSON = 'The body is not valid JSON.';

// Fastify's own request errors, by code, as problem kinds with what to tell the caller (the
// framework's messages echo the request back, so they are not passed on).
const FASTIFY_CODES: Record<string, { kind: ProblemKind; detail?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { kind: 'payload-too-large', detail: 'The body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { kind: 'unsupported-media-type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    kind: 'bad-request',
    detail: 'The Content-Length does not match the body.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { kind: 'bad-request', detail: NOT_JSON },
  FST_ERR_CTP_INVALID_JSON_BODY: { kind: 'bad-request', detail: NOT_JSON },
  FST_ERR_BAD_URL: { kind: 'bad-request', detail: 'The address is not correctly encoded.' },
  FST_ERR_MAX_PARAM_LENGTH: { kind: 'uri-too-long', detail: 'A part of the address is too long.' },
};

// The problem kind of each client-error status (the first kind of a status wins: 400 is a
// bad request, never a failed form).
const KIND_OF_STATUS = new Map<number, ProblemKind>();
for (const [kind, { status }] of Object.entries(PROBLEMS) as [ProblemKind, { status: number }][]) {
  if (status < 500 && !KIND_OF_STATUS.has(status)) KIND_OF_STATUS.set(status, kind);
}

/**
 * The 4xx a library meant for the caller: Fastify's own errors (FST_ codes) and http-errors'
 * (@fastify/send's 400 and 403 on a bad static path, @fastify/rate-limit's 429), which say so
 * with `expose`. A vendor SDK's 4xx (Stripe's statusCode 400) is a fault of ours, not the
 * caller's: it has neither, and stays a 500.
 */
function callerErrorStatus(error: FastifyError): number | undefined {
  const meantForCaller =
    error.code?.startsWith('FST_') === true ||
    (error as { expose?: unknown }).expose === true ||
    error.statusCode === 429;
  const status = error.statusCode ?? (error as { status?: unknown }).status;
  return meantForCaller && typeof status === 'number' && status >= 400 && status < 500
    ? status
    : undefined;
}

function asApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ProviderError) return new ApiError('upstream-failed');
  if (error.validation) {
    return new ApiError('bad-request', 'The request does not match what this call takes.', {
      errors: schemaFieldErrors(error.validation, error.validationContext ?? 'body'),
    });
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return new ApiError(known.kind, known.detail);
  // A JSON syntax error from the body parser (a poisoned __proto__ too) carries status 400 and
  // no code of the list above.
  if (error.statusCode === 400 && error instanceof SyntaxError) {
    return new ApiError('bad-request', NOT_JSON);
  }
  const status = callerErrorStatus(error);
  if (status !== undefined) return new ApiError(KIND_OF_STATUS.get(status) ?? 'bad-request');
  return new ApiError('internal');
}

function sendProblem(
  problem: ApiError,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (problem.kind === 'internal') request.log.error({ err: error }, 'unhandled error');
  else if (problem.kind === 'upstream-failed') request.log.warn({ err: error }, 'provider failed');
  else request.log.info({ problem: problem.kind, code: problem.code }, problem.message);
  return reply.code(problem.status).type('application/problem+json').send(problem.toBody());
}

/** Every error answers application/problem+json; no stack trace leaves (unknown routes: app-hosting). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    sendProblem(asApiError(error), error, request, reply),
  );
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode or a path parameter past its length limit
 * is refused before any route runs, and would otherwise answer Fastify's own JSON.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  return sendProblem(asApiError(error), error, request, reply);
}

// Node hands over the packet it refused as a Buffer (Fastify's types describe its JSON form).
type ClientError = Error & { code?: string; rawPacket?: unknown };

// Node refuses a request line and headers past one limit (maxHeaderSize, 16 KiB) with one
// HPE_HEADER_OVERFLOW. When the packet it refused starts with a request line that alone is past
// the limit, the address is what was too long: 414; otherwise the headers were: 431.
function overflowKind(packet: unknown): ProblemKind {
  if (!Buffer.isBuffer(packet) || !/^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1'))) {
    return 'headers-too-large';
  }
  const lineEnd = packet.indexOf('\r\n');
  const requestLine = lineEnd === -1 ? packet.length : lineEnd;
  return requestLine >= maxHeaderSize ? 'uri-too-long' : 'headers-too-large';
}

function clientErrorKind(error: ClientError): ProblemKind {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request-timeout';
  if (error.code === 'HPE_HEADER_OVERFLOW') return overflowKind(error.rawPacket);
  return 'bad-request';
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request
 * (headers or address too large, a malformed request, a timeout) answers problem+json too, written
 * straight to the socket as Node's own handler does, and the connection is closed.
 */
export function answerClientError(error: ClientError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const problem = new ApiError(clientErrorKind(error));
  const body = JSON.stringify(problem.toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}\r\n` +
        'Content-Type: application/problem+json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
