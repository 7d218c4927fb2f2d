import {
  ApiAbortError,
  ApiClientError,
  type ApiErrorKind,
  isAbortError,
  type ProblemDetails,
} from './errors';
import type { ApiClient, ApiRequest, CallOptions } from './request';
import { expandPath, toQueryString } from './url';

/** The header that names the customer an admin acts for (impersonation). */
export const IMPERSONATE_USER_HEADER = 'X-Impersonate-User';
/** The header that makes a retried payment or binding call take effect once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** What `createApiClient` needs from the app. */
export type ApiClientOptions = {
  /**
   * Where the platform is: an origin such as `https://platform.example`, or '' for the page's own
   * origin. The generated paths already start with `/api`.
   */
  baseUrl: string;
  /**
   * The bearer token for calls that need one (the anonymous or the signed-in user's), or null for
   * none. It is asked for on every such call, so a refreshed token is used at once; a rejection
   * (a sign-in error) rejects the call unchanged.
   */
  getAccessToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** The customer an admin impersonates, or null; when set, every call names them. */
  getImpersonatedUserId?: () => string | null | undefined;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /**
   * Called when a call that sent the token is answered 401, before it rejects with an UNAUTHORIZED
   * error: the session has expired, so the app signs the user out.
   */
  onUnauthorized?: () => void;
};

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

function isTimeout(reason: unknown): boolean {
  return (
    typeof reason === 'object' &&
    reason !== null &&
    (reason as { name?: unknown }).name === 'TimeoutError'
  );
}

/**
 * Why a call threw before it had its answer. The caller's abort is silent (ApiAbortError); a
 * timeout (`AbortSignal.timeout`) is no answer, like a lost connection: NETWORK.
 */
function thrownFailure(
  error: unknown,
  request: ApiRequest,
  signal: AbortSignal | undefined,
): ApiAbortError | ApiClientError {
  const reason: unknown = signal?.aborted ? signal.reason : error;
  if (!isTimeout(reason) && (signal?.aborted || isAbortError(error))) {
    return new ApiAbortError(request.operationId, reason);
  }
  return new ApiClientError({ kind: 'NETWORK', operationId: request.operationId, cause: error });
}

function asProblem(value: unknown): ProblemDetails | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { title, status } = value as { title?: unknown; status?: unknown };
  return typeof title === 'string' && typeof status === 'number'
    ? (value as ProblemDetails)
    : undefined;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function requestBody(request: ApiRequest, headers: Headers): BodyInit | undefined {
  if (request.body === undefined) return undefined;
  const bodyType = request.bodyType ?? 'json';
  if (bodyType === 'json') {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(request.body);
  }
  // FormData sets its own multipart boundary; raw bodies are sent as the caller gave them.
  return request.body as BodyInit;
}

/**
 * The runtime the generated functions call through: JSON over fetch, the bearer token on calls
 * that need it, the impersonated customer on every call, and failures as `ApiClientError`s of the
 * specification's kinds. An aborted call rejects with an `ApiAbortError`, which callers must
 * ignore (`isAbortError`).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const send: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function headersFor(request: ApiRequest, callOptions: CallOptions): Promise<Headers> {
    const headers = new Headers({ Accept: 'application/json, application/problem+json' });
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      if (value !== null && value !== undefined) headers.set(name, String(value));
    }
    for (const [name, value] of Object.entries(callOptions.headers ?? {})) headers.set(name, value);
    if (callOptions.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, callOptions.idempotencyKey);
    const impersonated = callOptions.withoutImpersonation
      ? null
      : options.getImpersonatedUserId?.();
    if (impersonated) headers.set(IMPERSONATE_USER_HEADER, impersonated);
    if (request.secured) {
      const token = await options.getAccessToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    return headers;
  }

  async function failed(request: ApiRequest, response: Response): Promise<ApiClientError> {
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    const parsed = text && JSON_TYPE.test(contentType) ? parseJson(text) : { ok: false as const };
    const problem = parsed.ok ? asProblem(parsed.value) : undefined;
    const kind: ApiErrorKind = response.status === 401 ? 'UNAUTHORIZED' : 'UNEXPECTED';
    // A 401 to a call without a token (retrieving a saved quote) says nothing about the session.
    if (kind === 'UNAUTHORIZED' && request.secured) options.onUnauthorized?.();
    return new ApiClientError({
      kind,
      operationId: request.operationId,
      status: response.status,
      ...(problem ? { problem } : {}),
    });
  }

  async function succeeded(request: ApiRequest, response: Response): Promise<unknown> {
    const responseType = request.responseType ?? 'json';
    if (response.status === 204 || response.status === 205 || request.method === 'HEAD') {
      return undefined;
    }
    if (responseType === 'blob') return response.blob();
    if (responseType === 'stream') {
      if (response.body) return response.body;
      throw new ApiClientError({
        kind: 'UNEXPECTED',
        operationId: request.operationId,
        status: response.status,
        cause: new TypeError('The response has no body to stream.'),
      });
    }
    const text = await response.text();
    if (responseType === 'text') return text;
    if (text === '') return undefined;
    const parsed = parseJson(text);
    if (parsed.ok) return parsed.value;
    throw new ApiClientError({
      kind: 'UNEXPECTED',
      operationId: request.operationId,
      status: response.status,
      cause: new SyntaxError('The response body is not JSON.'),
    });
  }

  return {
    async request<Result>(request: ApiRequest, callOptions: CallOptions = {}): Promise<Result> {
      const { signal } = callOptions;
      const url = `${baseUrl}${expandPath(request.path, request.pathParams)}${toQueryString(request.query)}`;
      const headers = await headersFor(request, callOptions);
      const body = requestBody(request, headers);
      let response: Response;
      try {
        signal?.throwIfAborted();
        const init: RequestInit = {
          method: request.method,
          headers,
          ...(body === undefined ? {} : { body }),
          ...(signal ? { signal } : {}),
        };
        // A call's own fetch (an upload's, which reports its progress) stands in for the client's.
        response = await (callOptions.fetch ?? send)(url, init);
      } catch (error) {
        throw thrownFailure(error, request, signal);
      }
      try {
        if (!response.ok) throw await failed(request, response);
        return (await succeeded(request, response)) as Result;
      } catch (error) {
        if (error instanceof ApiClientError) throw error;
        // The connection broke (or the caller aborted) while the body was still arriving.
        throw thrownFailure(error, request, signal);
      }
    },
  };
}
