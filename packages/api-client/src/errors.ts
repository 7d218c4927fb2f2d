import type { ErrorKind } from '@brand/domain';

/**
 * The error kinds a call can fail with, from the specification's error catalogue (the kinds are
 * `ERROR_KINDS` of @brand/domain; SIGN_IN_FAILED belongs to sign-in, not to calls).
 */
export const API_ERROR_KINDS = [
  'NETWORK',
  'UNAUTHORIZED',
  'UNEXPECTED',
] as const satisfies readonly ErrorKind[];
/** An error kind of a failed call. */
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

/** One field's error in a problem: the input's path, the message key and its English text. */
export type ProblemFieldError = { path: string; message: string; text: string };

/** The application/problem+json body (RFC 9457) the platform answers every 4xx and 5xx with. */
export type ProblemDetails = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code?: string;
  errors?: ProblemFieldError[];
};

/** What an `ApiClientError` is made from. */
export type ApiClientErrorInit = {
  kind: ApiErrorKind;
  operationId: string;
  status?: number;
  problem?: ProblemDetails;
  cause?: unknown;
};

function describe(init: ApiClientErrorInit): string {
  if (init.kind === 'NETWORK') return `${init.operationId}: no response from the platform`;
  const reason = init.problem?.detail ?? init.problem?.title ?? 'no problem details';
  return `${init.operationId}: HTTP ${init.status ?? '?'} (${reason})`;
}

/**
 * A call that failed. `kind` picks the modal: NETWORK (no response), UNAUTHORIZED (HTTP 401),
 * UNEXPECTED (any other HTTP error). `problem` is the problem+json body when the platform sent one;
 * `fieldErrors` are its field errors (empty when none).
 */
export class ApiClientError extends Error {
  readonly kind: ApiErrorKind;
  readonly operationId: string;
  /** The HTTP status; undefined for NETWORK. */
  readonly status: number | undefined;
  readonly problem: ProblemDetails | undefined;

  constructor(init: ApiClientErrorInit) {
    super(describe(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiClientError';
    this.kind = init.kind;
    this.operationId = init.operationId;
    this.status = init.status;
    this.problem = init.problem;
  }

  /** The problem's field errors, for the form that sent the request. */
  get fieldErrors(): ProblemFieldError[] {
    return this.problem?.errors ?? [];
  }
}

/** True for an `ApiClientError`, of any kind or only of `kind`. */
export function isApiClientError(value: unknown, kind?: ApiErrorKind): value is ApiClientError {
  return value instanceof ApiClientError && (kind === undefined || value.kind === kind);
}

/**
 * The rejection of a call its caller aborted (`CallOptions.signal`). It is not a failure: error
 * handling must ignore it (the specification: aborted requests are silent). Recognise it with
 * `isAbortError`, which also recognises the platform's own `DOMException` named `AbortError`.
 */
export class ApiAbortError extends Error {
  readonly operationId: string;

  constructor(operationId: string, cause?: unknown) {
    super(`${operationId}: aborted by the caller`, cause === undefined ? undefined : { cause });
    // The name fetch's own abort error has, so code that checks `name` treats both alike.
    this.name = 'AbortError';
    this.operationId = operationId;
  }
}

/** True when `value` is an aborted call: show nothing, report nothing. */
export function isAbortError(value: unknown): boolean {
  if (value instanceof ApiAbortError) return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { name?: unknown }).name === 'AbortError'
  );
}
