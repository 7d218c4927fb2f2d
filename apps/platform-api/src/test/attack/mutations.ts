// The fuzz run's mutations: each breaks a request the operation takes in one way it must refuse,
// whatever it holds: a value no schema coerces, a field missing or unknown, text past its bound,
// a control character, deep nesting, a body that is not JSON or not of a type any call reads, an
// id that is nobody's, a query value out of bounds, an answer no input type's shape takes.
import { pick, randomInt } from '../../shared/seeded-random';
import {
  BAD_IDS,
  closedObjects,
  DEEP_MARK,
  junkText,
  MALFORMED_JSON,
  nestedText,
  PAST_BODY_LIMIT,
  PAST_PARAM_LIMIT,
  type Random,
  requiredFields,
  stringFields,
  UNREAD_CONTENT_TYPES,
  withControlCharacter,
  wrongValueFor,
} from './bad-values';
import { type Operation, takesBody } from './openapi-operations';
import { typedFields, typeOf, withField, withoutField } from './schema-examples';

/** A request before it is sent: values unencoded, the body as JSON unless `payload` is given. */
export type Draft = {
  pathParams: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body?: unknown;
  /** The body exactly as sent (malformed JSON, a body past the limit). */
  payload?: string;
  contentType?: string;
};

/** What the answers' mutation needs: the forms' input paths and a scheme that exists. */
export type AnswerContext = { answerPaths: readonly string[]; schemeCode: string };

/** A mutation: the draft broken, or null when it has nothing of that kind to break. */
export type Mutation = (
  draft: Draft,
  operation: Operation,
  random: Random,
  answers: AnswerContext,
) => Draft | null;

/** The mutations, by kind: each breaks a draft so the call must refuse it, or does not apply. */
export const MUTATIONS = {
  controlCharacter(draft, operation, random) {
    const fields = stringFields(operation.body);
    const target = randomInt(random, 0, 2);
    if (target === 0 && fields.length > 0 && takesBody(operation)) {
      const field = pick(random, fields);
      return { ...draft, body: withField(draft.body, field.path, withControlCharacter(random)) };
    }
    const names = Object.keys(draft.pathParams);
    if (target === 1 && names.length > 0) {
      const name = pick(random, names);
      const value = withControlCharacter(random, draft.pathParams[name]);
      return { ...draft, pathParams: { ...draft.pathParams, [name]: value } };
    }
    const name = operation.query.length > 0 ? pick(random, operation.query).name : 'fuzz';
    return {
      ...draft,
      query: [...draft.query.filter(([key]) => key !== name), [name, withControlCharacter(random)]],
    };
  },
  deepNesting(draft, operation, random) {
    if (!takesBody(operation)) return null;
    // Past the bound of 32 levels, mostly by a little, now and then by thousands.
    const depth = random() < 0.9 ? randomInt(random, 33, 200) : randomInt(random, 1000, 20_000);
    const field = operation.body ? pick(random, [...typedFields(operation.body), null]) : null;
    const marked = field ? JSON.stringify(withField(draft.body, field.path, DEEP_MARK)) : null;
    const deep = nestedText(random, depth);
    return {
      ...draft,
      payload: marked ? marked.replace(`"${DEEP_MARK}"`, deep) : deep,
      contentType: 'application/json',
    };
  },
  wrongType(draft, operation, random) {
    if (!operation.body || !takesBody(operation)) return null;
    const fields = typedFields(operation.body);
    if (fields.length === 0 || random() < 0.2) {
      const whole = typeOf(operation.body) === 'object' || operation.body.anyOf;
      return whole ? { ...draft, body: pick(random, ['fuzz', 42, [[1]]]) } : null;
    }
    const field = pick(random, fields);
    return { ...draft, body: withField(draft.body, field.path, wrongValueFor(field, random)) };
  },
  missingField(draft, operation, random) {
    const required = operation.body ? requiredFields(operation.body) : [];
    if (required.length === 0 || !takesBody(operation)) return null;
    return { ...draft, body: withoutField(draft.body, pick(random, required)) };
  },
  extraField(draft, operation, random) {
    const closed = operation.body ? closedObjects(operation.body) : [];
    if (closed.length === 0 || !takesBody(operation)) return null;
    const path = [...pick(random, closed), `fuzz_${randomInt(random, 0, 9999)}`];
    const extra = pick(random, [junkText(random, 12), 7, true, null, { nested: 'x' }, ['x']]);
    return { ...draft, body: withField(draft.body, path, extra) };
  },
  hugeString(draft, operation, random) {
    const bounded = stringFields(operation.body).filter((field) => field.schema.maxLength);
    const choice = randomInt(random, 0, 3);
    if (choice === 0 && bounded.length > 0 && takesBody(operation)) {
      const field = pick(random, bounded);
      const length = (field.schema.maxLength ?? 0) + randomInt(random, 1, 4000);
      return { ...draft, body: withField(draft.body, field.path, junkText(random, length)) };
    }
    const names = Object.keys(draft.pathParams);
    if (choice === 1 && names.length > 0) {
      const name = pick(random, names);
      const value = junkText(random, PAST_PARAM_LIMIT + randomInt(random, 0, 400));
      return { ...draft, pathParams: { ...draft.pathParams, [name]: value } };
    }
    const boundedQuery = operation.query.filter((parameter) => parameter.schema.maxLength);
    if (choice === 2 && boundedQuery.length > 0) {
      const parameter = pick(random, boundedQuery);
      const length = (parameter.schema.maxLength ?? 0) + randomInt(random, 1, 2000);
      return {
        ...draft,
        query: [
          ...draft.query.filter(([key]) => key !== parameter.name),
          [parameter.name, junkText(random, length)],
        ],
      };
    }
    if (!takesBody(operation)) return null;
    const padding = junkText(random, 64).repeat(Math.ceil(PAST_BODY_LIMIT / 64));
    return { ...draft, payload: JSON.stringify({ padding }) };
  },
  wrongContentType(draft, operation, random) {
    if (!takesBody(operation)) return null;
    return {
      ...draft,
      payload: JSON.stringify(draft.body ?? {}),
      contentType: pick(random, UNREAD_CONTENT_TYPES),
    };
  },
  badPathId(draft, _operation, random) {
    const names = Object.keys(draft.pathParams);
    if (names.length === 0) return null;
    const name = pick(random, names);
    const value = random() < 0.5 ? pick(random, BAD_IDS) : `P${junkText(random, 15)}`;
    return { ...draft, pathParams: { ...draft.pathParams, [name]: value } };
  },
  badQuery(draft, operation, random) {
    if (operation.query.length === 0) return null;
    const parameter = pick(random, operation.query);
    const others = draft.query.filter(([key]) => key !== parameter.name);
    const { schema } = parameter;
    const type = typeOf(schema);
    const options: [string, string][][] = [];
    if (type === 'integer' || type === 'number') {
      options.push([[parameter.name, pick(random, ['abc', '1.5x', '0x1G', '{}'])]]);
      if (schema.minimum !== undefined)
        options.push([[parameter.name, String(schema.minimum - 1)]]);
      if (schema.maximum !== undefined)
        options.push([[parameter.name, String(schema.maximum + 1)]]);
    }
    if (schema.maxLength !== undefined) {
      options.push([[parameter.name, junkText(random, schema.maxLength + 1)]]);
    }
    // The same key twice: a list where one value is taken.
    if (type !== 'array')
      options.push([
        [parameter.name, 'a'],
        [parameter.name, 'b'],
      ]);
    if (parameter.required) options.push([]);
    return { ...draft, query: [...others, ...pick(random, options)] };
  },
  malformedJson(draft, operation, random) {
    if (!takesBody(operation)) return null;
    return { ...draft, payload: pick(random, MALFORMED_JSON), contentType: 'application/json' };
  },
  emptyJsonBody(draft, operation) {
    if (!takesBody(operation)) return null;
    return { ...draft, payload: '', contentType: 'application/json' };
  },
  // An answer no input type's shape takes, at a real input's path (or a path that is no input):
  // an object with a field no type has, or text past every type's bound.
  answerJunk(draft, operation, random, answers) {
    const properties = operation.body?.properties ?? {};
    if (!takesBody(operation) || (!properties.changes && !properties.data)) return null;
    const path = random() < 0.9 ? pick(random, answers.answerPaths) : `fuzz.${junkText(random, 6)}`;
    const junk = pick(random, [
      { [`fuzz_${randomInt(random, 0, 999)}`]: junkText(random, randomInt(random, 1, 64)) },
      junkText(random, randomInt(random, 1001, 20_000)),
      {
        [`fuzz_${randomInt(random, 0, 999)}`]: JSON.parse(
          nestedText(random, randomInt(random, 1, 20)),
        ),
      },
    ]);
    if (properties.changes) return { ...draft, body: { changes: [{ path, value: junk }] } };
    const scheme = properties.schemeCode ? { schemeCode: answers.schemeCode } : {};
    return { ...draft, body: { ...(draft.body as object), ...scheme, data: { [path]: junk } } };
  },
  idempotencyKey(draft, operation, random) {
    const header = operation.headers.find((parameter) => parameter.name === 'idempotency-key');
    if (!header) return null;
    const { 'idempotency-key': _key, ...others } = draft.headers;
    const tooLong = {
      ...others,
      'idempotency-key': junkText(random, 256 + randomInt(random, 0, 99)),
    };
    return { ...draft, headers: random() < 0.5 ? others : tooLong };
  },
} satisfies Record<string, Mutation>;

/** A kind of bad request. */
export type MutationKind = keyof typeof MUTATIONS;
/** Every kind, in the catalogue's order. */
export const MUTATION_KINDS = Object.keys(MUTATIONS) as MutationKind[];
/** The catalogue as one signature (a mutation may leave out the arguments it does not read). */
export const BY_KIND: Record<MutationKind, Mutation> = MUTATIONS;
