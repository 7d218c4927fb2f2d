import { ERROR_KINDS } from '@brand/domain';
import {
  API_ERROR_KINDS,
  ApiAbortError,
  ApiClientError,
  isAbortError,
  isApiClientError,
} from './errors';

describe('error kinds', () => {
  test("are the specification's catalogue kinds from @brand/domain", () => {
    for (const kind of API_ERROR_KINDS) expect(ERROR_KINDS).toContain(kind);
  });
});

describe('isAbortError', () => {
  test('recognises an aborted call and fetch abort errors, and nothing else', () => {
    expect(isAbortError(new ApiAbortError('getProposal'))).toBe(true);
    expect(isAbortError(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isAbortError(new ApiClientError({ kind: 'NETWORK', operationId: 'x' }))).toBe(false);
    expect(isAbortError(new Error('boom'))).toBe(false);
    expect(isAbortError(null)).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });
});

describe('ApiClientError', () => {
  test('says which call failed and why', () => {
    const error = new ApiClientError({
      kind: 'UNEXPECTED',
      operationId: 'bindProposal',
      status: 409,
    });
    expect(error.message).toBe('bindProposal: HTTP 409 (no problem details)');
    expect(error.name).toBe('ApiClientError');
    expect(isApiClientError(error)).toBe(true);
    expect(isApiClientError(error, 'NETWORK')).toBe(false);
    expect(isApiClientError(new Error('x'))).toBe(false);
  });

  test('prefers the problem detail to its title', () => {
    const problem = { type: 't', title: 'Conflict', status: 409, detail: 'Already bound.' };
    const error = new ApiClientError({
      kind: 'UNEXPECTED',
      operationId: 'b',
      status: 409,
      problem,
    });
    expect(error.message).toBe('b: HTTP 409 (Already bound.)');
  });
});
