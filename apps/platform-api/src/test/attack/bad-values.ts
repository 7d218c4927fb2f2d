// The values and the parts of a schema the fuzz run's mutations break requests with.
import { pick, randomInt } from '../../shared/seeded-random';
import type { JsonSchema } from './openapi-operations';
import { type SchemaField, typedFields, typeOf } from './schema-examples';

/** A seeded generator's draw (0 to 1). */
export type Random = () => number;

/** The body limit the app reads (app.ts BODY_LIMIT_BYTES), and a little more. */
export const PAST_BODY_LIMIT = 256 * 1024 + 64;
/** The router's longest path parameter (Fastify's maxParamLength). */
export const PAST_PARAM_LIMIT = 101;

// Every C0 control character but the whitespace text may hold (input-bounds.ts).
export const CONTROL_CHARACTERS = Array.from({ length: 32 }, (_, code) =>
  String.fromCharCode(code),
).filter((character) => !['\t', '\n', '\r'].includes(character));

/** Ids no one has: made up, hostile or malformed, all to be answered 4xx. */
export const BAD_IDS = [
  '0',
  '-1',
  'null',
  'undefined',
  "' OR '1'='1",
  '1; DROP TABLE proposals',
  '../../etc/passwd',
  '..%2f..%2f',
  '{id}',
  '🚗',
  '\u202eP',
  'a b',
  '%',
  '\\',
  '__proto__',
  'constructor',
];

/** Bodies that are not JSON at all, or JSON the parser refuses to build (prototype poisoning). */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'tru',
  '{"a":"\u0001"}',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

/** Content types no call reads (JSON only: text/plain has Fastify's own parser, so it is left out). */
export const UNREAD_CONTENT_TYPES = [
  'application/xml',
  'text/html',
  'multipart/form-data; boundary=fuzz',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'image/png',
  'application/vnd.api+json',
];

export function junkText(random: Random, length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.éß€中';
  let text = '';
  while (text.length < length) text += pick(random, [...alphabet]);
  return text.slice(0, length);
}

export function withControlCharacter(random: Random, text = 'fuzz'): string {
  const at = randomInt(random, 0, text.length);
  return `${text.slice(0, at)}${pick(random, CONTROL_CHARACTERS)}${text.slice(at)}`;
}

// Nesting as JSON text: built as text, so no depth overflows the test's own stack.
export function nestedText(random: Random, depth: number): string {
  const leaf = random() < 0.5 ? '1' : '"leaf"';
  return random() < 0.5
    ? `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
}

export const DEEP_MARK = '__fuzz_deep__';

export const stringFields = (schema: JsonSchema | null) =>
  schema ? typedFields(schema).filter((field) => typeOf(field.schema) === 'string') : [];

// A value of another type than the field's, one ajv never coerces (it turns 5 into '5' and
// 'x' into ['x'], never an object into anything, nor text into an object).
export function wrongValueFor(field: SchemaField, random: Random): unknown {
  return typeOf(field.schema) === 'object' ? pick(random, ['fuzz', 42, true]) : { fuzz: [1] };
}

/** Objects of the body whose schema refuses unknown properties, with where they are. */
export function closedObjects(schema: JsonSchema, path: string[] = []): string[][] {
  const own = schema.additionalProperties === false ? [path] : [];
  return [
    ...own,
    ...Object.entries(schema.properties ?? {}).flatMap(([name, field]) =>
      typeOf(field) === 'object' ? closedObjects(field, [...path, name]) : [],
    ),
  ];
}

/** Required properties of the body (nested objects' too), with where they are. */
export function requiredFields(schema: JsonSchema, path: string[] = []): string[][] {
  return [
    ...(schema.required ?? []).map((name) => [...path, name]),
    ...Object.entries(schema.properties ?? {}).flatMap(([name, field]) =>
      typeOf(field) === 'object' && (schema.required ?? []).includes(name)
        ? requiredFields(field, [...path, name])
        : [],
    ),
  ];
}
