import type { JsonSchema } from './openapi-operations';

// Values the schemas' patterns and formats take, so an example gets past the outer checks and a
// mutation is what the call refuses.
const PATTERN_EXAMPLES: Record<string, string> = {
  '^https?://\\S+$': 'http://platform.test/fuzz',
  '^[A-Za-z0-9-]{4,40}$': 'FUZZ-1234',
};
const FORMAT_EXAMPLES: Record<string, string> = {
  date: '2026-03-10',
  'date-time': '2026-03-02T10:00:00.000Z',
  email: 'fuzz@example.com',
  uri: 'http://platform.test/fuzz',
};

/** The first type a schema names ('string' of ['string', 'null']). */
export function typeOf(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type) return type;
  if (schema.properties) return 'object';
  return undefined;
}

function stringExample(schema: JsonSchema): string {
  const known =
    (schema.pattern && PATTERN_EXAMPLES[schema.pattern]) ||
    (schema.format && FORMAT_EXAMPLES[schema.format]);
  const text = known || 'fuzz';
  return text.padEnd(schema.minLength ?? 0, 'x');
}

/**
 * A value the schema takes: required properties only, enums' first values, formats and known
 * patterns honoured, numbers at their minimum. The fuzz run's requests start from it.
 */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return exampleOf(choice);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, exampleOf(schema.properties?.[name] ?? {})]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}));
    case 'string':
      return stringExample(schema);
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}

/** A field of a body: where it is (property names from the root) and its schema. */
export type SchemaField = { path: string[]; schema: JsonSchema };

/**
 * The fields of an object schema with a declared type, nested objects' fields too: a value of
 * another type is refused there whatever ajv coerces (ajv turns 5 into '5', never an object).
 */
export function typedFields(schema: JsonSchema, path: string[] = []): SchemaField[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const here = [...path, name];
    // A union's (a nullable field's) members may take anything given: only a declared type.
    const own: SchemaField[] = typeOf(field) ? [{ path: here, schema: field }] : [];
    return [...own, ...(typeOf(field) === 'object' ? typedFields(field, here) : [])];
  });
}

/** A copy of `value` with `replacement` at `path` (objects made where missing). */
export function withField(value: unknown, path: readonly string[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  const child = (record as Record<string, unknown>)[head];
  return { ...record, [head]: withField(child, rest, replacement) };
}

/** A copy of `value` without the field at `path`. */
export function withoutField(value: unknown, path: readonly string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined || typeof value !== 'object' || value === null) return value;
  const { [head]: child, ...others } = value as Record<string, unknown>;
  return rest.length === 0 ? others : { ...others, [head]: withoutField(child, rest) };
}
