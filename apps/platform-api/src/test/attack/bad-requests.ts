// The fuzz run's bad requests: a request the operation takes (the caller's own ids, an example
// body), broken by one mutation of the catalogue (mutations.ts), as it is sent.
import { randomInt } from '../../shared/seeded-random';
import type { Random } from './bad-values';
import {
  type AnswerContext,
  BY_KIND,
  type Draft,
  MUTATION_KINDS,
  type MutationKind,
} from './mutations';
import { type JsonSchema, type Operation, takesBody } from './openapi-operations';
import { exampleOf } from './schema-examples';

/** What a fuzz request sends, ready for inject or HTTP. */
export type FuzzRequest = {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** A draft of what the operation takes, as a caller with these ids sends it. */
export function baseDraft(
  operation: Operation,
  pathValue: (name: string) => string,
  queryValue: (name: string, schema: JsonSchema) => string,
  random: Random,
): Draft {
  const idempotencyKey = `fuzz-${randomInt(random, 0, 1e9)}`;
  return {
    pathParams: Object.fromEntries(operation.pathParams.map((p) => [p.name, pathValue(p.name)])),
    query: operation.query
      .filter((parameter) => parameter.required)
      .map((parameter) => [parameter.name, queryValue(parameter.name, parameter.schema)]),
    headers: operation.headers.some((parameter) => parameter.name === 'idempotency-key')
      ? { 'idempotency-key': idempotencyKey }
      : {},
    ...(operation.body && takesBody(operation) ? { body: exampleOf(operation.body) } : {}),
  };
}

/** The draft as sent: the path filled in and encoded, the query string, the body's text. */
export function toRequest(kind: string, operation: Operation, draft: Draft): FuzzRequest {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(draft.pathParams[name] ?? ''),
  );
  const query = draft.query
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  const payload =
    draft.payload ?? (draft.body === undefined ? undefined : JSON.stringify(draft.body));
  const headers = { ...draft.headers };
  if (payload !== undefined) headers['content-type'] = draft.contentType ?? 'application/json';
  return {
    kind,
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

/**
 * One bad request for the operation, of a kind drawn at random among those that apply to it (a
 * call without a body cannot be given a wrong content type; a control character always applies).
 */
export function badRequest(
  operation: Operation,
  base: Draft,
  random: Random,
  answers: AnswerContext,
): FuzzRequest {
  const kinds = [...MUTATION_KINDS];
  while (kinds.length > 0) {
    const [kind] = kinds.splice(randomInt(random, 0, kinds.length - 1), 1) as [MutationKind];
    const broken = BY_KIND[kind](base, operation, random, answers);
    if (broken) return toRequest(kind, operation, broken);
  }
  throw new Error(`No mutation applies to ${operation.operationId}`);
}
