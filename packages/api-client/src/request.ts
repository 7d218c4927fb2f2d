/** The HTTP methods the platform's calls use. */
export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';

/** A value the query string carries; arrays repeat the key, `null` and `undefined` are left out. */
export type QueryValue = string | number | boolean | Date | null | undefined;

/** How a request's body is sent. */
export type RequestBodyType = 'json' | 'multipart' | 'raw';

/**
 * How a successful response's body is read; `stream` hands over the body unread (an event
 * stream, which never ends while the connection lasts).
 */
export type ResponseBodyType = 'json' | 'text' | 'blob' | 'stream';

/**
 * One call as a generated operation describes it to the runtime. The generated functions build
 * these; hand-written code calls the generated functions instead.
 */
export type ApiRequest = {
  /** The OpenAPI operationId, for error messages. */
  operationId: string;
  method: HttpMethod;
  /** The path template of the OpenAPI document, for example `/api/proposals/{id}`. */
  path: string;
  /** True when the call needs the bearer token (the operation declares `security`). */
  secured: boolean;
  /** Values for the `{name}` placeholders of `path`, percent-encoded by the runtime. */
  pathParams?: Record<string, string | number | boolean>;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  headers?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** @default 'json' */
  bodyType?: RequestBodyType;
  /** @default 'json' */
  responseType?: ResponseBodyType;
};

/** What every generated function takes as its last argument. */
export type CallOptions = {
  /** Aborts the call; the promise then rejects with an error that `isAbortError` recognises. */
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`, so a retried payment or binding call takes effect once. */
  idempotencyKey?: string;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
  /**
   * Names no customer even while the admin acts for one: a call about acting itself (ending it),
   * which is not a call made as the customer.
   * @default false
   */
  withoutImpersonation?: boolean;
  /**
   * Sends this call with another fetch than the client's: an upload's, which reports its
   * progress through XMLHttpRequest (fetch reports none). It gets the request as the client made it.
   */
  fetch?: typeof fetch;
};

/** The runtime the generated functions call through: `createApiClient` makes one. */
export interface ApiClient {
  /**
   * Sends one call and resolves to its response body (`undefined` for 204 or an empty body), or
   * rejects with an `ApiClientError`, or with an abort error when `options.signal` aborted it.
   */
  request<Result>(request: ApiRequest, options?: CallOptions): Promise<Result>;
}
