// The one failure type of every journey's calls: what a slice keeps of a rejected call, so a
// screen words it without holding an error object (the store keeps serialisable values only).
import { isApiClientError } from '@brand/api-client';

/** A failed call as a slice keeps it: the platform's kind, status, words and field errors. */
export interface CallFailure {
  /** The error kind (spec 002 §8): NETWORK, UNAUTHORIZED or UNEXPECTED. */
  kind: string;
  /** The HTTP status; absent when no response came (or the failure was not a call's). */
  status?: number;
  /** The platform's human message (the problem's detail, else its title), when it gave one. */
  message?: string;
  /** The problem's own detail, apart from its title: the account pages show only a detail. */
  detail?: string;
  /** The platform's code (`proposal.paymentRequired`, ...). */
  code?: string;
  /** Field errors of a refused request. */
  fields?: { path: string; text: string }[];
}

/** The failure of a call, for a slice. */
export function callFailure(error: unknown): CallFailure {
  if (!isApiClientError(error)) {
    return { kind: 'UNEXPECTED', message: error instanceof Error ? error.message : String(error) };
  }
  const problem = error.problem;
  const message = problem?.detail || problem?.title;
  return {
    kind: error.kind,
    ...(error.status === undefined ? {} : { status: error.status }),
    ...(message ? { message } : {}),
    ...(problem?.detail ? { detail: problem.detail } : {}),
    ...(problem?.code ? { code: problem.code } : {}),
    ...(problem?.errors
      ? { fields: problem.errors.map(({ path, text }) => ({ path, text })) }
      : {}),
  };
}
