// @brand/api-client: one typed function per platform /api call (generated from the platform's
// OpenAPI document) and the runtime they call through.

export type { ErrorKind } from '@brand/domain';
export { ERROR_KINDS } from '@brand/domain';
export type { ApiClientOptions } from './client';
export { createApiClient, IDEMPOTENCY_KEY_HEADER, IMPERSONATE_USER_HEADER } from './client';
export type {
  ApiClientErrorInit,
  ApiErrorKind,
  ProblemDetails,
  ProblemFieldError,
} from './errors';
export {
  API_ERROR_KINDS,
  ApiAbortError,
  ApiClientError,
  isAbortError,
  isApiClientError,
} from './errors';
export type { FollowEventStreamOptions, ServerSentEvent } from './event-stream';
export { EVENT_STREAM_BACKOFF_MS, followEventStream, readEventStream } from './event-stream';
// The one wildcard: the generated file is itself the explicit list, one export per operation.
export * from './generated/operations';
export type { components, operations, paths } from './generated/schema';
export type {
  ApiClient,
  ApiRequest,
  CallOptions,
  HttpMethod,
  QueryValue,
  RequestBodyType,
  ResponseBodyType,
} from './request';
export { expandPath, toQueryString } from './url';
