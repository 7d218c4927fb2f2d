/** One field's error: the input's path, the message key (a translation key) and its English text. */
export type FieldError = { path: string; message: string; text: string };

/** The problem kinds the API answers, each a stable `type` and an HTTP status. */
export const PROBLEMS = {
  'bad-request': { status: 400, title: 'The request is not valid.' },
  'validation-failed': { status: 400, title: 'Some answers are not valid.' },
  unauthorized: { status: 401, title: 'We could not confirm who you are.' },
  'payment-required': { status: 402, title: 'A payment is needed first.' },
  forbidden: { status: 403, title: 'You are not authorised to perform this action.' },
  'not-found': { status: 404, title: 'We could not find that.' },
  'request-timeout': { status: 408, title: 'The request took too long to arrive.' },
  conflict: { status: 409, title: 'That cannot be done in the current state.' },
  'payload-too-large': { status: 413, title: 'The request is too large.' },
  'uri-too-long': { status: 414, title: 'The address is too long.' },
  'unsupported-media-type': { status: 415, title: 'Send JSON (application/json).' },
  unprocessable: { status: 422, title: 'That cannot be done with these answers.' },
  'too-many-requests': { status: 429, title: 'Too many attempts. Please wait and try again.' },
  'headers-too-large': { status: 431, title: 'The request headers are too large.' },
  internal: { status: 500, title: 'Something went wrong on our side. Please try again.' },
  'upstream-failed': {
    status: 502,
    title: 'A service we rely on did not answer. Please try again in a moment.',
  },
} as const;
/** A problem kind. */
export type ProblemKind = keyof typeof PROBLEMS;

/** The `type` URI of a problem kind (stable: clients may branch on it). */
export function problemType(kind: ProblemKind): string {
  return `urn:brand:problem:${kind}`;
}

/** The application/problem+json body (RFC 9457) every 4xx and 5xx carries. */
export type ProblemBody = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code?: string;
  errors?: FieldError[];
};

/**
 * An error a handler throws to answer with a problem. `detail` is shown to people; `code` is a
 * stable machine-readable reason within the kind (for example `proposal.notBindable`).
 */
export class ApiError extends Error {
  readonly kind: ProblemKind;
  readonly detail: string | undefined;
  readonly code: string | undefined;
  readonly errors: FieldError[] | undefined;

  constructor(
    kind: ProblemKind,
    detail?: string,
    options: { code?: string; errors?: FieldError[] } = {},
  ) {
    super(detail ?? PROBLEMS[kind].title);
    this.name = 'ApiError';
    this.kind = kind;
    this.detail = detail;
    this.code = options.code;
    this.errors = options.errors;
  }

  get status(): number {
    return PROBLEMS[this.kind].status;
  }

  toBody(): ProblemBody {
    return {
      type: problemType(this.kind),
      title: PROBLEMS[this.kind].title,
      status: this.status,
      ...(this.detail ? { detail: this.detail } : {}),
      ...(this.code ? { code: this.code } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

/** 404 for a thing the caller may not see or that does not exist: the two answer alike. */
export function notFound(what: string): ApiError {
  return new ApiError('not-found', `${what} was not found.`);
}
